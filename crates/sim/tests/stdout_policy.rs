//! The proposed stdout policy (rust-lang/rust#60673, PR #148274) against std's today, run
//! through whole scripts. Expected values follow from std's documented rules: today stdout is
//! a 1024-byte `LineWriter` everywhere; under the proposal it is a `BufWriter` of
//! `PROPOSED_STDOUT_CAPACITY` (8192) bytes unless fd 1 is a terminal, and in both cases
//! `rt::cleanup` (which `process::exit` runs too) flushes it at exit.

use bufscope_sim::header::environment_from_header;
use bufscope_sim::kernel::{Environment, StreamTarget, SyscallRecord};
use bufscope_sim::render::compact::compact;
use bufscope_sim::run::{Ending, LostData, RunReport, run};
use bufscope_sim::script::interpreter::Limits;
use bufscope_sim::trace::Cause;
use bufscope_sim::whatif::{PROPOSED_STDOUT_CAPACITY, StdoutPolicy};

const TARGETS: [StreamTarget; 4] = [
    StreamTarget::File,
    StreamTarget::Pipe,
    StreamTarget::Null,
    StreamTarget::Terminal,
];

fn run_in(script: &str, stdout: StreamTarget, policy: StdoutPolicy) -> RunReport {
    let environment = Environment {
        stdout,
        stderr: StreamTarget::File,
        stdout_policy: policy,
        ..Environment::default()
    };
    match run(script, &environment, Limits::default()) {
        Ok(report) => report,
        Err(error) => panic!("rejected: {error}"),
    }
}

fn compact_of(report: &RunReport) -> Vec<String> {
    compact(report.syscalls.iter())
}

fn data_records(report: &RunReport) -> Vec<&SyscallRecord> {
    report
        .syscalls
        .iter()
        .filter(|r| r.kind.moves_data())
        .collect()
}

fn causes(report: &RunReport) -> Vec<Cause> {
    data_records(report).iter().map(|r| r.cause).collect()
}

const PRINTLN_1000: &str = "for i in 1..=1000 {\n    println!(\"{}\", i);\n}\n";

/// Today's writes for `PRINTLN_1000`: one per line, of the line's length (digits + newline).
fn one_write_per_line() -> Vec<String> {
    (1..=1000)
        .map(|i: u32| {
            let n = i.to_string().len() + 1;
            format!("write 1 {n} {n}")
        })
        .collect()
}

#[test]
fn the_proposed_capacity_is_bufwriters_default() {
    assert_eq!(PROPOSED_STDOUT_CAPACITY, 8192);
}

#[test]
fn today_a_println_loop_writes_once_per_line_on_every_target() {
    for target in TARGETS {
        let report = run_in(PRINTLN_1000, target, StdoutPolicy::Today);
        assert_eq!(compact_of(&report), one_write_per_line(), "{target:?}");
        assert!(
            causes(&report).iter().all(|&c| c == Cause::Newline),
            "{target:?}"
        );
    }
}

#[test]
fn proposed_a_println_loop_into_a_file_pipe_or_null_is_one_write_at_exit() {
    // 9 lines of 2 bytes + 90 of 3 + 900 of 4 + "1000\n" = 18 + 270 + 3600 + 5 = 3893 bytes,
    // less than the 8192-byte buffer: nothing moves until rt::cleanup flushes it.
    for target in [StreamTarget::File, StreamTarget::Pipe, StreamTarget::Null] {
        let report = run_in(PRINTLN_1000, target, StdoutPolicy::BlockWhenNotTerminal);
        assert_eq!(compact_of(&report), ["write 1 3893 3893"], "{target:?}");
        assert_eq!(causes(&report), [Cause::StdoutCleanup], "{target:?}");
        assert_eq!(report.ending, Ending::Returned);
        assert!(report.lost.is_empty());
    }
    let file = run_in(
        PRINTLN_1000,
        StreamTarget::File,
        StdoutPolicy::BlockWhenNotTerminal,
    );
    let expected: String = (1..=1000).map(|i| format!("{i}\n")).collect();
    assert_eq!(file.stdout, expected.into_bytes());
}

#[test]
fn proposed_a_println_loop_on_a_terminal_stays_line_buffered() {
    let report = run_in(
        PRINTLN_1000,
        StreamTarget::Terminal,
        StdoutPolicy::BlockWhenNotTerminal,
    );
    assert_eq!(compact_of(&report), one_write_per_line());
    assert!(causes(&report).iter().all(|&c| c == Cause::Newline));
}

#[test]
fn proposed_a_full_buffer_is_written_whole_even_in_the_middle_of_a_line() {
    // 1..=3000: 3888 bytes up to 999, then 2001 lines of 5 bytes: 13893 bytes. Each println!
    // hands over the digits, then "\n". After line 1859 the buffer holds 3888 + 860 * 5 = 8188
    // bytes; "1860" (4 bytes) fits exactly (a write as long as the spare room is buffered), and
    // the "\n" that follows does not: the 8192 bytes go out, ending in "1860" without its
    // newline. The remaining 13893 - 8192 = 5701 bytes wait for exit.
    let script = "for i in 1..=3000 {\n    println!(\"{}\", i);\n}\n";
    let report = run_in(
        script,
        StreamTarget::File,
        StdoutPolicy::BlockWhenNotTerminal,
    );
    assert_eq!(
        compact_of(&report),
        ["write 1 8192 8192", "write 1 5701 5701"]
    );
    assert_eq!(causes(&report), [Cause::BufferFull, Cause::StdoutCleanup]);
    let first = data_records(&report)[0];
    assert!(first.payload.ends_with(b"\n1859\n1860"));
}

#[test]
fn proposed_process_exit_still_flushes_stdout_but_loses_a_users_bufwriter() {
    // std::process::exit runs rt::cleanup (stdout is flushed) but no destructor: the
    // BufWriter<File> keeps "this never reaches the file\n" (28 bytes).
    let script = r#"
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() {
    let mut w = BufWriter::new(File::create("out.txt").unwrap());
    writeln!(w, "this never reaches the file").unwrap();
    println!("exiting");
    std::process::exit(0);
}
"#;
    let lost = vec![LostData {
        holder: "BufWriter<File>".to_string(),
        bytes: 28,
        reason: "process::exit ran no destructors".to_string(),
    }];
    for (policy, cause) in [
        (StdoutPolicy::Today, Cause::Newline),
        (StdoutPolicy::BlockWhenNotTerminal, Cause::StdoutCleanup),
    ] {
        let report = run_in(script, StreamTarget::File, policy);
        let calls: Vec<String> = report
            .syscalls
            .iter()
            .map(|r| format!("{} {} {:?}", r.kind.name(), r.fd, r.cause))
            .collect();
        assert_eq!(
            calls,
            ["openat -100 Open".to_string(), format!("write 1 {cause:?}")],
            "{policy:?}"
        );
        assert_eq!(report.ending, Ending::Exited(0));
        assert_eq!(report.stdout, b"exiting\n");
        assert_eq!(report.files["out.txt"], b"");
        assert_eq!(report.lost, lost, "{policy:?}");
    }
}

#[test]
fn proposed_lines_printed_before_process_exit_leave_together_at_exit() {
    let script = "for i in 1..=3 {\n    println!(\"{}\", i);\n}\nstd::process::exit(3);\n";
    let today = run_in(script, StreamTarget::Pipe, StdoutPolicy::Today);
    assert_eq!(
        compact_of(&today),
        ["write 1 2 2", "write 1 2 2", "write 1 2 2"]
    );
    let proposed = run_in(
        script,
        StreamTarget::Pipe,
        StdoutPolicy::BlockWhenNotTerminal,
    );
    assert_eq!(compact_of(&proposed), ["write 1 6 6"]);
    assert_eq!(causes(&proposed), [Cause::StdoutCleanup]);
    assert_eq!(
        (proposed.ending, proposed.exit_code),
        (Ending::Exited(3), 3)
    );
    assert_eq!(proposed.stdout, b"1\n2\n3\n");
    assert!(proposed.lost.is_empty());
}

#[test]
fn proposed_stderr_overtakes_buffered_stdout() {
    // stderr stays unbuffered: a warning printed between two stdout lines reaches its device
    // before both of them.
    let script = "println!(\"start\");\neprintln!(\"warning\");\nprintln!(\"end\");\n";
    let today = run_in(script, StreamTarget::File, StdoutPolicy::Today);
    assert_eq!(
        compact_of(&today),
        ["write 1 6 6", "write 2 8 8", "write 1 4 4"]
    );
    let proposed = run_in(
        script,
        StreamTarget::File,
        StdoutPolicy::BlockWhenNotTerminal,
    );
    assert_eq!(compact_of(&proposed), ["write 2 8 8", "write 1 10 10"]);
}

#[test]
fn proposed_an_explicit_flush_still_writes_at_once() {
    let script = r#"
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let mut out = io::stdout();
    print!("prompt> ");
    out.flush()?;
    println!("done");
    Ok(())
}
"#;
    let report = run_in(
        script,
        StreamTarget::Pipe,
        StdoutPolicy::BlockWhenNotTerminal,
    );
    assert_eq!(compact_of(&report), ["write 1 8 8", "write 1 5 5"]);
    assert_eq!(
        causes(&report),
        [Cause::ExplicitFlush, Cause::StdoutCleanup]
    );
    assert_eq!(report.stdout, b"prompt> done\n");
}

#[test]
fn the_header_line_selects_the_proposal() {
    let script = "// bufscope: stdout=pipe stdout-policy=proposed\nfor i in 1..=3 {\n    println!(\"{}\", i);\n}\n";
    let environment =
        environment_from_header(script, Environment::default()).expect("valid header");
    assert_eq!(
        environment.stdout_policy,
        StdoutPolicy::BlockWhenNotTerminal
    );
    let report = run(script, &environment, Limits::default()).expect("runs");
    assert_eq!(compact(report.syscalls.iter()), ["write 1 6 6"]);
}
