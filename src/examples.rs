//! The playground's examples, from `examples/` (its `manifest.toml` gives ids, titles and the
//! menu's order; build.rs turns it into the table below). Every example script also runs with
//! the simulator's corpus, checked against strace of the real program by the differential
//! test. Their `// bufscope:` lines set inputs and where the streams go.

/// One example: a title and the script.
#[derive(Debug, Clone, Copy)]
pub struct Example {
    /// Its name in links (`?example=…`) and its file, `examples/<id>.rs`.
    pub id: &'static str,
    pub title: &'static str,
    pub script: &'static str,
}

// `EXAMPLES`, in menu order.
include!(concat!(env!("OUT_DIR"), "/examples.rs"));

/// The example with this id.
pub fn example(id: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.id == id)
}
