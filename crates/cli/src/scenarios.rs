//! The reference suite `bufscope record` measures: every claim of the source articles, as
//! scripts the simulator runs and rustc compiles, each with the sink its output goes to.

use bufscope_sim::kernel::{Environment, StreamTarget};

/// Where a scenario's output goes in the real run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sink {
    /// A file on disk (under the system's temporary folder).
    File,
    /// A file on tmpfs (/dev/shm).
    Tmpfs,
    /// /dev/null.
    Null,
    /// A pipe drained by a reader.
    Pipe,
    /// A pseudo-terminal drained by a reader.
    Pty,
}

impl Sink {
    pub fn name(self) -> &'static str {
        match self {
            Sink::File => "file",
            Sink::Tmpfs => "tmpfs",
            Sink::Null => "null",
            Sink::Pipe => "pipe",
            Sink::Pty => "pty",
        }
    }

    fn target(self) -> StreamTarget {
        match self {
            Sink::File | Sink::Tmpfs => StreamTarget::File,
            Sink::Null => StreamTarget::Null,
            Sink::Pipe => StreamTarget::Pipe,
            Sink::Pty => StreamTarget::Terminal,
        }
    }
}

/// One measured scenario.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// Stable identifier, e.g. `println-line-file`.
    pub id: String,
    pub title: String,
    /// The source claim it puts to the test.
    pub claim: &'static str,
    pub script: String,
    /// Where stdout and stderr go.
    pub sink: Sink,
    /// Files the program opens, by name.
    pub files: Vec<(String, Vec<u8>)>,
    /// A TCP peer: address, and what it sends.
    pub peer: Option<(String, Vec<u8>)>,
    /// Whether the syscall counts are fixed (socket reads may come back short).
    pub deterministic: bool,
}

impl Scenario {
    /// The simulator's environment for the same run.
    pub fn environment(&self) -> Environment {
        Environment {
            stdout: self.sink.target(),
            stderr: self.sink.target(),
            files: self.files.iter().cloned().collect(),
            peers: self.peer.iter().cloned().collect(),
            files_on_tmpfs: self.sink == Sink::Tmpfs,
            ..Environment::default()
        }
    }
}

const PRINTLN: &str = "println! in a loop is one write per line on stdout, whatever the sink (stdout is line-buffered); a BufWriter makes it one write per 8 KiB";
const STREAMS: &str =
    "stdout and stderr cost the same once they have the same buffering: raw, line or block";
const TUI: &str = "a TUI redraw is many small escape-code writes: the buffer size decides how many syscalls a frame takes";
const ENDL: &str = "flushing after every line (C++ std::endl) turns a buffered writer back into one syscall per line";
const SERDE: &str = "serde_json::from_reader on a bare File reads one byte per syscall; a BufReader makes it one per 8 KiB";
const TCP: &str =
    "reading a socket one byte at a time is one recvfrom per byte unless a BufReader batches it";
const LARGE_READS: &str =
    "a BufReader does not help reads as large as its buffer: it only adds copying";
const MANY_STREAMS: &str = "many streams each with its own BufReader pay for many buffers";
const MEMORY: &str =
    "writing into memory makes no syscall: a BufWriter in front of a Vec only adds a copy";

fn scenario(id: &str, title: &str, claim: &'static str, sink: Sink, script: String) -> Scenario {
    Scenario {
        id: id.to_string(),
        title: title.to_string(),
        claim,
        script,
        sink,
        files: Vec::new(),
        peer: None,
        deterministic: true,
    }
}

/// Deterministic JSON of about `size` bytes.
fn json_document(size: usize) -> Vec<u8> {
    let mut json = String::from("{\"records\": [");
    let mut i = 0;
    while json.len() < size {
        if i > 0 {
            json.push_str(", ");
        }
        json.push_str(&format!(
            "{{\"id\": {i}, \"name\": \"record {i}\", \"tags\": [\"x\", \"y\"], \"value\": {}.25}}",
            i * 13 % 1000
        ));
        i += 1;
    }
    json.push_str("]}\n");
    json.into_bytes()
}

/// The suite; `quick` shrinks every size about a hundredfold for tests.
pub fn suite(quick: bool) -> Vec<Scenario> {
    let scale = |full: usize| if quick { (full / 100).max(10) } else { full };
    let lines = scale(1_000_000);
    let mut suite = Vec::new();

    for sink in [Sink::File, Sink::Tmpfs, Sink::Null, Sink::Pipe, Sink::Pty] {
        let name = sink.name();
        suite.push(scenario(
            &format!("println-line-{name}"),
            &format!("println! × {lines}, line-buffered stdout → {name}"),
            PRINTLN,
            sink,
            format!("for i in 1..={lines} {{\n    println!(\"{{}}\", i);\n}}\n"),
        ));
        suite.push(scenario(
            &format!("println-block-{name}"),
            &format!("writeln! × {lines} into BufWriter<StdoutLock> → {name}"),
            PRINTLN,
            sink,
            format!("use std::io::{{self, BufWriter, Write}};\nlet mut out = BufWriter::new(io::stdout().lock());\nfor i in 1..={lines} {{\n    writeln!(out, \"{{}}\", i)?;\n}}\n"),
        ));
    }

    let stream_lines = scale(200_000);
    for (stream, handle) in [("stdout", "io::stdout()"), ("stderr", "io::stderr()")] {
        let ways = [
            (
                "raw",
                format!(
                    "let mut w = unsafe {{ std::fs::File::from_raw_fd({}) }};",
                    if stream == "stdout" { 1 } else { 2 }
                ),
            ),
            (
                "line",
                format!("let mut w = LineWriter::new({handle}.lock());"),
            ),
            (
                "block",
                format!("let mut w = BufWriter::new({handle}.lock());"),
            ),
        ];
        for (way, setup) in ways {
            let script = format!(
                "use std::io::{{self, BufWriter, LineWriter, Write}};\nuse std::os::fd::FromRawFd;\n{setup}\nfor i in 0..{stream_lines} {{\n    writeln!(w, \"{{}}\", i)?;\n}}\nw.flush()?;\n"
            );
            suite.push(scenario(
                &format!("{stream}-{way}-pty"),
                &format!("writeln! × {stream_lines} on {stream}, {way} → pty"),
                STREAMS,
                Sink::Pty,
                script,
            ));
        }
    }

    let frames = scale(2_000).min(2_000);
    for capacity in [0usize, 100, 1024, 8192, 65536] {
        let writer = if capacity == 0 {
            "let mut out = io::stdout().lock();".to_string()
        } else {
            format!("let mut out = BufWriter::with_capacity({capacity}, io::stdout().lock());")
        };
        let label = if capacity == 0 {
            "stdout's own LineWriter".to_string()
        } else {
            format!("BufWriter of {capacity} B")
        };
        suite.push(scenario(
            &format!("tui-frames-{capacity}-pty"),
            &format!("{frames} frames × 24 rows of escape codes, {label} → pty"),
            TUI,
            Sink::Pty,
            format!(
                "use std::io::{{self, BufWriter, Write}};\n{writer}\nfor frame in 0..{frames} {{\n    write!(out, \"\\x1b[H\")?;\n    for row in 0..24 {{\n        write!(out, \"\\x1b[{{}};1H\\x1b[2K\", row + 1)?;\n        write!(out, \"frame {{}} row {{}}: {{:>40}}\", frame, row, frame * row)?;\n    }}\n    out.flush()?;\n}}\n"
            ),
        ));
    }

    let endl_lines = scale(200_000);
    for (way, flush) in [("no-flush", ""), ("flush-per-line", "    w.flush()?;\n")] {
        suite.push(scenario(
            &format!("bufwriter-{way}-file"),
            &format!("writeln! × {endl_lines} into BufWriter<File>, {way}"),
            ENDL,
            Sink::File,
            format!("use std::fs::File;\nuse std::io::{{BufWriter, Write}};\nlet mut w = BufWriter::new(File::create(\"out.txt\")?);\nfor i in 0..{endl_lines} {{\n    writeln!(w, \"{{}}\", i)?;\n{flush}}}\n"),
        ));
    }

    let json = json_document(scale(2_000_000));
    for (way, reader) in [
        ("raw", "File::open(\"data.json\")?"),
        ("bufreader", "BufReader::new(File::open(\"data.json\")?)"),
    ] {
        let mut s = scenario(
            &format!("serde-from-reader-{way}"),
            &format!("serde_json::from_reader of {} bytes, {way}", json.len()),
            SERDE,
            Sink::Null,
            format!(
                "use std::fs::File;\nuse std::io::BufReader;\nlet v: serde_json::Value = serde_json::from_reader({reader})?;\nprintln!(\"{{}}\", v.is_object());\n"
            ),
        );
        s.files.push(("data.json".into(), json.clone()));
        suite.push(s);
    }

    let tcp_bytes = scale(1_000_000);
    let payload: Vec<u8> = (0..tcp_bytes).map(|i| (i % 251) as u8).collect();
    for (way, port, setup) in [
        (
            "raw",
            47811,
            "let mut r = TcpStream::connect(\"127.0.0.1:47811\")?;",
        ),
        (
            "bufreader",
            47812,
            "let mut r = BufReader::new(TcpStream::connect(\"127.0.0.1:47812\")?);",
        ),
    ] {
        let mut s = scenario(
            &format!("tcp-1-byte-reads-{way}"),
            &format!("{tcp_bytes} bytes over TCP read 1 byte at a time, {way}"),
            TCP,
            Sink::Null,
            format!(
                "use std::io::{{BufReader, Read}};\nuse std::net::TcpStream;\n{setup}\nlet mut byte = [0u8; 1];\nlet mut total = 0;\nwhile r.read(&mut byte)? == 1 {{\n    total += 1;\n}}\nprintln!(\"{{}}\", total);\n"
            ),
        );
        s.peer = Some((format!("127.0.0.1:{port}"), payload.clone()));
        // Bytes arrive when the network delivers them: a buffered read may come back short.
        s.deterministic = way == "raw";
        suite.push(s);
    }

    let big: Vec<u8> = (0..scale(16_000_000)).map(|i| (i % 253) as u8).collect();
    for (way, reader) in [
        ("raw", "File::open(\"big.bin\")?"),
        ("bufreader", "BufReader::new(File::open(\"big.bin\")?)"),
    ] {
        let mut s = scenario(
            &format!("large-reads-{way}"),
            &format!(
                "read_exact of 8000-byte records from {} bytes, {way}",
                big.len()
            ),
            LARGE_READS,
            Sink::Null,
            format!(
                "use std::fs::File;\nuse std::io::{{BufReader, Read}};\nlet mut r = {reader};\nlet mut record = vec![0u8; 8000];\nlet mut n = 0;\nwhile r.read_exact(&mut record).is_ok() {{\n    n += 1;\n}}\nprintln!(\"{{}}\", n);\n"
            ),
        );
        s.files.push(("big.bin".into(), big.clone()));
        suite.push(s);
    }

    let streams = if quick { 10 } else { 200 };
    let small: Vec<u8> = (0..2_000)
        .map(|i| {
            if i % 40 == 39 {
                b'\n'
            } else {
                b'a' + (i % 26) as u8
            }
        })
        .collect();
    for (way, body) in [
        (
            "bufreader-each",
            "let r = BufReader::new(File::open(\"small.txt\")?);\n    for line in r.lines() {\n        total += line?.len();\n    }",
        ),
        (
            "read-to-string",
            "let mut text = String::new();\n    File::open(\"small.txt\")?.read_to_string(&mut text)?;\n    for line in text.lines() {\n        total += line.len();\n    }",
        ),
    ] {
        let mut s = scenario(
            &format!("many-streams-{way}"),
            &format!("{streams} files read line by line, {way}"),
            MANY_STREAMS,
            Sink::Null,
            format!(
                "use std::fs::File;\nuse std::io::{{BufRead, BufReader, Read}};\nlet mut total = 0;\nfor _ in 0..{streams} {{\n    {body}\n}}\nprintln!(\"{{}}\", total);\n"
            ),
        );
        s.files.push(("small.txt".into(), small.clone()));
        suite.push(s);
    }

    let records = scale(1_000_000);
    for (way, setup, size) in [
        ("vec", "let mut w = Vec::new();", "w.len()"),
        (
            "cursor-vec",
            "let mut w = io::Cursor::new(Vec::new());",
            "w.position()",
        ),
        (
            "bufwriter-vec",
            "let mut w = BufWriter::new(Vec::new());",
            "w.get_ref().len()",
        ),
    ] {
        suite.push(scenario(
            &format!("memory-{way}"),
            &format!("writeln! × {records} into {way}"),
            MEMORY,
            Sink::Null,
            format!("use std::io::{{self, BufWriter, Write}};\n{setup}\nfor i in 0..{records} {{\n    writeln!(w, \"{{}}\", i)?;\n}}\nprintln!(\"{{}}\", {size});\n"),
        ));
    }
    suite
}

#[cfg(test)]
mod tests {
    use super::*;
    use bufscope_sim::run::{Ending, run};
    use bufscope_sim::script::interpreter::Limits;

    #[test]
    fn every_scenario_runs_in_the_simulator_and_ids_are_unique() {
        let suite = suite(true);
        let mut ids: Vec<&str> = suite.iter().map(|s| s.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), suite.len(), "duplicate scenario ids");
        for scenario in &suite {
            let report = run(&scenario.script, &scenario.environment(), Limits::default())
                .unwrap_or_else(|e| panic!("{}: {e}\n{}", scenario.id, scenario.script));
            assert_eq!(report.ending, Ending::Returned, "{}", scenario.id);
        }
    }
}
