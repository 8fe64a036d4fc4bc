//! How long each runaway shape of issue 12 runs before the default budgets stop it, natively.
//! Prints numbers; asserts only that each run is stopped by the budget at the line it names
//! (a timed assertion would flake). The goal: every shape stops within 10 s.
//!
//! Run with `./dev bench` (or `cargo bench -p bufscope-sim`).

use std::time::Duration;

use bufscope_sim::kernel::{Environment, StreamTarget};
use bufscope_sim::run::{Ending, run};
use bufscope_sim::script::interpreter::Limits;

/// Each shape, and the line its stop names (its loop's).
const SHAPES: [(&str, &str, u32); 8] = [
    ("loop {}", "loop {}\n", 1),
    ("loop { let x; }", "loop {\n    let x;\n}\n", 1),
    (
        "loop { i += 1; }",
        "let mut i = 0u64;\nloop {\n    i += 1;\n}\n",
        2,
    ),
    (
        "println! loop (terminal)",
        "loop {\n    println!(\"x\");\n}\n",
        1,
    ),
    (
        "read_line loop on empty stdin",
        "let mut line = String::new();\nloop {\n    std::io::stdin().read_line(&mut line)?;\n}\n",
        2,
    ),
    (
        "len() of a 50 MB Vec in a loop",
        "let v = vec![0u8; 50_000_000];\nloop {\n    let n = v.len();\n}\n",
        2,
    ),
    (
        "BufWriter<File> write_all loop",
        "let mut w = std::io::BufWriter::new(std::fs::File::create(\"out.txt\")?);\nloop {\n    w.write_all(b\"x\")?;\n}\n",
        2,
    ),
    (
        "a 50 MB vec![] per iteration",
        "loop {\n    let v = vec![0u8; 50_000_000];\n}\n",
        1,
    ),
];

/// The CPU time this thread has used (user + system, Linux's `/proc/thread-self/stat` in
/// clock ticks of 10 ms): what the run cost, whatever else the machine was doing.
fn thread_cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    // The fields after the command name (which may hold spaces) end at its ')'.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // utime and stime are fields 14 and 15 of the whole line: 11 and 12 after the name.
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
}

fn main() {
    println!("{:<36} {:>10}  stopped at", "runaway", "CPU s");
    for (name, script, line) in SHAPES {
        let environment = Environment {
            stdout: StreamTarget::Terminal,
            ..Environment::default()
        };
        let started = thread_cpu_time();
        let report = run(script, &environment, Limits::default()).expect("the shapes run");
        let seconds = (thread_cpu_time() - started).as_secs_f64();
        let Ending::Stopped(error) = &report.ending else {
            panic!("{name}: not stopped: {:?}", report.ending);
        };
        println!("{name:<36} {seconds:>10.2}  {error}");
        assert!(
            error
                .message
                .starts_with("stopped by bufscope: the script ran more than")
                && error.span.line == line,
            "{name}: {error}"
        );
    }
}
