//! Every file a browser downloads from `dist/` gets a `.gz` and a `.br` beside it, at each
//! format's highest level, for static hosts that serve them as they are (nginx gzip_static and
//! brotli_static, Caddy's precompressed, sirv): compressed once at build time, not per request
//! at a lower level.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use flate2::Compression;
use flate2::write::GzEncoder;

/// The extensions of the files a browser downloads.
/// `bin`: the answers worked out ahead (`dist/answers/`).
const COMPRESSED: [&str; 7] = ["wasm", "js", "css", "html", "json", "svg", "bin"];

pub fn precompress(dist: &Path) -> Result<()> {
    for path in files(dist)? {
        let bytes = fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
        write_beside(&path, "gz", &gzip(&bytes)?)?;
        write_beside(&path, "br", &brotli(&bytes)?)?;
    }
    Ok(())
}

/// Every file under `dir` with one of the compressed extensions.
pub fn files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let path = entry?.path();
        if path.is_dir() {
            found.extend(files(&path)?);
        } else if path
            .extension()
            .and_then(|ext| ext.to_str())
            .is_some_and(|ext| COMPRESSED.contains(&ext))
        {
            found.push(path);
        }
    }
    found.sort();
    Ok(found)
}

fn gzip(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(bytes)?;
    Ok(encoder.finish()?)
}

fn brotli(bytes: &[u8]) -> Result<Vec<u8>> {
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        size_hint: bytes.len(),
        ..Default::default()
    };
    let mut out = Vec::new();
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)?;
    Ok(out)
}

fn write_beside(path: &Path, extension: &str, bytes: &[u8]) -> Result<()> {
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".{extension}"));
    fs::write(&name, bytes).with_context(|| format!("writing {}", Path::new(&name).display()))
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    #[test]
    fn both_copies_decompress_to_the_file_and_other_files_get_none() {
        let dir = std::env::temp_dir().join(format!("xtask-precompress-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("_site")).expect("temp folder");
        let text = "println!(\"hello\");\n".repeat(200);
        fs::write(dir.join("_site/app.js"), &text).expect("js");
        fs::write(dir.join("notes.txt"), &text).expect("txt");
        precompress(&dir).expect("precompresses");

        let mut unzipped = String::new();
        flate2::read::GzDecoder::new(&fs::read(dir.join("_site/app.js.gz")).expect("gz")[..])
            .read_to_string(&mut unzipped)
            .expect("gunzips");
        let mut unbrotli = Vec::new();
        brotli::BrotliDecompress(
            &mut &fs::read(dir.join("_site/app.js.br")).expect("br")[..],
            &mut unbrotli,
        )
        .expect("decompresses");
        assert_eq!(unzipped, text);
        assert_eq!(String::from_utf8(unbrotli).expect("utf-8"), text);
        let mut names: Vec<String> = fs::read_dir(&dir)
            .expect("dir")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, ["_site", "notes.txt"]);
        fs::remove_dir_all(&dir).expect("cleanup");
    }
}
