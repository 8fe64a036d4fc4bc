//! Example scripts for the playground: the seed's poem (`examples/seed_poem.rs`) and scripts
//! from the simulator's corpus (each checked against strace of the real program by the
//! differential test). Their `// bufscope:` lines set inputs and where the streams go.

/// One example: a title and the script.
#[derive(Debug, Clone, Copy)]
pub struct Example {
    /// Its name in links (`?example=…`): the corpus file's name.
    pub id: &'static str,
    pub title: &'static str,
    pub script: &'static str,
}

/// One example from the corpus: its title and the file's name.
macro_rules! corpus {
    ($title:literal => $name:literal) => {
        Example {
            id: $name,
            title: $title,
            script: include_str!(concat!("../crates/sim/tests/corpus/", $name, ".rs")),
        }
    };
}

/// The blog post's poem: a `LineWriter` over stdout on a terminal, notes on stderr, pauses.
pub const SEED_POEM: Example = Example {
    id: "seed_poem",
    title: "LineWriter over stdout: the poem with pauses",
    script: include_str!("examples/seed_poem.rs"),
};

/// The examples, in menu order.
pub const EXAMPLES: &[Example] = &[
    corpus!("println! in a loop" => "println_loop_terminal"),
    corpus!("eprintln!: one write per piece" => "eprintln_loop"),
    corpus!("A bare File: two writes per line" => "raw_file_writes"),
    corpus!("BufWriter over a File" => "bufwriter_file"),
    SEED_POEM,
    corpus!("LineWriter over a File: a line waits for its newline" => "linewriter_poem"),
    corpus!("BufWriter over stdout" => "bufwriter_stdout_lock"),
    corpus!("Flush after every line" => "file_flush_per_line"),
    corpus!("Reading byte by byte" => "read_bytes_raw"),
    corpus!("serde_json::from_reader, raw" => "serde_from_reader_raw"),
    corpus!("serde_json::from_reader, buffered" => "serde_from_reader_buffered"),
    corpus!("read_to_end's probe read" => "read_to_end_file"),
    corpus!("TCP, one byte at a time" => "tcp_one_byte_reads"),
    corpus!("process::exit loses a BufWriter" => "bufwriter_exit_loses"),
    corpus!("from_raw_fd closes stdout" => "from_raw_fd_stdout"),
    corpus!("TUI frames on a terminal" => "tui_frames_terminal"),
    corpus!("In-memory writers" => "bufwriter_vec"),
];

/// The example with this id.
pub fn example(id: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.id == id)
}
