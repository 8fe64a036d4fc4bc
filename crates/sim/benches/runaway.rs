//! How long each runaway shape of issue 12 runs before the default budgets stop it, natively.
//! Prints numbers; asserts only that each run is stopped by the budget at the line it names
//! (a timed assertion would flake). The goal: every shape stops within 10 s.
//!
//! Run with `./dev bench` (or `cargo bench -p bufscope-sim`).

use std::time::Instant;

use bufscope_sim::kernel::{Environment, StreamTarget};
use bufscope_sim::run::{Ending, run};
use bufscope_sim::script::interpreter::Limits;

/// Each shape, and the line its stop names.
const SHAPES: [(&str, &str, u32); 8] = [
    ("loop {}", "loop {}\n", 1),
    ("loop { let x; }", "loop {\n    let x;\n}\n", 1),
    (
        "loop { i += 1; }",
        "let mut i = 0u64;\nloop {\n    i += 1;\n}\n",
        3,
    ),
    (
        "println! loop (terminal)",
        "loop {\n    println!(\"x\");\n}\n",
        2,
    ),
    (
        "read_line loop on empty stdin",
        "let mut line = String::new();\nloop {\n    std::io::stdin().read_line(&mut line)?;\n}\n",
        3,
    ),
    (
        "len() of a 50 MB Vec in a loop",
        "let v = vec![0u8; 50_000_000];\nloop {\n    let n = v.len();\n}\n",
        3,
    ),
    (
        "BufWriter<File> write_all loop",
        "let mut w = std::io::BufWriter::new(std::fs::File::create(\"out.txt\")?);\nloop {\n    w.write_all(b\"x\")?;\n}\n",
        3,
    ),
    (
        "a 50 MB vec![] per iteration",
        "loop {\n    let v = vec![0u8; 50_000_000];\n}\n",
        2,
    ),
];

fn main() {
    println!("{:<36} {:>10}  stopped at", "runaway", "seconds");
    for (name, script, line) in SHAPES {
        let environment = Environment {
            stdout: StreamTarget::Terminal,
            ..Environment::default()
        };
        let started = Instant::now();
        let report = run(script, &environment, Limits::default()).expect("the shapes run");
        let seconds = started.elapsed().as_secs_f64();
        let Ending::Stopped(error) = &report.ending else {
            panic!("{name}: not stopped: {:?}", report.ending);
        };
        println!("{name:<36} {seconds:>10.2}  {error}");
        assert!(
            error.message.starts_with("the script ran more than") && error.span.line == line,
            "{name}: {error}"
        );
    }
}
