// `path.metadata()` is `fs::metadata(path)`: one `statx` of the path, its size and kind, or
// the error of a missing file; a `PathBuf` asks through its `Path`.
use std::path::Path;

fn main() -> std::io::Result<()> {
    std::fs::write("present.txt", "12345")?;
    for name in ["present.txt", "absent.txt"] {
        let path = Path::new(name);
        match path.metadata() {
            Ok(data) => println!(
                "{name}: {} bytes, file {}, dir {}",
                data.len(),
                data.is_file(),
                data.is_dir()
            ),
            Err(e) => println!("{name}: {e}"),
        }
    }
    let owned = Path::new("present.txt").to_path_buf();
    println!("{}", owned.metadata().map(|m| m.len()).unwrap_or(0));
    Ok(())
}
