//! Example scripts for the playground, from the simulator's corpus (each checked against strace
//! of the real program by the differential test). Their `// bufscope:` lines set inputs and
//! where the streams go.

/// One example: a title and the script.
#[derive(Debug, Clone, Copy)]
pub struct Example {
    /// Its name in links (`?example=…`): the corpus file's name.
    pub id: &'static str,
    pub title: &'static str,
    pub script: &'static str,
}

macro_rules! corpus {
    ($($title:literal => $name:literal),* $(,)?) => {
        &[$(Example { id: $name, title: $title, script: include_str!(concat!("../crates/sim/tests/corpus/", $name, ".rs")) }),*]
    };
}

/// The examples, in menu order.
pub const EXAMPLES: &[Example] = corpus![
    "println! in a loop" => "println_loop_terminal",
    "eprintln!: one write per piece" => "eprintln_loop",
    "A bare File: two writes per line" => "raw_file_writes",
    "BufWriter over a File" => "bufwriter_file",
    "LineWriter: a poem with pauses" => "linewriter_poem",
    "BufWriter over stdout" => "bufwriter_stdout_lock",
    "Flush after every line" => "file_flush_per_line",
    "Reading byte by byte" => "read_bytes_raw",
    "serde_json::from_reader, raw" => "serde_from_reader_raw",
    "serde_json::from_reader, buffered" => "serde_from_reader_buffered",
    "read_to_end's probe read" => "read_to_end_file",
    "TCP, one byte at a time" => "tcp_one_byte_reads",
    "process::exit loses a BufWriter" => "bufwriter_exit_loses",
    "from_raw_fd closes stdout" => "from_raw_fd_stdout",
    "TUI frames on a terminal" => "tui_frames_terminal",
    "In-memory writers" => "bufwriter_vec",
];

/// The example with this id.
pub fn example(id: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.id == id)
}
