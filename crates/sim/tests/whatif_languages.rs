//! Other languages' stdout defaults, replayed with a program's real stdout output.
//!
//! The workload is 1000 `println!("hello")`: 1000 chunks of "hello\n", 6 bytes each (5 letters
//! and the newline), 6000 bytes. Expected writes follow from the documented buffer sizes and
//! std's rules for the type standing in (a `BufWriter` writes its buffer before a chunk that
//! does not fit):
//! - 4096-byte buffer: 4096 / 6 = 682 chunks (4092 bytes) fit; the 683rd flushes them; the
//!   last 318 chunks (1908 bytes) wait for exit.
//! - 1024-byte buffer: 170 chunks (1020 bytes) per write, 5 writes for 850 chunks, 150 chunks
//!   (900 bytes) at exit.
//! - 8192 bytes or more: all 6000 bytes at exit.
//! - line-buffered, raw, or flushed per line: 1000 writes of 6.

use bufscope_sim::kernel::{Environment, StreamTarget};
use bufscope_sim::trace::StdoutEvent;
use bufscope_sim::whatif::{
    LANGUAGES, LanguageOutcome, WriteRun, compare, compare_events, prints, stdout_chunks,
    stdout_events,
};

const HELLO_1000: &str = "for _ in 0..1000 {\n    println!(\"hello\");\n}\n";

/// `(language, syscalls, writes as (size, count), lines on screen before exit, bytes at exit)`.
type Row = (&'static str, u64, Vec<(usize, u64)>, u64, u64);

fn rows(outcomes: &[LanguageOutcome]) -> Vec<Row> {
    outcomes
        .iter()
        .map(|o| {
            (
                o.language,
                o.syscalls,
                o.writes.iter().map(|w| (w.bytes, w.count)).collect(),
                o.lines_on_screen_before_exit,
                o.bytes_at_exit,
            )
        })
        .collect()
}

fn hello_workload() -> Vec<Vec<u8>> {
    let environment = Environment {
        stdout: StreamTarget::File,
        ..Environment::default()
    };
    stdout_chunks(HELLO_1000, &environment).expect("the script runs")
}

fn per_line(language: &'static str) -> Row {
    (language, 1000, vec![(6, 1000)], 1000, 0)
}

fn blocks_of_4096(language: &'static str) -> Row {
    (language, 2, vec![(4092, 1), (1908, 1)], 682, 1908)
}

fn all_at_exit(language: &'static str) -> Row {
    (language, 1, vec![(6000, 1)], 0, 6000)
}

fn blocks_of_1024(language: &'static str) -> Row {
    (language, 6, vec![(1020, 5), (900, 1)], 850, 900)
}

#[test]
fn a_println_hello_loop_hands_stdout_one_chunk_per_line() {
    // A constant format string is one write_all of the whole text.
    assert_eq!(hello_workload(), vec![b"hello\n".to_vec(); 1000]);
}

#[test]
fn into_a_file_each_language_writes_as_its_buffer_allows() {
    let outcomes = compare(&hello_workload(), StreamTarget::File);
    assert_eq!(
        rows(&outcomes),
        [
            per_line("Rust (std today)"),
            all_at_exit("Rust (proposed, rust-lang/rust#60673)"),
            // glibc: min(st_blksize 4096, BUFSIZ 8192), fully buffered off a terminal.
            blocks_of_4096("C (glibc stdio)"),
            blocks_of_4096("C++ (iostreams, '\\n')"),
            per_line("C++ (iostreams, std::endl)"),
            all_at_exit("C++ (iostreams, unsynced)"),
            per_line("Go (fmt.Println)"),
            blocks_of_4096("Go (bufio.Writer)"),
            // 8192 bytes of pending text hold all 6000; at exit the 4096-byte BufferedWriter
            // gets 6000 bytes at once and writes them directly.
            all_at_exit("Python 3 (print)"),
            per_line("Python 3 (-u)"),
            per_line("Zig 0.14 (unbuffered writer)"),
            blocks_of_4096("Zig 0.14 (bufferedWriter)"),
            blocks_of_1024("Zig 0.15 (std.Io.Writer)"),
        ]
    );
}

#[test]
fn on_a_terminal_line_buffered_languages_write_every_line() {
    let outcomes = compare(&hello_workload(), StreamTarget::Terminal);
    assert_eq!(
        rows(&outcomes),
        [
            per_line("Rust (std today)"),
            per_line("Rust (proposed, rust-lang/rust#60673)"),
            // Line-buffered with a 1024-byte buffer (a pty's st_blksize).
            per_line("C (glibc stdio)"),
            per_line("C++ (iostreams, '\\n')"),
            per_line("C++ (iostreams, std::endl)"),
            // Unsynced cout has no terminal rule.
            all_at_exit("C++ (iostreams, unsynced)"),
            per_line("Go (fmt.Println)"),
            blocks_of_4096("Go (bufio.Writer)"),
            // line_buffering: every chunk with a newline flushes.
            per_line("Python 3 (print)"),
            per_line("Python 3 (-u)"),
            per_line("Zig 0.14 (unbuffered writer)"),
            blocks_of_4096("Zig 0.14 (bufferedWriter)"),
            blocks_of_1024("Zig 0.15 (std.Io.Writer)"),
        ]
    );
}

#[test]
fn every_row_names_its_stack_caveat_and_source() {
    let outcomes = compare(&hello_workload(), StreamTarget::File);
    assert_eq!(outcomes.len(), LANGUAGES.len());
    for outcome in &outcomes {
        assert!(
            outcome.source.starts_with("https://"),
            "{}",
            outcome.language
        );
        assert!(!outcome.caveat.is_empty(), "{}", outcome.language);
    }
    let stacks: Vec<&str> = outcomes
        .iter()
        .map(|o| o.stack_description.as_str())
        .collect();
    assert_eq!(
        stacks,
        [
            "LineWriter::with_capacity(1024, fd 1)",
            "BufWriter::with_capacity(8192, fd 1)",
            "BufWriter::with_capacity(4096, fd 1)",
            "BufWriter::with_capacity(4096, fd 1)",
            "BufWriter::with_capacity(4096, fd 1), flush() after each chunk with a newline",
            "BufWriter::with_capacity(8192, fd 1)",
            "fd 1 (one write per chunk)",
            "BufWriter::with_capacity(4096, fd 1)",
            "BufWriter::with_capacity(8192, BufWriter::with_capacity(4096, fd 1))",
            "fd 1 (one write per chunk)",
            "fd 1 (one write per chunk)",
            "BufWriter::with_capacity(4096, fd 1)",
            "BufWriter::with_capacity(1024, fd 1)",
        ]
    );
    let terminal = compare(&[], StreamTarget::Terminal);
    assert_eq!(
        terminal[2].stack_description,
        "LineWriter::with_capacity(1024, fd 1)"
    );
    assert_eq!(
        terminal[8].stack_description,
        "BufWriter::with_capacity(8192, BufWriter::with_capacity(1024, fd 1)), \
         flush() after each chunk with a newline"
    );
}

#[test]
fn prints_joins_the_pieces_of_one_println() {
    // println!("{}", i) hands over the digits, then "\n": two chunks, one operation.
    let script = "for i in 1..=3 {\n    println!(\"{}\", i);\n}\n";
    let events = stdout_events(script, &Environment::default()).expect("runs");
    let chunks: Vec<&[u8]> = vec![b"1", b"\n", b"2", b"\n", b"3", b"\n"];
    assert_eq!(bufscope_sim::whatif::writes(&events), chunks);
    assert_eq!(prints(&events), [b"1\n", b"2\n", b"3\n"]);
}

#[test]
fn go_writes_once_per_print_not_once_per_piece() {
    let script = "for i in 1..=1000 {\n    println!(\"{}\", i);\n}\n";
    let events = stdout_events(script, &Environment::default()).expect("runs");
    let go = |workload: &[Vec<u8>]| {
        compare(workload, StreamTarget::Pipe)
            .into_iter()
            .find(|o| o.language == "Go (fmt.Println)")
            .map(|o| o.syscalls)
    };
    assert_eq!(go(&bufscope_sim::whatif::writes(&events)), Some(2000));
    assert_eq!(go(&prints(&events)), Some(1000));
}

#[test]
fn a_programs_explicit_flush_is_replayed() {
    // print!("a"); flush(); print!("b"): every buffered stack writes "a" at the flush and "b"
    // at exit.
    let script = r#"
use std::io::{self, Write};

fn main() -> io::Result<()> {
    print!("a");
    io::stdout().flush()?;
    print!("b");
    Ok(())
}
"#;
    let events = stdout_events(script, &Environment::default()).expect("runs");
    let shape: Vec<Option<&[u8]>> = events
        .iter()
        .map(|event| match event {
            StdoutEvent::Write { bytes, .. } => Some(bytes.as_slice()),
            StdoutEvent::Flush { .. } => None,
        })
        .collect();
    assert_eq!(shape, [Some(&b"a"[..]), None, Some(&b"b"[..])]);
    for outcome in compare_events(&events, StreamTarget::File) {
        let expected_at_exit = if outcome.stack_description.starts_with("fd 1") {
            0
        } else {
            1
        };
        assert_eq!(
            (outcome.syscalls, outcome.bytes_at_exit),
            (2, expected_at_exit),
            "{}",
            outcome.language
        );
        assert_eq!(
            outcome.writes,
            [WriteRun { bytes: 1, count: 2 }],
            "{}",
            outcome.language
        );
    }
}

#[test]
fn capturing_stdout_changes_no_syscall() {
    // A BufWriter over stdout's lock: the recorder sits under it, on stdout's own writer.
    let script = r#"
use std::io::{self, BufWriter, Write};

fn main() -> io::Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    for i in 1..=3000 {
        writeln!(out, "{}", i)?;
    }
    out.flush()?;
    print!("tail");
    Ok(())
}
"#;
    let plain = Environment {
        stdout: StreamTarget::Pipe,
        ..Environment::default()
    };
    let captured = Environment {
        capture_stdout_events: true,
        ..plain.clone()
    };
    let limits = bufscope_sim::script::interpreter::Limits::default;
    let without = bufscope_sim::run::run(script, &plain, limits()).expect("runs");
    let with = bufscope_sim::run::run(script, &captured, limits()).expect("runs");
    let all = |report: &bufscope_sim::run::RunReport| -> Vec<String> {
        report
            .syscalls
            .iter()
            .map(|r| {
                format!(
                    "{} {} {:?} {:?}",
                    r.kind.name(),
                    r.requested,
                    r.result,
                    r.cause
                )
            })
            .collect()
    };
    assert_eq!(all(&with), all(&without));
    assert!(without.stdout_events.is_empty());
    // What the BufWriter passed down (its 8 KiB flushes, then the rest at flush()), the
    // flush, then print!'s "tail": every byte once, in order.
    let written: Vec<u8> = bufscope_sim::whatif::writes(&with.stdout_events).concat();
    assert_eq!(written, with.stdout);
    assert!(
        with.stdout_events
            .iter()
            .any(|e| matches!(e, StdoutEvent::Flush { .. }))
    );
}

#[test]
fn go_prints_a_whole_call_at_once_where_unbuffered_writers_get_each_piece() {
    let environment = Environment {
        stdout: StreamTarget::File,
        ..Environment::default()
    };
    // `println!("{}", i)` hands stdout two pieces: the digit, then "\n".
    let events = stdout_events(
        "for i in 0..3 {\n    println!(\"{}\", i);\n}\n",
        &environment,
    )
    .expect("runs");
    let outcomes = compare_events(&events, StreamTarget::File);
    let writes = |language: &str| {
        let outcome = outcomes
            .iter()
            .find(|o| o.language == language)
            .expect(language);
        outcome
            .writes
            .iter()
            .map(|run| (run.bytes, run.count))
            .collect::<Vec<_>>()
    };
    assert_eq!(writes("Go (fmt.Println)"), [(2, 3)]);
    assert_eq!(writes("Python 3 (-u)"), [(1, 6)]);
    assert_eq!(writes("C (glibc stdio)"), [(6, 1)]);
}
