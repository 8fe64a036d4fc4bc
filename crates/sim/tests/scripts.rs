//! Scripts end to end: source text in, the syscalls and outputs of the run out.

use bufscope_sim::kernel::{Environment, StreamTarget};
use bufscope_sim::render::compact::compact;
use bufscope_sim::run::{Ending, RunReport, run};
use bufscope_sim::script::interpreter::Limits;

fn run_with(script: &str, environment: Environment) -> RunReport {
    match run(script, &environment, Limits::default()) {
        Ok(report) => report,
        Err(error) => panic!("rejected: {error}"),
    }
}

fn compact_of(report: &RunReport) -> Vec<String> {
    compact(report.syscalls.iter())
}

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
