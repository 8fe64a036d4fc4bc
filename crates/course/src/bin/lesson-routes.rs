//! Prints every lesson's route (`course/<slug>`), one a line, in course order: what `./dev
//! build` places the course's page at. Reads `lessons/manifest.toml` (or the file given) with
//! the parser the build and the course use, so a manifest they refuse fails here too.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use bufscope_course::manifest::parse_manifest;

fn main() -> ExitCode {
    let path = std::env::args_os().nth(1).map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../lessons/manifest.toml"),
        PathBuf::from,
    );
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("{}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    };
    match parse_manifest(&text) {
        Ok(entries) => {
            let routes: String = entries
                .iter()
                .map(|entry| format!("course/{}\n", entry.slug))
                .collect();
            // A reader that stops early (`| head`) is no error of ours.
            match std::io::stdout().write_all(routes.as_bytes()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::FAILURE,
            }
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
