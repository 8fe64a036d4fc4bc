//! The output a script hands to stdout, taken from a real run, for [`crate::whatif::compare`].

use crate::kernel::Environment;
use crate::run::run;
use crate::script::error::ScriptError;
use crate::script::interpreter::Limits;
use crate::trace::StdoutEvent;

/// Runs `script` in `environment` and returns every call it made on stdout's writer, in order.
///
/// These are the calls on the top of std's stdout (`print!`'s pieces, `io::stdout().write_all`,
/// a `BufWriter<Stdout>` passing its buffer down), not the syscalls below it, so they do not
/// depend on stdout's own buffering. A run that stops early gives what it wrote until then.
pub fn stdout_events(
    script: &str,
    environment: &Environment,
) -> Result<Vec<StdoutEvent>, ScriptError> {
    let environment = Environment {
        capture_stdout_events: true,
        ..environment.clone()
    };
    Ok(run(script, &environment, Limits::default())?.stdout_events)
}

/// The chunks `script` writes to stdout, in order (each accepted write, flushes left out).
///
/// # Examples
///
/// ```
/// use bufscope_sim::kernel::Environment;
/// use bufscope_sim::whatif::stdout_chunks;
/// // `println!("{}", n)` hands over two pieces: the digits, then the newline (rustc folds a
/// // literal argument into the text, a variable it cannot).
/// let script = "let n = 7;\nprintln!(\"{}\", n);\nprintln!(\"{}\", 8);";
/// let chunks = stdout_chunks(script, &Environment::default()).unwrap();
/// assert_eq!(chunks, [b"7".to_vec(), b"\n".to_vec(), b"8\n".to_vec()]);
/// ```
pub fn stdout_chunks(script: &str, environment: &Environment) -> Result<Vec<Vec<u8>>, ScriptError> {
    Ok(writes(&stdout_events(script, environment)?))
}

/// The bytes of the writes in `events`, one chunk each.
pub fn writes(events: &[StdoutEvent]) -> Vec<Vec<u8>> {
    events
        .iter()
        .filter_map(|event| match event {
            StdoutEvent::Write { bytes, .. } => Some(bytes.clone()),
            StdoutEvent::Flush { .. } => None,
        })
        .collect()
}

/// The writes in `events` joined per script operation: one chunk per `println!`, as a runtime
/// that formats a whole line before writing it (Go's `fmt.Println`) would hand it over.
pub fn prints(events: &[StdoutEvent]) -> Vec<Vec<u8>> {
    let mut chunks: Vec<(u64, Vec<u8>)> = Vec::new();
    for event in events {
        if let StdoutEvent::Write { operation, bytes } = event {
            match chunks.last_mut() {
                Some((last, chunk)) if last == operation => chunk.extend_from_slice(bytes),
                _ => chunks.push((*operation, bytes.clone())),
            }
        }
    }
    chunks.into_iter().map(|(_, chunk)| chunk).collect()
}
