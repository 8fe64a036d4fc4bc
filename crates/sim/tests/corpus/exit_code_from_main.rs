// `fn main() -> ExitCode`: unlike `process::exit`, returning a status runs every destructor
// first, so the `BufWriter`'s bytes reach stdout before the process ends with status 3.
use std::io::{BufWriter, Write};
use std::process::ExitCode;

fn status(failures: usize) -> ExitCode {
    match failures {
        0 => ExitCode::SUCCESS,
        1 => ExitCode::FAILURE,
        n => ExitCode::from(n as u8),
    }
}

fn main() -> ExitCode {
    let mut out = BufWriter::new(std::io::stdout());
    let checks = [true, false, false, true, false];
    let failures = checks.iter().filter(|ok| !**ok).count();
    writeln!(out, "{failures} of {} failed", checks.len()).unwrap();
    let code = status(failures);
    writeln!(out, "{:?} {}", code, code == ExitCode::FAILURE).unwrap();
    code
}
