//! Scripts end to end: source text in, the syscalls and outputs of the run out.

use bufscope_sim::kernel::{Environment, StreamTarget};
use bufscope_sim::render::compact::compact;
use bufscope_sim::run::{Ending, RunReport, run};
use bufscope_sim::script::interpreter::Limits;
use bufscope_sim::trace::Passes;

fn run_with(script: &str, environment: Environment) -> RunReport {
    match run(script, &environment, Limits::default()) {
        Ok(report) => report,
        Err(error) => panic!("rejected: {error}"),
    }
}

fn compact_of(report: &RunReport) -> Vec<String> {
    compact(report.syscalls.iter())
}

/// What std's panic hook prints after a panic's message.
const NOTE: &str =
    "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";

fn to_file() -> Environment {
    Environment {
        stdout: StreamTarget::File,
        stderr: StreamTarget::File,
        ..Environment::default()
    }
}

#[test]
fn println_loop_is_one_write_per_line() {
    let report = run_with("for i in 1..=3 {\n    println!(\"{}\", i);\n}\n", to_file());
    assert_eq!(
        compact_of(&report),
        ["write 1 2 2", "write 1 2 2", "write 1 2 2"]
    );
    assert_eq!(report.stdout, b"1\n2\n3\n");
    assert_eq!(report.ending, Ending::Returned);
}

#[test]
fn bufwriter_over_file_flushes_on_drop_and_closes() {
    let script = r#"
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::new(File::create("out.txt")?);
    for i in 0..3 {
        writeln!(w, "line {}", i)?;
    }
    Ok(())
}
"#;
    let report = run_with(script, to_file());
    let all: Vec<String> = report
        .syscalls
        .iter()
        .map(|r| format!("{} {} {:?}", r.kind.name(), r.fd, r.cause))
        .collect();
    assert_eq!(
        all,
        ["openat -100 Open", "write 3 FlushOnDrop", "close 3 Close"]
    );
    assert_eq!(compact_of(&report), ["write 3 21 21"]);
    assert_eq!(
        report.files.get("out.txt").map(Vec::as_slice),
        Some(&b"line 0\nline 1\nline 2\n"[..])
    );
}

#[test]
fn eprintln_folds_a_literal_argument() {
    let report = run_with(
        "for i in 1..=2 { eprintln!(\"line {} of {}\", i, 3); }",
        to_file(),
    );
    assert_eq!(
        compact_of(&report),
        [
            "write 2 5 5",
            "write 2 1 1",
            "write 2 6 6",
            "write 2 5 5",
            "write 2 1 1",
            "write 2 6 6"
        ]
    );
    assert_eq!(report.stderr, b"line 1 of 3\nline 2 of 3\n");
}

#[test]
fn process_exit_loses_what_a_bufwriter_holds_but_stdout_is_flushed() {
    let script = r#"
use std::io::{BufWriter, Write};
use std::fs::File;
fn main() {
    let mut w = BufWriter::new(File::create("log.txt").unwrap());
    w.write_all(b"never written").unwrap();
    print!("partial");
    std::process::exit(3);
}
"#;
    let report = run_with(script, to_file());
    assert_eq!(compact_of(&report), ["write 1 7 7"]);
    assert_eq!(report.exit_code, 3);
    assert_eq!(report.lost.len(), 1);
    assert_eq!(
        (report.lost[0].holder.as_str(), report.lost[0].bytes),
        ("BufWriter<File>", 13)
    );
    assert_eq!(report.files.get("log.txt").map(Vec::len), Some(0));
}

#[test]
fn main_returning_an_error_prints_it_like_std() {
    let script = "use std::fs::File;\nfn main() -> std::io::Result<()> {\n    let _f = File::open(\"missing.txt\")?;\n    Ok(())\n}\n";
    let report = run_with(script, to_file());
    assert_eq!(report.exit_code, 1);
    assert_eq!(
        String::from_utf8_lossy(&report.stderr),
        "Error: Os { code: 2, kind: NotFound, message: \"No such file or directory\" }\n"
    );
}

#[test]
fn serde_json_from_reader_reads_one_byte_per_syscall_unless_buffered() {
    let json = br#"{"a": [1, 2, 3]}"#.to_vec();
    let environment = Environment {
        files: [("data.json".to_string(), json.clone())].into(),
        ..to_file()
    };
    let raw = "use std::fs::File;\nfn main() -> std::io::Result<()> {\n    let v: serde_json::Value = serde_json::from_reader(File::open(\"data.json\")?)?;\n    println!(\"{}\", v);\n    Ok(())\n}\n";
    let report = run_with(raw, environment.clone());
    let mut expected: Vec<String> = (0..json.len()).map(|_| "read 3 1 1".to_string()).collect();
    expected.push("read 3 1 0".into());
    expected.push("write 1 14 14".into());
    assert_eq!(compact_of(&report), expected);
    assert_eq!(report.stdout, b"{\"a\":[1,2,3]}\n");

    let buffered = raw.replace(
        "File::open(\"data.json\")?",
        "std::io::BufReader::new(File::open(\"data.json\")?)",
    );
    let report = run_with(&buffered, environment);
    assert_eq!(
        compact_of(&report),
        ["read 3 8192 16", "read 3 8192 0", "write 1 14 14"]
    );
}

fn with_faults(faults: bufscope_sim::kernel::Faults) -> Environment {
    Environment {
        faults,
        ..to_file()
    }
}

#[test]
fn short_writes_leave_a_completed_line_in_the_linewriter() {
    // std reference, s11-linewriter_short_inner: the inner writer takes at most 4 bytes.
    let script = "use std::fs::File;\nuse std::io::{LineWriter, Write};\nfn main() -> std::io::Result<()> {\n    let mut w = LineWriter::with_capacity(64, File::create(\"out.txt\")?);\n    let n = w.write(b\"ab\\ncd\\n\")?;\n    println!(\"{}\", n);\n    w.write(b\"xyz\")?;\n    w.flush()?;\n    Ok(())\n}\n";
    let faults = bufscope_sim::kernel::Faults {
        max_bytes_per_write: Some(4),
        ..Default::default()
    };
    let report = run_with(script, with_faults(faults));
    assert_eq!(
        compact_of(&report),
        ["write 3 6 4", "write 1 2 2", "write 3 2 2", "write 3 3 3"]
    );
    assert_eq!(
        report.files.get("out.txt").map(Vec::as_slice),
        Some(&b"ab\ncd\nxyz"[..])
    );
    assert_eq!(report.stdout, b"6\n");
}

#[test]
fn a_full_disk_fails_write_all_and_main_reports_the_error() {
    let script = "use std::fs::File;\nuse std::io::{BufWriter, Write};\nfn main() -> std::io::Result<()> {\n    let mut w = BufWriter::with_capacity(8, File::create(\"out.txt\")?);\n    w.write_all(b\"0123456789abcdef\")?;\n    Ok(())\n}\n";
    // stderr on the terminal: a file on the full disk could not take the error message either.
    let faults = bufscope_sim::kernel::Faults {
        disk_full_after: Some(10),
        ..Default::default()
    };
    let report = run_with(
        script,
        Environment {
            stderr: StreamTarget::Terminal,
            ..with_faults(faults)
        },
    );
    let file_writes: Vec<String> = compact_of(&report)
        .into_iter()
        .filter(|l| l.starts_with("write 3"))
        .collect();
    assert_eq!(file_writes, ["write 3 16 10", "write 3 6 -ENOSPC"]);
    assert_eq!(
        report.files.get("out.txt").map(Vec::as_slice),
        Some(&b"0123456789"[..])
    );
    assert_eq!(report.exit_code, 1);
    assert_eq!(
        String::from_utf8_lossy(&report.stderr),
        "Error: Os { code: 28, kind: StorageFull, message: \"No space left on device\" }\n"
    );
    assert!(
        report.lost.is_empty(),
        "the bypassed bytes were never buffered: {:?}",
        report.lost
    );
}

#[test]
fn an_error_swallowed_by_drop_is_reported_lost() {
    let script = "use std::fs::File;\nuse std::io::{BufWriter, Write};\nfn main() -> std::io::Result<()> {\n    let mut w = BufWriter::new(File::create(\"out.txt\")?);\n    w.write_all(b\"0123456789abcdef\")?;\n    drop(w);\n    Ok(())\n}\n";
    let faults = bufscope_sim::kernel::Faults {
        disk_full_after: Some(10),
        ..Default::default()
    };
    let report = run_with(script, with_faults(faults));
    assert_eq!(compact_of(&report), ["write 3 16 10", "write 3 6 -ENOSPC"]);
    assert_eq!(report.exit_code, 0);
    assert_eq!(report.lost.len(), 1);
    assert_eq!(
        (report.lost[0].holder.as_str(), report.lost[0].bytes),
        ("BufWriter<File>", 6)
    );
}

#[test]
fn a_panic_prints_like_std_then_unwinding_still_flushes() {
    let script = "use std::fs::File;\nuse std::io::{BufWriter, Write};\nfn main() {\n    let mut w = BufWriter::new(File::create(\"out.txt\").unwrap());\n    panic!(\"boom {}\", 1 + 1);\n}\n";
    let report = run_with(script, to_file());
    let message = "\nthread 'main' (4242) panicked at src/main.rs:5:5:\nboom 2\n";
    assert_eq!(
        String::from_utf8_lossy(&report.stderr),
        format!("{message}{NOTE}")
    );
    assert_eq!(report.exit_code, 101);
    assert_eq!(
        compact_of(&report),
        [
            format!("write 2 {} {}", message.len(), message.len()),
            format!("write 2 {} {}", NOTE.len(), NOTE.len())
        ]
    );
    assert!(matches!(report.ending, Ending::Panicked(ref m, _) if m == "boom 2"));
}

#[test]
fn into_parts_gives_back_the_buffer_without_flushing() {
    let script = "use std::fs::File;\nuse std::io::{BufWriter, Write};\nfn main() -> std::io::Result<()> {\n    let mut w = BufWriter::new(File::create(\"out.txt\")?);\n    w.write_all(b\"kept\")?;\n    let parts = w.into_parts();\n    let mut f = parts.0;\n    f.write_all(b\"direct\")?;\n    println!(\"{}\", parts.1.unwrap().len());\n    Ok(())\n}\n";
    let report = run_with(script, to_file());
    assert_eq!(compact_of(&report), ["write 3 6 6", "write 1 2 2"]);
    assert_eq!(
        report.files.get("out.txt").map(Vec::as_slice),
        Some(&b"direct"[..])
    );
}

#[test]
fn the_terminal_renders_escape_codes_and_carriage_returns() {
    let report = run_with(
        "print!(\"\\x1b[31mred\\x1b[0m\\n\");\nprint!(\"abc\\rX\");\n",
        Environment::default(),
    );
    assert_eq!(report.terminal_screen, "red\nXbc");
    assert_eq!(compact_of(&report), ["write 1 13 13", "write 1 5 5"]);
}

/// The layers of the operation labelled `label`, outermost first: name, capacity, bytes
/// buffered, the bytes themselves and where the layer passes its calls.
fn layers_of(
    report: &RunReport,
    label: &str,
) -> Vec<(String, Option<usize>, usize, String, Passes)> {
    let op = report
        .ops
        .iter()
        .find(|op| op.label == label)
        .unwrap_or_else(|| panic!("no operation {label}"));
    op.layers
        .iter()
        .map(|l| {
            let data = String::from_utf8_lossy(&l.data).into_owned();
            (l.type_name.clone(), l.capacity, l.buffered, data, l.passes)
        })
        .collect()
}

#[test]
fn operations_snapshot_every_layer_of_their_stream() {
    let script = r#"use std::fs::File;
use std::io::{BufWriter, LineWriter, Write};
fn main() -> std::io::Result<()> {
    let mut w = BufWriter::with_capacity(4, LineWriter::new(File::create("out.txt")?));
    w.write_all(b"ab")?;
    w.write_all(b"c\nd")?;
    Ok(())
}
"#;
    let report = run_with(script, to_file());
    let layer = |name: &str, capacity, buffered, data: &str, passes| {
        (
            name.to_string(),
            capacity,
            buffered,
            data.to_string(),
            passes,
        )
    };
    // "ab" fits the 4-byte BufWriter; "c\nd" does not fit beside it, so the BufWriter hands
    // "ab" down (the LineWriter keeps it: no newline) and then holds "c\nd" itself.
    assert_eq!(
        layers_of(&report, "w.write_all(b\"ab\")"),
        [
            layer(
                "BufWriter<LineWriter<File>>",
                Some(4),
                2,
                "ab",
                Passes::Down
            ),
            layer("LineWriter<File>", Some(1024), 0, "", Passes::Down),
            layer("File", None, 0, "", Passes::Syscall),
        ]
    );
    assert_eq!(
        layers_of(&report, "w.write_all(b\"c\\nd\")"),
        [
            layer(
                "BufWriter<LineWriter<File>>",
                Some(4),
                3,
                "c\nd",
                Passes::Down
            ),
            layer("LineWriter<File>", Some(1024), 2, "ab", Passes::Down),
            layer("File", None, 0, "", Passes::Syscall),
        ]
    );
    assert!(report.ops.iter().all(|op| op.terminal_bytes_after == 0));
}

#[test]
fn in_memory_layers_say_they_hold_their_bytes() {
    let script = r#"use std::io::{self, BufWriter, Cursor, Write};
fn main() -> io::Result<()> {
    let mut w = BufWriter::with_capacity(4, Vec::new());
    w.write_all(b"abcdef")?;
    let mut arr = [0u8; 8];
    let mut c = Cursor::new(&mut arr[..]);
    c.write_all(b"xyz")?;
    let mut s = io::sink();
    s.write_all(b"gone")?;
    Ok(())
}
"#;
    let report = run_with(script, to_file());
    let memory = |len, position| Passes::Memory { len, position };
    assert_eq!(
        layers_of(&report, "w.write_all(b\"abcdef\")"),
        [
            (
                "BufWriter<Vec<u8>>".to_string(),
                Some(4),
                0,
                String::new(),
                Passes::Down
            ),
            (
                "Vec<u8>".to_string(),
                None,
                0,
                String::new(),
                memory(6, None)
            ),
        ]
    );
    assert_eq!(
        layers_of(&report, "c.write_all(b\"xyz\")"),
        [(
            "Cursor<&mut [u8]>".to_string(),
            None,
            0,
            String::new(),
            memory(8, Some(3))
        )]
    );
    assert_eq!(
        layers_of(&report, "s.write_all(b\"gone\")"),
        [("Sink".to_string(), None, 0, String::new(), Passes::Nowhere)]
    );
    assert_eq!(compact_of(&report), Vec::<String>::new());
}

#[test]
fn a_capacity_what_if_resizes_every_buffer_the_script_makes() {
    let script = r#"use std::fs::File;
use std::io::{BufWriter, Write};
fn main() -> std::io::Result<()> {
    let mut w = BufWriter::new(File::create("out.txt")?);
    for _ in 0..10 {
        w.write_all(b"abc")?;
    }
    Ok(())
}
"#;
    let limits = Limits {
        buffer_capacity: Some(8),
        ..Limits::default()
    };
    let report = run(script, &to_file(), limits).expect("runs");
    // 8-byte buffer, 3-byte writes: every odd write after the first finds 6 buffered and 2
    // spare, so 6 bytes go out (writes 3, 5, 7, 9); the drop writes the last two (6 bytes).
    let writes: Vec<String> = compact_of(&report)
        .into_iter()
        .filter(|line| line.starts_with("write"))
        .collect();
    assert_eq!(writes, ["write 3 6 6"; 5]);
    assert_eq!(
        report.totals.data_sizes.iter().collect::<Vec<_>>(),
        [(&6, &5)]
    );
}

#[test]
fn a_short_write_shows_the_whole_buffer_it_was_given_as_strace_does() {
    let environment = Environment {
        faults: bufscope_sim::kernel::Faults {
            max_bytes_per_write: Some(2),
            ..Default::default()
        },
        ..to_file()
    };
    let report = run_with("print!(\"hello\\n\");\n", environment);
    let lines: Vec<String> = report
        .syscalls
        .iter()
        .map(bufscope_sim::render::strace::strace_line)
        .collect();
    // strace prints a write's buffer as passed (its first `count` bytes), whatever the return.
    assert_eq!(
        lines,
        [
            "write(1, \"hello\\n\", 6) = 2",
            "write(1, \"llo\\n\", 4) = 2",
            "write(1, \"o\\n\", 2) = 2",
        ]
    );
    assert_eq!(report.stdout, b"hello\n");
}

/// A failing `assert_eq!` with a message panics with std's text. The expected bytes are what
/// the compiled program printed (rustc 1.95), with the simulator's thread id and file name in
/// place of the real ones: "assertion `left == right` failed: the length of \"three short
/// words\"\n  left: 17\n right: 12".
#[test]
fn a_failing_assert_eq_panics_with_std_message_at_the_macro() {
    let script = "fn main() {\n    let text = String::from(\"three short words\");\n    assert_eq!(text.len(), 12, \"the length of {:?}\", text);\n}\n";
    let report = run_with(script, to_file());
    assert_eq!(report.exit_code, 101);
    assert_eq!(
        String::from_utf8_lossy(&report.stderr),
        "\nthread 'main' (4242) panicked at src/main.rs:3:5:\nassertion `left == right` failed: the length of \"three short words\"\n  left: 17\n right: 12\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n"
    );
    let ne = "fn main() {\n    let n = 0;\n    assert_ne!(n, 0);\n}\n";
    let report = run_with(ne, to_file());
    assert_eq!(
        String::from_utf8_lossy(&report.stderr),
        "\nthread 'main' (4242) panicked at src/main.rs:3:5:\nassertion `left != right` failed\n  left: 0\n right: 0\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n"
    );
}

/// std's `Duration` `Sub` panics on a negative result, from inside std; bufscope stops the run
/// there instead, at the operation, after what was printed before it.
#[test]
fn duration_subtraction_below_zero_stops_at_the_operation() {
    let script = "use std::time::Duration;\nfn main() {\n    println!(\"{:?}\", Duration::MAX - Duration::ZERO);\n    let d = Duration::ZERO - Duration::from_secs(1);\n    println!(\"{:?}\", d);\n}\n";
    let report = run_with(script, to_file());
    match &report.ending {
        Ending::Stopped(error) => assert_eq!(
            (error.message.as_str(), error.span.line, error.span.column),
            (
                "overflow when subtracting durations: std panics here, which bufscope does not simulate yet",
                4,
                13
            )
        ),
        other => panic!("expected a stop, got {other:?}"),
    }
    assert_eq!(report.stdout, b"18446744073709551615.999999999s\n");
    assert_eq!(compact_of(&report), ["write 1 32 32"]);
}

/// Each syscall of `report`: its compact line and the script line it is placed at.
fn placed(report: &RunReport) -> Vec<(String, Option<u32>)> {
    let lines = compact_of(report);
    lines
        .into_iter()
        .zip(report.syscalls.iter())
        .map(|(line, record)| (line, record.span.map(|span| span.line)))
        .collect()
}

#[test]
fn the_runtime_s_flush_is_placed_at_main_s_closing_brace_and_the_hook_s_write_at_the_panic() {
    // No variable is dropped at the end of `main`: the flush at exit is still placed there.
    let report = run_with("fn main() {\n    print!(\"at exit\");\n}\n", to_file());
    assert_eq!(placed(&report), [("write 1 7 7".to_string(), Some(3))]);
    // A loop's counters drop before the panic: the hook's writes are placed at the panic.
    let script = "fn main() {\n    for i in 0..2 {\n        println!(\"{i}\");\n    }\n    let v = vec![1];\n    let x = v[3];\n    println!(\"{x}\");\n}\n";
    let report = run_with(script, to_file());
    let message = "\nthread 'main' (4242) panicked at src/main.rs:6:14:\nindex out of bounds: the len is 1 but the index is 3\n";
    assert_eq!(
        String::from_utf8_lossy(&report.stderr),
        format!("{message}{NOTE}")
    );
    assert_eq!(
        placed(&report),
        [
            ("write 1 2 2".to_string(), Some(3)),
            ("write 1 2 2".to_string(), Some(3)),
            (
                format!("write 2 {} {}", message.len(), message.len()),
                Some(6)
            ),
            (format!("write 2 {} {}", NOTE.len(), NOTE.len()), Some(6)),
        ]
    );
}

#[test]
fn the_views_limits_record_the_same_run_and_keep_only_what_the_views_draw() {
    let script = r#"use std::fs::File;
use std::io::{BufWriter, Write};
fn main() -> std::io::Result<()> {
    let mut w = BufWriter::with_capacity(16, File::create("out.txt")?);
    for i in 0..300 {
        writeln!(w, "{}", i)?;
        println!("{}", i);
    }
    Ok(())
}
"#;
    let full = Limits {
        op_window: 50,
        syscall_window: 50,
        layer_call_window: 50,
        ..Limits::default()
    };
    let views = Limits {
        op_window: 50,
        syscall_window: 50,
        ..Limits::for_views()
    };
    let all = run(script, &to_file(), full).expect("runs");
    let lean = run(script, &to_file(), views).expect("runs");

    let syscalls = |report: &RunReport| report.syscalls.iter().cloned().collect::<Vec<_>>();
    assert_eq!(syscalls(&lean), syscalls(&all));
    assert_eq!(lean.syscalls.omitted(), all.syscalls.omitted());
    assert_eq!(lean.totals, all.totals);
    assert_eq!(
        (lean.stdout.clone(), lean.files.clone()),
        (all.stdout.clone(), all.files.clone())
    );
    assert_eq!(lean.ops.head(), all.ops.head());
    // `File::create`, `BufWriter::with_capacity`, 300 × (`writeln!`, `println!`), `w`'s drop.
    assert_eq!((all.ops.pushed(), lean.ops.pushed()), (603, 603));
    assert_eq!((all.ops.tail().count(), lean.ops.tail().count()), (50, 0));
    // Every kept operation but the last (`w`'s drop, on no stream) names its stream's layers.
    let with_layers = all.ops.tail().filter(|op| !op.layers.is_empty()).count();
    assert_eq!(with_layers, 49);
    assert_eq!(lean.layer_calls.pushed(), all.layer_calls.pushed());
    assert_eq!(
        (
            all.layer_calls.iter().count(),
            lean.layer_calls.iter().count()
        ),
        (100, 0)
    );
}

/// std's `BufWriter` over the script's own writer: the script's `write` runs for each call
/// std makes (its own syscalls in their place), the layers say where calls go, and the calls
/// between them are the genuine writer's.
#[test]
fn a_buffered_writer_over_the_scripts_writer_calls_its_write_as_std_does() {
    let script = r#"use std::io::{self, BufWriter, Write};
struct Counter {
    calls: usize,
}
impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls += 1;
        println!("write of {}", buf.len());
        Ok(buf.len().min(5))
    }
    fn flush(&mut self) -> io::Result<()> {
        println!("flush");
        Ok(())
    }
}
fn main() -> io::Result<()> {
    let mut w = BufWriter::with_capacity(8, Counter { calls: 0 });
    w.write_all(b"abc")?;
    w.write_all(b"defgh")?;
    w.write_all(b"0123456789")?;
    w.flush()?;
    println!("{} calls", w.get_ref().calls);
    w.write_all(b"xy")?;
    Ok(())
}
"#;
    let report = run_with(script, to_file());
    assert_eq!(
        String::from_utf8_lossy(&report.stdout),
        "write of 8\nwrite of 3\nwrite of 10\nwrite of 5\nflush\n4 calls\nwrite of 2\n"
    );
    assert_eq!(report.ending, Ending::Returned);
    assert_eq!(
        layers_of(&report, "w.write_all(b\"defgh\")"),
        [
            (
                "BufWriter<Counter>".to_string(),
                Some(8),
                8,
                "abcdefgh".to_string(),
                Passes::Down
            ),
            (
                "Counter".to_string(),
                None,
                0,
                String::new(),
                Passes::Script
            ),
        ]
    );
    // Each call of the script's method is recorded as it runs: the `println!` inside it is
    // a call one deeper, between the syscalls the method's call spans (recorded, as every
    // call between layers, when it returns).
    let calls: Vec<String> = report
        .layer_calls
        .iter()
        .map(|c| {
            let result = match &c.result {
                Ok(n) => n.to_string(),
                Err(e) => e.clone(),
            };
            format!(
                "{}{} {} {} -> {result} [{}..{}]",
                "  ".repeat(c.depth),
                c.caller,
                c.call,
                c.requested,
                c.syscalls_before,
                c.syscalls_after
            )
        })
        .collect();
    assert_eq!(
        calls,
        [
            "      LineWriter<StdoutRaw> StdoutRaw::write 11 -> 11 [0..1]",
            "  BufWriter<Counter> Counter::write 8 -> 5 [0..1]",
            "      LineWriter<StdoutRaw> StdoutRaw::write 11 -> 11 [1..2]",
            "  BufWriter<Counter> Counter::write 3 -> 3 [1..2]",
            "      LineWriter<StdoutRaw> StdoutRaw::write 12 -> 12 [2..3]",
            "  BufWriter<Counter> Counter::write 10 -> 5 [2..3]",
            "      LineWriter<StdoutRaw> StdoutRaw::write 11 -> 11 [3..4]",
            "  BufWriter<Counter> Counter::write 5 -> 5 [3..4]",
            "      LineWriter<StdoutRaw> StdoutRaw::write_all 6 -> 6 [4..5]",
            "  BufWriter<Counter> Counter::flush 0 -> 0 [4..5]",
            "  LineWriter<StdoutRaw> StdoutRaw::write 8 -> 8 [5..6]",
            "      LineWriter<StdoutRaw> StdoutRaw::write 11 -> 11 [6..7]",
            "  BufWriter<Counter> Counter::write 2 -> 2 [6..7]",
        ]
    );
    assert_eq!(
        compact_of(&report),
        [
            "write 1 11 11",
            "write 1 11 11",
            "write 1 12 12",
            "write 1 11 11",
            "write 1 6 6",
            "write 1 8 8",
            "write 1 11 11",
        ]
    );
}

/// A `BufWriter` over a `BufWriter` over the script's writer: the inner one would be called
/// from inside std, which bufscope cannot answer; the run stops there, not shown wrong.
#[test]
fn a_buffered_writer_over_one_over_the_scripts_writer_stops_the_run() {
    let script = r#"use std::io::{self, BufWriter, Write};
struct Counter(usize);
impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0 += 1;
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
fn main() {
    println!("start");
    let mut w = BufWriter::with_capacity(4, BufWriter::with_capacity(8, Counter(0)));
    w.write_all(b"abcdefghijkl").unwrap();
    println!("{}", w.get_ref().get_ref().0);
}
"#;
    let report = run_with(script, to_file());
    match &report.ending {
        Ending::Stopped(error) => assert_eq!(
            (error.message.as_str(), error.span.line, error.span.column),
            (
                "this use of a buffered writer over the script's own writer is not supported by bufscope yet",
                15,
                5
            )
        ),
        other => panic!("expected a stop, got {other:?}"),
    }
    assert_eq!(report.stdout, b"start\n");
}
