//! The names the interpreter knows: std constructors and functions, and methods.
//!
//! Paths are matched on their meaningful tail, so `std::fs::File::create`, `fs::File::create`
//! and `File::create` (after `use std::fs::File;`) are the same call.

/// Calls a script may make, in canonical form.
pub const KNOWN_CALLS: &[&str] = &[
    "File::create",
    "File::open",
    "File::from_raw_fd",
    "OwnedFd::from_raw_fd",
    "BufWriter::new",
    "BufWriter::with_capacity",
    "LineWriter::new",
    "LineWriter::with_capacity",
    "BufReader::new",
    "BufReader::with_capacity",
    "TcpStream::connect",
    "Vec::new",
    "Vec::with_capacity",
    "String::new",
    "String::from",
    "String::with_capacity",
    "Cursor::new",
    "IoSlice::new",
    "Duration::from_secs",
    "Duration::from_millis",
    "Duration::from_micros",
    "Duration::from_nanos",
    "Instant::now",
    "io::stdout",
    "io::stderr",
    "io::stdin",
    "io::sink",
    "process::exit",
    "mem::forget",
    "mem::drop",
    "drop",
    "thread::sleep",
    "hint::black_box",
    "serde_json::from_reader",
    "serde_json::from_str",
    "serde_json::from_slice",
    "serde_json::to_writer",
    "serde_json::to_writer_pretty",
    "serde_json::to_string",
    "serde_json::to_string_pretty",
    "Ok",
    "Err",
    "Some",
];

/// Free functions imported by `use` lose their module; these are the bare names we accept.
const BARE_FUNCTIONS: &[(&str, &str)] = &[
    ("stdout", "io::stdout"),
    ("stderr", "io::stderr"),
    ("stdin", "io::stdin"),
    ("sink", "io::sink"),
    ("exit", "process::exit"),
    ("forget", "mem::forget"),
    ("drop", "drop"),
    ("sleep", "thread::sleep"),
    ("black_box", "hint::black_box"),
    ("from_reader", "serde_json::from_reader"),
    ("from_str", "serde_json::from_str"),
    ("to_writer", "serde_json::to_writer"),
    ("to_writer_pretty", "serde_json::to_writer_pretty"),
    ("Ok", "Ok"),
    ("Err", "Err"),
    ("Some", "Some"),
];

/// The canonical form of a called path, if the interpreter knows it.
pub fn canonical_call(path: &str) -> Option<&'static str> {
    let segments: Vec<&str> = path.split("::").collect();
    let last = *segments.last()?;
    if segments.len() == 1 {
        return BARE_FUNCTIONS
            .iter()
            .find(|(bare, _)| *bare == last)
            .map(|(_, canonical)| *canonical);
    }
    let owner = segments[segments.len() - 2];
    let candidate = format!("{owner}::{last}");
    KNOWN_CALLS
        .iter()
        .find(|known| **known == candidate)
        .copied()
}

/// Methods a script may call.
pub const KNOWN_METHODS: &[&str] = &[
    "write",
    "write_all",
    "write_vectored",
    "write_fmt",
    "write_str",
    "clone",
    "pad",
    "flush",
    "by_ref",
    "get_ref",
    "get_mut",
    "into_inner",
    "into_parts",
    "buffer",
    "capacity",
    "read",
    "read_exact",
    "read_to_end",
    "read_to_string",
    "read_line",
    "lines",
    "bytes",
    "fill_buf",
    "consume",
    "len",
    "is_empty",
    "clear",
    "lock",
    "unwrap",
    "expect",
    "unwrap_or",
    "unwrap_or_default",
    "is_ok",
    "is_err",
    "is_some",
    "is_none",
    "ok",
    "try_clone",
    "as_raw_fd",
    "into_raw_fd",
    "elapsed",
    "as_secs",
    "as_millis",
    "as_micros",
    "as_nanos",
    "as_secs_f64",
    "as_bytes",
    "as_str",
    "as_slice",
    "to_string",
    "to_owned",
    "into_bytes",
    "push",
    "push_str",
    "extend_from_slice",
    "trim",
    "trim_start",
    "trim_end",
    "contains",
    "starts_with",
    "ends_with",
    "to_uppercase",
    "to_lowercase",
    "split_whitespace",
    "chars",
    "position",
    "get",
    "set_position",
    "iter",
    "count",
    "next",
    "enumerate",
    "sync_all",
    "repeat",
    "is_object",
    "is_array",
    "is_null",
];

pub fn is_known_method(name: &str) -> bool {
    KNOWN_METHODS.contains(&name)
}
