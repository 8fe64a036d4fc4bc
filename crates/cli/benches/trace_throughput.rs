//! How fast the simulator runs large scripts natively. Prints numbers; asserts nothing about
//! time (a timed test would flake), only that each run counted every syscall.
//!
//! Run with `./dev bench` (or `cargo bench -p bufscope-cli`).

use std::time::Instant;

use bufscope_sim::kernel::{Environment, StreamTarget};
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;

const CASES: [(&str, &str, u64); 4] = [
    (
        "1,000,000 × println!(\"{}\", i)",
        "for i in 0..1000000 {\n    println!(\"{}\", i);\n}\n",
        1_000_000,
    ),
    (
        "1,000,000 × eprintln!(\"{}\", i)",
        "for i in 0..1000000 {\n    eprintln!(\"{}\", i);\n}\n",
        2_000_000,
    ),
    (
        "1,000,000 × writeln! into BufWriter<File>",
        "let mut w = std::io::BufWriter::new(std::fs::File::create(\"out.txt\")?);\nfor i in 0..1000000 {\n    writeln!(w, \"{}\", i)?;\n}\n",
        842,
    ),
    (
        "1,000,000 × 1-byte read from File",
        "use std::io::Read;\nlet mut f = std::fs::File::open(\"data.bin\")?;\nlet mut b = [0u8; 1];\nwhile f.read(&mut b)? == 1 {}\n",
        1_000_001,
    ),
];

fn main() {
    let environment = Environment {
        stdout: StreamTarget::Null,
        stderr: StreamTarget::Null,
        files: [("data.bin".to_string(), vec![7u8; 1_000_000])].into(),
        ..Environment::default()
    };
    println!(
        "{:<44} {:>10} {:>12} {:>14}",
        "script", "seconds", "data calls", "calls/second"
    );
    for (name, script, data_calls) in CASES {
        let started = Instant::now();
        let report =
            run(script, &environment, Limits::default()).expect("the benchmark scripts run");
        let seconds = started.elapsed().as_secs_f64();
        let counted: u64 = report
            .totals
            .by_kind
            .iter()
            .filter(|(kind, _)| kind.moves_data())
            .map(|(_, t)| t.calls)
            .sum();
        assert_eq!(counted, data_calls, "{name}: every syscall is counted");
        println!(
            "{name:<44} {seconds:>10.3} {counted:>12} {:>14.0}",
            counted as f64 / seconds
        );
    }
}
