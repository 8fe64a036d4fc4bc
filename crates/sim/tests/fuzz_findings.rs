//! Regression tests for every fuzz finding of issue 12: each reproducer in `fuzz_findings/`
//! (copied with its header, which says what the simulator did before) runs as the web worker
//! runs it, and the whole outcome is asserted: how it ended, the exit code, the bytes on
//! stderr and stdout, the data syscalls, what was reported lost.
//!
//! Expected panic texts are std's, from programs compiled with rustc 1.95.0 (the compiler the
//! differential test uses): `thread 'main' (PID) panicked at LOCATION:\nMESSAGE\n`, where std's
//! own panics name std's source under `/rustc/<commit>/library/`.

#[path = "support/page_stack.rs"]
mod page_stack;

use std::path::Path;

use bufscope_sim::header::environment_from_header;
use bufscope_sim::kernel::{Environment, Faults, StreamTarget};
use bufscope_sim::render::compact::compact;
use bufscope_sim::run::{Ending, LostData, RunReport, run};
use bufscope_sim::script::interpreter::Limits;
use page_stack::PAGE_STACK_BYTES;

const NOTE: &str =
    "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";

/// Where rustc 1.95.0's std sources are, as its panics print them.
const RUSTC_LIBRARY: &str = "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library";

fn source(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz_findings")
        .join(format!("{name}.rs"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Standard streams on pipes, so the report holds exactly the bytes of each.
fn pipes() -> Environment {
    Environment {
        stdout: StreamTarget::Pipe,
        stderr: StreamTarget::Pipe,
        ..Environment::default()
    }
}

fn run_finding_with(name: &str, environment: Environment, limits: Limits) -> RunReport {
    let script = source(name);
    let environment = environment_from_header(&script, environment).expect("header applies");
    run(&script, &environment, limits).unwrap_or_else(|e| panic!("{name} rejected: {e}"))
}

fn run_finding(name: &str) -> RunReport {
    run_finding_with(name, pipes(), Limits::default())
}

/// Whether `line` is code, not a comment (the findings' headers quote their code).
fn is_code(line: &str) -> bool {
    !line.trim_start().starts_with("//")
}

/// The 1-based line of the script's code holding `needle`.
fn line_of(script: &str, needle: &str) -> u32 {
    let index = script
        .lines()
        .position(|line| is_code(line) && line.contains(needle))
        .unwrap_or_else(|| panic!("`{needle}` not in the script"));
    index as u32 + 1
}

/// `src/main.rs:LINE:COLUMN` of `needle` in the exported program, as its panics print it.
fn main_rs_location(script: &str, needle: &str) -> String {
    let main_rs = bufscope_sim::export::export(script)
        .expect("exports")
        .main_rs;
    let (index, line) = main_rs
        .lines()
        .enumerate()
        .find(|(_, line)| is_code(line) && line.contains(needle))
        .unwrap_or_else(|| panic!("`{needle}` not in the exported program"));
    let column = line.find(needle).unwrap_or_default();
    format!("src/main.rs:{}:{}", index + 1, column + 1)
}

/// The run ended with the program's panic: std's hook wrote its two lines to stderr, and
/// nothing else happened.
fn assert_panicked(report: &RunReport, message: &str, location: &str, line: u32) {
    match &report.ending {
        Ending::Panicked(m, span) => {
            assert_eq!((m.as_str(), span.line), (message, line));
        }
        other => panic!("expected a panic, got {other:?}"),
    }
    let hook = format!("\nthread 'main' (4242) panicked at {location}:\n{message}\n");
    assert_eq!(report.exit_code, 101);
    assert_eq!(
        String::from_utf8_lossy(&report.stderr),
        format!("{hook}{NOTE}")
    );
    assert_eq!(
        compact(report.syscalls.iter()),
        [
            format!("write 2 {} {}", hook.len(), hook.len()),
            format!("write 2 {} {}", NOTE.len(), NOTE.len())
        ]
    );
    assert_eq!(
        (report.stdout.as_slice(), report.lost.as_slice()),
        (&b""[..], &[][..])
    );
}

/// The simulator stopped the run at `line` with `message`; nothing reached a device.
fn assert_stopped(report: &RunReport, message: &str, line: u32) {
    match &report.ending {
        Ending::Stopped(error) => {
            assert_eq!((error.message.as_str(), error.span.line), (message, line))
        }
        other => panic!("expected a stop, got {other:?}"),
    }
    assert_eq!(report.exit_code, 101);
    assert_eq!(
        (report.stdout.as_slice(), report.stderr.as_slice()),
        (&b""[..], &b""[..])
    );
}

/// The finding `name` is stopped at the line of `needle` with `message`, before any syscall.
fn assert_stopped_before_any_syscall(name: &str, needle: &str, message: &str) {
    let report = run_finding(name);
    assert_stopped(&report, message, line_of(&source(name), needle));
    assert_eq!(
        compact(report.syscalls.iter()),
        Vec::<String>::new(),
        "{name}"
    );
    assert_eq!(report.lost, [], "{name}");
}

fn std_panic(name: &str, needle: &str, message: &str, location: &str) {
    let script = source(name);
    let report = run_finding(name);
    assert_panicked(
        &report,
        message,
        &format!("{RUSTC_LIBRARY}/{location}"),
        line_of(&script, needle),
    );
}

fn script_panic(name: &str, needle: &str, message: &str) {
    let script = source(name);
    let report = run_finding(name);
    assert_panicked(
        &report,
        message,
        &main_rs_location(&script, needle),
        line_of(&script, needle),
    );
}

const RAW_VEC: &str = "alloc/src/raw_vec/mod.rs:28:5";

#[test]
fn capacity_overflow_is_the_programs_panic_at_raw_vec() {
    for (name, needle) in [
        (
            "panic-capacity-overflow-bufreader",
            "BufReader::with_capacity",
        ),
        (
            "panic-capacity-overflow-bufwriter",
            "BufWriter::with_capacity",
        ),
        (
            "panic-capacity-overflow-linewriter",
            "LineWriter::with_capacity",
        ),
        (
            "panic-capacity-overflow-string-with-capacity",
            "String::with_capacity",
        ),
        ("panic-capacity-overflow-vec-repeat", "vec![0u8;"),
        (
            "panic-capacity-overflow-vec-with-capacity",
            "Vec::with_capacity",
        ),
    ] {
        std_panic(name, needle, "capacity overflow", RAW_VEC);
    }
}

#[test]
fn str_repeat_overflow_panics_in_slice_repeat() {
    std_panic(
        "panic-capacity-overflow-str-repeat",
        "repeat",
        "capacity overflow",
        "alloc/src/slice.rs:523:50",
    );
}

#[test]
fn exponent_precision_65535_is_cores_assertion() {
    std_panic(
        "panic-float-exp-precision-65535",
        "println!",
        "assertion failed: ndigits > 0",
        "core/src/num/flt2dec/mod.rs:524:5",
    );
}

/// The findings' values are literals bound once: rustc knows them and refuses each program
/// with its `arithmetic_overflow` or `unconditional_panic` lint at the operation, and so does
/// bufscope, before running anything.
#[test]
fn i128_overflow_of_known_values_is_refused_as_rustc_refuses_it() {
    for (name, needle, lint) in [
        (
            "panic-i128-add-overflow",
            "a + 1",
            "this arithmetic operation will overflow",
        ),
        (
            "panic-i128-min-div",
            "a / -1",
            "this operation will panic at runtime",
        ),
        (
            "panic-i128-min-rem",
            "a % -1",
            "this operation will panic at runtime",
        ),
        (
            "panic-i128-neg-overflow",
            "-a;",
            "this arithmetic operation will overflow",
        ),
    ] {
        let script = source(name);
        let error = run(&script, &pipes(), Limits::default())
            .err()
            .unwrap_or_else(|| panic!("{name} ran"));
        assert_eq!(
            (error.message.as_str(), error.span.line),
            (lint, line_of(&script, needle)),
            "{name}"
        );
    }
}

/// The same operations on values only the run knows (parsed): the interpreter computes them
/// without overflowing its own `i128`, and panics as the compiled program does.
#[test]
fn i128_overflow_at_run_time_is_rustcs_overflow_panic() {
    const MIN: &str =
        "let a: i128 = \"-170141183460469231731687303715884105728\".parse().unwrap();\n";
    const MAX: &str =
        "let a: i128 = \"170141183460469231731687303715884105727\".parse().unwrap();\n";
    for (first, operation, message) in [
        (MAX, "a + 1", "attempt to add with overflow"),
        (MIN, "a / -1", "attempt to divide with overflow"),
        (
            MIN,
            "a % -1",
            "attempt to calculate the remainder with overflow",
        ),
        (MIN, "-a", "attempt to negate with overflow"),
    ] {
        let script = format!("{first}let b = {operation};\n");
        let report = run(&script, &pipes(), Limits::default()).expect("runs");
        assert_panicked(&report, message, &main_rs_location(&script, operation), 2);
    }
}

#[test]
fn i32_min_rem_minus_one_overflows_though_the_result_fits() {
    let report = run(
        "let a: i32 = \"-2147483648\".parse().unwrap();\nlet b = a % -1;\n",
        &pipes(),
        Limits::default(),
    )
    .expect("runs");
    let location = main_rs_location(
        "let a: i32 = \"-2147483648\".parse().unwrap();\nlet b = a % -1;\n",
        "a % -1",
    );
    assert_panicked(
        &report,
        "attempt to calculate the remainder with overflow",
        &location,
        2,
    );
}

#[test]
fn char_boundary_slicing_is_cores_panic() {
    script_panic(
        "panic-str-index-char-boundary",
        // std's `Index` for `str` is `#[track_caller]`: rustc points at the `[`.
        "[0..1]",
        "end byte index 1 is not a char boundary; it is inside 'é' (bytes 0..2) of `é`",
    );
    script_panic(
        "panic-string-index-char-boundary",
        "[1..]",
        "start byte index 1 is not a char boundary; it is inside '日' (bytes 0..3) of `日本`",
    );
}

#[test]
fn str_slicing_out_of_bounds_and_backwards_panics_like_core() {
    // Messages from the same rustc: out of bounds first, then begin > end, then boundaries.
    for (slice, message) in [
        ("s[0..5]", "end byte index 5 is out of bounds of `abc`"),
        ("s[5..6]", "start byte index 5 is out of bounds of `abc`"),
        ("s[2..1]", "begin > end (2 > 1) when slicing `abc`"),
    ] {
        let script = format!("let s = \"abc\";\nlet t = {slice}.len();\n");
        let report = run(&script, &pipes(), Limits::default()).expect("runs");
        // At the `[`, where rustc points for std's `#[track_caller]` `Index` of `str`.
        let bracket = &slice[1..];
        assert_panicked(&report, message, &main_rs_location(&script, bracket), 2);
    }
}

#[test]
fn an_inclusive_range_to_i128_max_runs() {
    let report = run_finding("panic-range-inclusive-end-overflow");
    assert_eq!((&report.ending, report.exit_code), (&Ending::Returned, 0));
    assert_eq!(compact(report.syscalls.iter()), Vec::<String>::new());
}

#[test]
fn the_clock_saturates_instead_of_wrapping() {
    let report = run_finding("panic-sleep-clock-overflow");
    assert_eq!((&report.ending, report.exit_code), (&Ending::Returned, 0));
    assert_eq!(report.duration_ns, u64::MAX);
    let report = run_finding("panic-syscall-clock-overflow");
    assert_eq!((&report.ending, report.exit_code), (&Ending::Returned, 0));
    assert_eq!(report.duration_ns, u64::MAX);
    assert_eq!(report.stdout, b"x\n");
    assert_eq!(compact(report.syscalls.iter()), ["write 1 2 2"]);
}

/// A finding whose script rustc refuses: bufscope refuses it before running, with rustc's
/// code, where rustc points.
fn assert_refused_like_rustc(name: &str, needle: &str, code: &str, message: &str) {
    let error = bufscope_sim::run::check(&source(name)).expect_err(name);
    assert_eq!(
        (
            error.code.as_deref(),
            error.message.as_str(),
            error.span.line
        ),
        (Some(code), message, line_of(&source(name), needle)),
        "{name}"
    );
}

#[test]
fn io_on_the_wrong_standard_stream_is_refused_as_rustc_refuses_it() {
    for (name, needle, message) in [
        (
            "panic-refcell-no-reader-stdout-read",
            "out.read",
            "no method named `read` found for struct `Stdout` in the current scope",
        ),
        (
            "panic-refcell-no-reader",
            "fill_buf",
            "no method named `fill_buf` found for struct `Stdin` in the current scope",
        ),
        (
            "panic-refcell-no-writer",
            "write_all",
            "no method named `write_all` found for struct `Stdin` in the current scope",
        ),
    ] {
        assert_refused_like_rustc(name, needle, "E0599", message);
    }
}

#[test]
fn a_slice_kept_across_a_change_to_its_buffer_is_refused_as_rustc_refuses_it() {
    for name in ["panic-stale-slice-read", "panic-stale-slice-write"] {
        assert_refused_like_rustc(
            name,
            "buf.clear()",
            "E0499",
            "cannot borrow `buf` as mutable more than once at a time",
        );
    }
}

#[test]
fn header_inputs_have_a_maximum() {
    for (name, size) in [
        ("oom-header-input", "99999999999999"),
        ("oom-header-json-size", "18446744073709551615"),
        ("panic-header-input-size-overflow", "18446744073709551615"),
    ] {
        assert_eq!(
            environment_from_header(&source(name), Environment::default()).err(),
            Some(format!(
                "line 11: {size} bytes is more than the largest input, 67108864 bytes (64 MiB)"
            )),
            "{name}"
        );
    }
}

const OUT_OF_MEMORY: &str = "stopped by bufscope: the script needs more than 256 MiB";

#[test]
fn allocations_past_the_memory_budget_stop_the_run_at_their_line() {
    for (name, needle) in [
        ("oom-bufwriter-capacity", "BufWriter::with_capacity"),
        ("oom-vec-repeat", "vec![0u8;"),
        ("oom-doubling-within-budget", "extend_from_slice"),
    ] {
        assert_stopped_before_any_syscall(name, needle, OUT_OF_MEMORY);
    }
}

/// The kind of each syscall the log kept, in order.
fn kind_names(report: &RunReport) -> Vec<&'static str> {
    report.syscalls.iter().map(|r| r.kind.name()).collect()
}

/// Bytes the syscall log keeps as payloads.
fn logged_payload_bytes(report: &RunReport) -> usize {
    report.syscalls.iter().map(|r| r.payload.len()).sum()
}

#[test]
fn short_writes_log_what_they_move_not_what_they_were_given() {
    let environment = Environment {
        faults: Faults {
            max_bytes_per_write: Some(1),
            ..Faults::default()
        },
        ..pipes()
    };
    let report = run_finding_with(
        "oom-short-writes-payload-copies",
        environment,
        Limits::default(),
    );
    assert_eq!((&report.ending, report.exit_code), (&Ending::Returned, 0));
    assert_eq!(report.stdout, vec![b'x'; 1_000_000]);
    assert_eq!(report.syscalls.pushed(), 1_000_000);
    let kept = compact(report.syscalls.iter());
    assert_eq!(kept.len(), 10_000);
    // The first write is given the whole megabyte, the last one byte.
    assert_eq!(kept[0], "write 1 1000000 1");
    assert_eq!(kept[kept.len() - 1], "write 1 1 1");
    // Each record keeps what strace shows: 33 bytes (32, and the sign that more followed),
    // or the whole buffer in the last 32 writes, given 32 bytes down to 1.
    assert_eq!(
        logged_payload_bytes(&report),
        (10_000 - 32) * 33 + (1..=32).sum::<usize>()
    );
}

#[test]
fn the_log_keeps_payloads_only_for_its_first_records() {
    let environment = Environment {
        stdout: StreamTarget::Null,
        ..pipes()
    };
    let report = run_finding_with("oom-syscall-log-payloads", environment, Limits::default());
    assert_eq!((&report.ending, report.exit_code), (&Ending::Returned, 0));
    assert_eq!(
        compact(report.syscalls.iter()),
        vec!["write 1 1000000 1000000"; 10_000]
    );
    // 1,000 records of 16 KiB, then 9,000 of what strace shows.
    assert_eq!(
        logged_payload_bytes(&report),
        1_000 * 16 * 1024 + 9_000 * 33
    );
}

/// A budget small enough for a debug build; `./dev fuzz` times the default one.
fn small_budget() -> Limits {
    Limits {
        max_steps: 100_000,
        ..Limits::default()
    }
}

/// The step budget's stop, in a loop (named by the loop's line) or outside one.
fn budget_message(limits: Limits, in_loop: bool) -> String {
    let place = if in_loop { " in this loop" } else { "" };
    format!(
        "stopped by bufscope: the script ran more than {} steps{place}",
        limits.max_steps
    )
}

#[test]
fn every_runaway_shape_runs_into_the_step_budget_at_its_line() {
    // The 50 MB vec! costs 390,625 steps before its loop starts: that one gets a million. Each
    // stop names the loop's line, whichever step inside it passed the budget.
    let million = Limits {
        max_steps: 1_000_000,
        ..Limits::default()
    };
    for (name, needle, limits) in [
        ("hang-empty-loop", "loop {}", small_budget()),
        ("hang-loop-let-only", "loop {", small_budget()),
        ("hang-copy-per-step", "loop {", million),
        ("hang-copy-per-view-len", "loop {", million),
    ] {
        let report = run_finding_with(name, pipes(), limits);
        assert_stopped(
            &report,
            &budget_message(limits, true),
            line_of(&source(name), needle),
        );
        assert_eq!(compact(report.syscalls.iter()), Vec::<String>::new());
    }
    // An iteration is 42 steps: the iteration's (5), its body block's and the `println!`
    // expression's (2), its operation (20) and its syscall (15); the pipe's record grows its
    // capacity to 8,192 bytes by line 2,049, a step per 8 bytes: 1,024 steps. The 2,357th line
    // passes 100,000 (42 × 2,357 + 1,024 = 100,018; 2,356 lines make 99,976): it is written,
    // then the run stops, named by its loop.
    let report = run_finding_with("hang-budget-println-loop", pipes(), small_budget());
    let line = line_of(&source("hang-budget-println-loop"), "loop {");
    match &report.ending {
        Ending::Stopped(error) => assert_eq!(
            (error.message.as_str(), error.span.line),
            (budget_message(small_budget(), true).as_str(), line)
        ),
        other => panic!("{other:?}"),
    }
    let lines = report.stdout.len() / 2;
    assert_eq!(report.stdout, b"x\n".repeat(lines));
    assert_eq!(compact(report.syscalls.iter()), vec!["write 1 2 2"; lines]);
    assert_eq!(lines, 2_357);
}

/// Reads of at most one byte, and `big.bin` of `file_bytes` bytes.
fn short_reads(file_bytes: usize) -> Environment {
    Environment {
        faults: Faults {
            max_bytes_per_read: Some(1),
            ..Faults::default()
        },
        files: [("big.bin".to_string(), vec![7u8; file_bytes])].into(),
        ..pipes()
    }
}

#[test]
fn a_read_into_a_big_buffer_costs_what_it_moves() {
    let report = run_finding_with(
        "hang-read-into-big-buffer",
        short_reads(20_000),
        Limits::default(),
    );
    assert_eq!((&report.ending, report.exit_code), (&Ending::Returned, 0));
    let mut expected = vec!["read 3 100000000 1".to_string(); 20_000];
    expected.push("read 3 100000000 0".to_string());
    assert_eq!(
        report.syscalls.pushed(),
        20_001 + 2,
        "with openat and close"
    );
    let kept = compact(report.syscalls.iter());
    assert_eq!(kept[..5_000], expected[..5_000]);
    assert_eq!(
        kept[kept.len() - 4_998..],
        expected[expected.len() - 4_998..]
    );
}

#[test]
fn read_to_end_with_short_reads_never_rezeroes_its_buffer() {
    let report = run_finding_with(
        "hang-read-to-end-short-reads",
        short_reads(300_000),
        Limits::default(),
    );
    assert_eq!((&report.ending, report.exit_code), (&Ending::Returned, 0));
    assert_eq!(report.stdout, b"300000\n");
    let reads: Vec<String> = compact(report.syscalls.iter())
        .into_iter()
        .filter(|line| line.starts_with("read 3 "))
        .collect();
    assert!(reads[..reads.len() - 1].iter().all(|r| r.ends_with(" 1")));
    assert!(reads[reads.len() - 1].ends_with(" 0"));
}

#[test]
fn syscalls_inside_one_std_call_count_toward_the_budget() {
    // 1,500,000 steps allow 100,000 syscalls (15 steps each): `read_to_end` is stopped
    // inside, at its line.
    let limits = Limits {
        max_steps: 1_500_000,
        ..Limits::default()
    };
    let report = run_finding_with("hang-read-to-end-short-reads", short_reads(300_000), limits);
    assert_stopped(&report, &budget_message(limits, false), 12);
    // `openat`, 99,999 reads (the 100,000th syscall is refused and never happens), and the
    // temporary `File`'s `close` as the statement ends.
    assert_eq!(report.syscalls.pushed(), 100_001);
    assert_eq!(
        compact(report.syscalls.iter())
            .iter()
            .filter(|line| line.starts_with("read 3 "))
            .count(),
        9_996,
        "the window keeps 5,000 first and 5,000 last records: four are openat, statx and \
         lseek (the size hint) and close"
    );
}

#[test]
fn exit_reports_nothing_lost_that_stdouts_cleanup_writes() {
    let report = run_finding("conservation-exit-double-counts-stdout-buffer");
    assert_eq!((&report.ending, report.exit_code), (&Ending::Exited(0), 0));
    assert_eq!(report.stdout, b"partial line");
    assert_eq!(compact(report.syscalls.iter()), ["write 1 12 12"]);
    assert_eq!(report.lost, []);
    let forget = source("conservation-exit-double-counts-stdout-buffer").replace(
        "std::process::exit(0);",
        "std::mem::forget(out);\n    Ok(())",
    );
    let report = run(&forget, &pipes(), Limits::default()).expect("runs");
    assert_eq!((&report.ending, report.exit_code), (&Ending::Returned, 0));
    assert_eq!(report.stdout, b"partial line");
    assert_eq!(report.lost, []);
}

#[test]
fn a_stopped_run_reports_what_its_live_objects_held() {
    // The finding stopped on a type error at run time; rustc refuses it, and so does bufscope.
    assert_refused_like_rustc(
        "conservation-stopped-run-loses-unreported",
        "+ \"",
        "E0277",
        "cannot add `&str` to `{integer}`",
    );
    // A run the step budget stops reports what its buffers held.
    let script = "use std::io::{BufWriter, Write};\nfn main() -> std::io::Result<()> {\n    let mut w = BufWriter::new(std::io::stdout());\n    w.write_all(b\"held in the BufWriter\\n\")?;\n    let mut i = 0u64;\n    while true { i += 1; }\n    Ok(())\n}\n";
    let report = run(script, &pipes(), small_budget()).expect("runs");
    assert_stopped(&report, &budget_message(small_budget(), true), 6);
    assert_eq!(
        report.lost,
        [LostData {
            holder: "BufWriter<Stdout>".into(),
            bytes: 22,
            reason: "the run was stopped by bufscope".into()
        }]
    );
}

/// Runs `body` on a thread with the page's stack ([`PAGE_STACK_BYTES`]).
fn on_a_small_stack<T: Send + 'static>(body: impl FnOnce() -> T + Send + 'static) -> T {
    let stack = PAGE_STACK_BYTES;
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(body)
        .expect("spawns")
        .join()
        .expect("no stack overflow")
}

#[test]
fn deep_nesting_is_refused_where_it_starts_to_nest_too_deep() {
    for (name, line) in [
        ("stack-overflow-nested-blocks-parse", 11),
        ("stack-overflow-nested-parens-parse", 11),
        ("stack-overflow-nested-unary-in-macro-lower", 11),
    ] {
        let script = source(name);
        let error =
            on_a_small_stack(move || run(&script, &pipes(), Limits::default()).map(|r| r.ending))
                .expect_err(name);
        assert_eq!(
            (error.message.as_str(), error.span.line),
            (
                "stopped by bufscope: the script nests more than 100 levels deep (brackets and operators together)",
                line
            ),
            "{name}"
        );
    }
}

#[test]
fn a_long_program_of_shallow_items_is_not_deep() {
    // 150 documented functions, each with `->` and `<…>` in its signature: every item ends
    // the expression before it (the guard counted a file's signatures and doc attributes as
    // one expression, and stopped TheAlgorithms' 500-line Huffman coder at its 302nd line).
    let mut script = String::new();
    for i in 0..150 {
        script.push_str(&format!(
            "/// Number {i}.\n#[allow(dead_code)]\nfn f{i}() -> Option<Vec<u8>> {{ None }}\n"
        ));
    }
    script.push_str("fn main() {\n    println!(\"{:?}\", f149());\n}\n");
    let report =
        on_a_small_stack(move || run(&script, &pipes(), Limits::default()).map(|r| r.stdout))
            .expect("runs");
    assert_eq!(report, b"None\n");
    // A block followed by an operator goes on counting: a chain of 300 blocks is one
    // expression, refused at the 98th block (`=` and 97 `+` in it, inside `main`'s braces).
    let chain = format!(
        "fn main() {{\n    let x = {};\n}}\n",
        vec!["{1}"; 300].join(" + ")
    );
    let error =
        on_a_small_stack(move || run(&chain, &pipes(), Limits::default()).map(|r| r.ending))
            .expect_err("too deep");
    assert_eq!(
        (error.message.as_str(), error.span.line, error.span.column),
        (
            "stopped by bufscope: the script nests more than 100 levels deep (brackets and operators together)",
            2,
            595
        )
    );
}

const TOO_DEEP: &str =
    "stopped by bufscope: the script nests or recurses too deeply for the page's stack";

#[test]
fn recursion_deeper_than_the_stack_allows_is_refused_at_the_call() {
    // The refusal comes at the evaluation that first goes past the budget: the deepest one of
    // a level, the operand of a comparison (`i == 1`) or the innermost call.
    for (name, needle) in [
        ("stack-overflow-recursion-150-small-stack", "if i == 1"),
        ("stack-overflow-recursion-nested-blocks-run", "rec(n - 1)"),
    ] {
        let script = source(name);
        let line = line_of(&script, needle);
        let report = on_a_small_stack(move || {
            let report = run(&script, &pipes(), Limits::default()).expect("runs");
            (report.ending, report.exit_code, report.stderr, report.lost)
        });
        match report.0 {
            Ending::Stopped(error) => {
                assert_eq!(
                    (error.message.as_str(), error.span.line),
                    (TOO_DEEP, line),
                    "{name}"
                )
            }
            other => panic!("{name}: {other:?}"),
        }
        assert_eq!(
            (report.1, report.2, report.3),
            (101, vec![], vec![]),
            "{name}"
        );
    }
}

#[test]
fn recursion_within_the_depth_budget_runs_on_a_1_mib_stack() {
    // The same helper as the 150-deep finding, 70 calls deep: 7 depth units a level.
    let script = source("stack-overflow-recursion-150-small-stack").replace("150", "70");
    let report = on_a_small_stack(move || {
        run(&script, &pipes(), Limits::default())
            .map(|r| (r.ending, r.stdout))
            .expect("runs")
    });
    let expected: String = (1..=70).rev().map(|n| format!("{n}\n")).collect();
    assert_eq!(report, (Ending::Returned, expected.into_bytes()));
}

// --- found by this repository's fuzzer (tests/fuzz.rs) -----------------------------------------

#[test]
fn allocating_in_a_loop_counts_toward_the_steps() {
    // Each 50 MB allocation costs 390,625 steps (a step per 128 bytes): a 5 s hang before.
    let script = "loop {\n    let v = vec![0u8; 50_000_000];\n}\n";
    let limits = Limits {
        max_steps: 1_000_000,
        ..Limits::default()
    };
    let report = run(script, &pipes(), limits).expect("runs");
    assert_stopped(&report, &budget_message(limits, true), 1);
    assert_eq!(compact(report.syscalls.iter()), Vec::<String>::new());
}

#[test]
fn bytes_sent_to_the_terminal_count_toward_the_steps() {
    // A 1 MB write costs its copy (7,812 steps), its operation and syscall (120) and a step per
    // byte the terminal emulator parses: the second write passes 2,000,000 steps.
    let limits = Limits {
        max_steps: 2_000_000,
        ..Limits::default()
    };
    let report = run_finding_with("oom-syscall-log-payloads", Environment::default(), limits);
    match &report.ending {
        Ending::Stopped(error) => assert_eq!(
            (error.message.as_str(), error.span.line),
            (budget_message(limits, true).as_str(), 13)
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        compact(report.syscalls.iter()),
        vec!["write 1 1000000 1000000"; 2]
    );
    assert_eq!(report.terminal_bytes, 2_000_000);
}

#[test]
fn output_a_pipe_keeps_counts_toward_the_memory_budget() {
    // The pipe's record of what it carried doubles its capacity: past 256,000,000 bytes it
    // would hold 512,000,000, over 256 MiB, so the 257th write is the last.
    let report = run_finding("oom-syscall-log-payloads");
    match &report.ending {
        Ending::Stopped(error) => assert_eq!(
            (error.message.as_str(), error.span.line),
            (OUT_OF_MEMORY, 14)
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(report.stdout.len(), 257_000_000);
    assert_eq!(
        compact(report.syscalls.iter()),
        vec!["write 1 1000000 1000000"; 257]
    );
}

#[test]
fn a_vec_extended_from_itself_is_refused_as_rustc_refuses_it() {
    // It ran, doubling `v`; but `&v` is alive when `extend_from_slice`'s two-phase `&mut v`
    // is activated: rustc's E0502 (tests/refusals/extend_from_slice_of_the_vec_itself.rs).
    let script = "let mut v = vec![1u8, 2];\nv.extend_from_slice(&v);\nv.extend_from_slice(&v);\nprintln!(\"{} {}\", v.len(), v[5]);\n";
    let error = run(script, &pipes(), Limits::default()).expect_err("refused");
    assert_eq!(
        (
            error.code.as_deref(),
            error.message.as_str(),
            error.span.line,
            error.span.column
        ),
        (
            Some("E0502"),
            "cannot borrow `v` as mutable because it is also borrowed as immutable",
            2,
            1
        )
    );
}

#[test]
fn growing_a_file_with_set_len_counts_toward_the_memory_budget() {
    // Found by `./dev fuzz` (seed 20261124, case 26373): the zeros of `set_len(1_000_000_000)`
    // took 1.9 GB before any budget looked.
    let script = "use std::fs::File;\nfn main() -> std::io::Result<()> {\n    let f = File::create(\"t.txt\")?;\n    f.set_len(10)?;\n    f.set_len(1000000000)?;\n    Ok(())\n}\n";
    let report = run(script, &pipes(), Limits::default()).expect("runs");
    assert_stopped(&report, OUT_OF_MEMORY, 5);
    assert_eq!(compact(report.syscalls.iter()), Vec::<String>::new());
    assert_eq!(
        kind_names(&report),
        // The run stops before the second `ftruncate`; a stopped run closes nothing.
        ["openat", "ftruncate"]
    );
}

#[test]
fn a_write_far_past_a_files_end_stops_the_run_at_its_line() {
    // Found by `./dev fuzz` (seed 777, case 17062): a seek 4 GiB past a file's end and a write
    // grew the simulated file to 4 GiB of zeros (a sparse file on Linux; past what a wasm32
    // worker can hold), and reading it back hung the run.
    let name = "oom-file-grown-by-a-far-seek";
    let report = run_finding(name);
    assert_stopped(
        &report,
        "stopped by bufscope: a file would grow past 256 MiB, more than the simulated process may hold",
        line_of(&source(name), "b\"bye"),
    );
    assert_eq!(
        compact(report.syscalls.iter()),
        ["write 3 4 4", "write 3 4 -EFBIG"]
    );
    assert_eq!(kind_names(&report), ["openat", "write", "lseek", "write"]);
}

#[test]
fn a_cursor_placed_past_the_memory_budget_stops_the_run_where_it_is_placed() {
    // Found by `./dev fuzz` (seed 777, case 15290): `set_position(i64::MAX)` and a write made
    // std's own `Cursor<Vec<u8>>` reserve past `isize::MAX`: a panic in the simulator.
    let name = "oom-cursor-set-position-far";
    assert_stopped_before_any_syscall(
        name,
        "set_position(",
        "stopped by bufscope: a `Cursor` placed at byte 9223372036854775807, past 256 MiB, more than the simulated process may hold",
    );
    let seek = source(name).replace("    cursor.set_position(9223372036854775807);\n", "");
    let report = run(&seek, &pipes(), Limits::default()).expect("runs");
    assert_stopped(
        &report,
        "stopped by bufscope: a `Cursor` placed at byte 1073741824, past 256 MiB, more than the simulated process may hold",
        line_of(&seek, "cursor.seek("),
    );
}
