//! Each query on small scripts, with the expected values derived from std's documented
//! behaviour (the reference `std-io-semantics.md`): stdout is a 1024-byte LineWriter, stderr is
//! unbuffered, `BufWriter::new` holds 8192 bytes, `process::exit` runs no destructors.

use bufscope_course::query::wall_ns;
use bufscope_course::widget::run_script;
use bufscope_course::{LabeledScript, Query, QueryValue};

fn one(script: &str) -> Vec<LabeledScript> {
    vec![LabeledScript {
        label: None,
        script: script.to_string(),
        line: 1,
    }]
}

fn ask(query: &str, script: &str) -> Result<QueryValue, String> {
    Query::parse(query)
        .expect("a valid query")
        .evaluate(&one(script))
}

fn number(n: f64) -> Result<QueryValue, String> {
    Ok(QueryValue::Number(n))
}

fn text(t: &str) -> Result<QueryValue, String> {
    Ok(QueryValue::Text(t.to_string()))
}

#[test]
fn syscalls_counts_every_kind_fd_and_cause_and_their_combinations() {
    // println! writes one whole line per call; eprintln! with a runtime argument makes one write
    // per formatting piece (the digits, then "\n").
    let script = "// bufscope: stdout=file stderr=file\nfor i in 0..3 {\n    println!(\"{}\", i);\n}\nlet x = 7;\neprintln!(\"{}\", x);\n";
    let cases = [
        ("syscalls", 5.0),
        ("syscalls write", 5.0),
        ("syscalls fd=1", 3.0),
        ("syscalls write fd=2", 2.0),
        ("syscalls cause=newline", 3.0),
        ("syscalls cause=unbuffered-write", 2.0),
        ("syscalls write fd=1 cause=newline", 3.0),
        ("syscalls read", 0.0),
    ];
    for (query, expected) in cases {
        assert_eq!(ask(query, script), number(expected), "{query}");
    }
}

#[test]
fn bytes_counts_what_was_written_per_fd() {
    let script =
        "// bufscope: stdout=file stderr=file\nprintln!(\"hello\");\neprintln!(\"oops\");\n";
    assert_eq!(ask("bytes fd=1", script), number(6.0));
    assert_eq!(ask("bytes fd=2", script), number(5.0));
    assert_eq!(ask("bytes", script), number(11.0));
}

#[test]
fn a_file_read_byte_by_byte_is_one_byte_calls_plus_an_end_of_file_read() {
    let script = "// bufscope: input a.txt=text:50\n// bufscope: stdout=file\nuse std::io::Read;\nlet f = std::fs::File::open(\"a.txt\")?;\nlet mut n = 0;\nfor b in f.bytes() {\n    b?;\n    n += 1;\n}\nprintln!(\"{}\", n);\n";
    assert_eq!(ask("one-byte-calls", script), number(50.0));
    assert_eq!(ask("syscalls read", script), number(51.0));
    assert_eq!(ask("stdout", script), text("50\n"));
}

#[test]
fn the_terminal_shows_lines_in_the_order_their_writes_happened() {
    // "a" waits in stdout's buffer and leaves together with "b\n"; stderr's line is written
    // when eprintln! runs.
    let script = "print!(\"a\");\nprintln!(\"b\");\neprintln!(\"c\");\n";
    assert_eq!(ask("terminal", script), text("ab\nc"));
}

const POEM: &str = "// bufscope: stdout=terminal stderr=terminal
use std::io::{LineWriter, Write};
let mut w = LineWriter::new(std::io::stdout());
w.write_all(b\"first \")?;
eprintln!(\"[waiting]\");
w.write_all(b\"line\\nsecond\")?;
eprintln!(\"[more]\");
w.flush()?;
";

#[test]
fn the_terminal_after_a_line_is_rebuilt_from_the_writes_made_until_then() {
    let cases = [
        // The partial line waits in the LineWriter.
        (5, "[waiting]"),
        // The newline sends the buffered start together with the rest of the line.
        (6, "[waiting]\nfirst line"),
        (7, "[waiting]\nfirst line\n[more]"),
        (8, "[waiting]\nfirst line\n[more]\nsecond"),
    ];
    for (line, screen) in cases {
        assert_eq!(
            ask(&format!("terminal after-line {line}"), POEM),
            text(screen),
            "line {line}"
        );
    }
    assert_eq!(
        ask("terminal", POEM),
        text("[waiting]\nfirst line\n[more]\nsecond")
    );
    assert_eq!(
        ask("terminal after-line 2", POEM),
        Err("no operation ran on line 2".to_string())
    );
}

#[test]
fn stdout_and_stderr_are_what_reached_their_devices() {
    let script =
        "// bufscope: stdout=file stderr=pipe\nprint!(\"no newline\");\neprint!(\"err\");\n";
    // std's runtime flushes stdout's line buffer at exit.
    assert_eq!(ask("stdout", script), text("no newline"));
    assert_eq!(ask("stderr", script), text("err"));
}

const EXIT: &str = "// bufscope: stdout=file
use std::io::{BufWriter, Write};
let mut w = BufWriter::new(std::fs::File::create(\"out.txt\")?);
writeln!(w, \"kept?\")?;
println!(\"exiting\");
std::process::exit(3);
";

#[test]
fn process_exit_loses_the_bufwriter_contents_but_not_stdout() {
    assert_eq!(ask("lost-bytes", EXIT), number(6.0));
    assert_eq!(ask("lost-text", EXIT), text("kept?\n"));
    assert_eq!(ask("exit-code", EXIT), number(3.0));
    assert_eq!(ask("file out.txt", EXIT), text(""));
    assert_eq!(ask("stdout", EXIT), text("exiting\n"));
}

#[test]
fn mem_forget_loses_what_the_buffer_held() {
    let script = "use std::io::{BufWriter, Write};\nlet mut w = BufWriter::new(std::fs::File::create(\"log.txt\")?);\nw.write_all(b\"abc\")?;\nstd::mem::forget(w);\n";
    assert_eq!(ask("lost-text", script), text("abc"));
    assert_eq!(ask("exit-code", script), number(0.0));
    assert_eq!(ask("lost-text", "println!(\"fine\");"), text(""));
}

#[test]
fn a_panic_exits_with_101() {
    assert_eq!(ask("exit-code", "panic!(\"boom\");"), number(101.0));
}

#[test]
fn first_write_line_is_where_the_first_write_on_fd_1_happened() {
    // The partial line waits; stderr is written at once; the newline on line 4 sends stdout.
    let script = "let x = 1;\nprint!(\"a{}\", x);\neprintln!(\"e\");\nprintln!(\"!\");\n";
    assert_eq!(ask("first-write-line", script), number(4.0));
    // A partial line is written by std's runtime at exit, which the simulator places at the
    // end of `main`: for bare statements, the script's last line.
    assert_eq!(
        ask("first-write-line", "print!(\"at exit\");\nlet x = 2;\n"),
        number(2.0)
    );
}

#[test]
fn faster_and_ratio_compare_wall_times_under_the_default_model() {
    let raw = "// bufscope: stderr=null\nfor i in 0..2000 {\n    eprintln!(\"{}\", i);\n}\n";
    let buffered = "// bufscope: stderr=null\nuse std::io::{BufWriter, Write};\nlet mut w = BufWriter::new(std::io::stderr());\nfor i in 0..2000 {\n    writeln!(w, \"{}\", i)?;\n}\n";
    let scripts = vec![
        LabeledScript {
            label: Some("raw".into()),
            script: raw.into(),
            line: 1,
        },
        LabeledScript {
            label: Some("buffered".into()),
            script: buffered.into(),
            line: 1,
        },
    ];
    // 4000 writes against one: the buffered script is faster.
    assert_eq!(Query::Faster.evaluate(&scripts), text("buffered"));
    let time = |s: &str| wall_ns(&run_script(s).expect("runs"));
    assert_eq!(
        Query::Ratio.evaluate(&scripts),
        number(time(raw) / time(buffered))
    );
    assert_eq!(
        Query::Faster.evaluate(&scripts[..1]),
        Err("a comparison needs at least two labeled scripts".to_string())
    );
}

#[test]
fn single_script_queries_refuse_several_scripts_and_stopped_runs_are_errors() {
    let two = vec![one("println!();")[0].clone(), one("println!();")[0].clone()];
    assert_eq!(
        Query::parse("stdout").expect("valid").evaluate(&two),
        Err("this query needs exactly one script, the exercise has 2".to_string())
    );
    let rejected = ask("stdout", "let fs = vec![|x: i32| x];").expect_err("rejected");
    assert!(
        rejected.starts_with("1:15: error: a closure here is not supported"),
        "{rejected}"
    );
}

#[test]
fn queries_are_parsed_strictly() {
    let cases = [
        (
            "syscalls wrote",
            "`wrote` is not a syscall, `fd=N` or `cause=CAUSE`",
        ),
        (
            "terminal after 3",
            "`terminal` takes nothing or `after-line N`",
        ),
        ("exit-code 1", "`exit-code` takes no arguments, found `1`"),
        ("bytes fd=x", "`fd=x` is not a file descriptor"),
    ];
    for (query, message) in cases {
        assert_eq!(Query::parse(query), Err(message.to_string()), "{query}");
    }
}
