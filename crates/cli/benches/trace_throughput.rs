//! How fast the simulator runs million-iteration scripts natively, beside the same std code
//! over an in-memory sink or file in the same process: the ratio `simulated / floor` is what
//! issue 11 aims at (≤ 5×). Prints numbers; asserts nothing about time (a timed test would
//! flake), only that the simulated run made exactly the calls the native floor made.
//!
//! Run with `./dev bench` (or `cargo bench -p bufscope-cli --bench trace_throughput`; add
//! `-- println` to run only the cases whose name holds that word). With `BUFSCOPE_BENCH_ONCE=1`
//! each case's script runs once and no floor runs: the run to give `valgrind --tool=callgrind`,
//! whose instruction counts compare two builds exactly where CPU times vary by a few percent.

use std::hint::black_box;
use std::io::{self, BufWriter, LineWriter, Read, Write};
use std::time::Duration;

use nix::time::{ClockId, clock_gettime};

use bufscope_sim::kernel::{Environment, StreamTarget, SyscallKind};
use bufscope_sim::run::{Ending, run};
use bufscope_sim::script::interpreter::Limits;

/// Rounds of each case: a simulated run, then a native floor run, taken in turns so both
/// see the same load on a shared machine, the same number of times (the fastest of more runs
/// is lower by chance alone).
const ROUNDS: usize = 7;
/// The JSON document `from_reader` parses. In bytes (at least).
const JSON_BYTES: usize = 2_000_000;

/// A writer that only counts: what a syscall would cost if it cost nothing.
#[derive(Default)]
struct CountingSink {
    calls: u64,
}

impl Write for CountingSink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls += 1;
        black_box(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// An in-memory file: writes append, reads return what is left.
#[derive(Default)]
struct MemoryFile {
    contents: Vec<u8>,
    position: usize,
    calls: u64,
}

impl Write for MemoryFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls += 1;
        self.contents.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Read for MemoryFile {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.calls += 1;
        let rest = &self.contents[self.position..];
        let n = rest.len().min(buf.len());
        buf[..n].copy_from_slice(&rest[..n]);
        self.position += n;
        Ok(n)
    }
}

/// One row of the table: a script, its native floor, and the syscall kind both count.
struct Case {
    name: &'static str,
    script: &'static str,
    /// The kind of syscall whose count must equal the floor's calls.
    kind: SyscallKind,
    /// The same std code natively; returns the calls its sink or file saw.
    floor: fn(&Environment) -> u64,
}

fn println_floor(_: &Environment) -> u64 {
    // println! is stdout's `LineWriter` (1024 bytes) over fd 1.
    let mut out = LineWriter::with_capacity(1024, CountingSink::default());
    for i in 0..1_000_000 {
        writeln!(out, "{}", black_box(i)).expect("a sink never fails");
    }
    out.get_ref().calls
}

fn eprintln_floor(_: &Environment) -> u64 {
    // eprintln! is unbuffered stderr: every piece of the format is its own write.
    let mut out = CountingSink::default();
    for i in 0..1_000_000 {
        writeln!(out, "{}", black_box(i)).expect("a sink never fails");
    }
    out.calls
}

fn bufwriter_floor(_: &Environment) -> u64 {
    let mut w = BufWriter::new(MemoryFile::default());
    for i in 0..1_000_000 {
        writeln!(w, "{}", black_box(i)).expect("memory never fails");
    }
    w.into_inner().map_err(|_| ()).expect("flushes").calls
}

fn one_byte_reads_floor(environment: &Environment) -> u64 {
    let mut file = MemoryFile {
        contents: environment.files["data.bin"].clone(),
        ..MemoryFile::default()
    };
    let mut b = [0u8; 1];
    while file.read(&mut b).expect("memory never fails") == 1 {
        black_box(b);
    }
    file.calls
}

fn json_floor(environment: &Environment) -> u64 {
    let mut file = MemoryFile {
        contents: environment.files["data.json"].clone(),
        ..MemoryFile::default()
    };
    let value: serde_json::Value =
        serde_json::from_reader(&mut file).expect("the generated JSON parses");
    black_box(value.is_object());
    file.calls
}

const CASES: [Case; 5] = [
    Case {
        name: "1,000,000 × println!(\"{}\", i)",
        script: "for i in 0..1000000 {\n    println!(\"{}\", i);\n}\n",
        kind: SyscallKind::Write,
        floor: println_floor,
    },
    Case {
        name: "1,000,000 × eprintln!(\"{}\", i)",
        script: "for i in 0..1000000 {\n    eprintln!(\"{}\", i);\n}\n",
        kind: SyscallKind::Write,
        floor: eprintln_floor,
    },
    Case {
        name: "1,000,000 × writeln! into BufWriter<File>",
        script: "let mut w = std::io::BufWriter::new(std::fs::File::create(\"out.txt\")?);\nfor i in 0..1000000 {\n    writeln!(w, \"{}\", i)?;\n}\n",
        kind: SyscallKind::Write,
        floor: bufwriter_floor,
    },
    Case {
        name: "1,000,000 × 1-byte read from File",
        script: "use std::io::Read;\nlet mut f = std::fs::File::open(\"data.bin\")?;\nlet mut b = [0u8; 1];\nwhile f.read(&mut b)? == 1 {}\n",
        kind: SyscallKind::Read,
        floor: one_byte_reads_floor,
    },
    Case {
        name: "serde_json::from_reader(File), 2 MB",
        script: "let v: serde_json::Value = serde_json::from_reader(std::fs::File::open(\"data.json\")?)?;\nprintln!(\"{}\", v.is_object());\n",
        kind: SyscallKind::Read,
        floor: json_floor,
    },
];

/// The CPU time this thread has used (user + system). Measured instead of wall time: the
/// machines this runs on are shared, and CPU time does not count the time other processes
/// held the core. `CLOCK_THREAD_CPUTIME_ID` brings the scheduler's count up to date as it is
/// read; `getrusage` lags it by up to a tick (4 ms here), which read the 1-byte-read floor
/// (about 2 ms) as zero.
fn thread_cpu_time() -> Duration {
    let now =
        clock_gettime(ClockId::CLOCK_THREAD_CPUTIME_ID).expect("Linux has a thread CPU clock");
    Duration::new(now.tv_sec() as u64, now.tv_nsec() as u32)
}

/// The CPU time `body` took, and what it returned.
fn timed<T>(body: impl FnOnce() -> T) -> (Duration, T) {
    let started = thread_cpu_time();
    let result = body();
    (thread_cpu_time() - started, result)
}

/// The fastest and the median of `times`, in seconds.
fn fastest_and_median(times: &mut [Duration]) -> (f64, f64) {
    times.sort();
    (times[0].as_secs_f64(), times[times.len() / 2].as_secs_f64())
}

/// The process's peak resident memory so far (Linux's `VmHWM`). In kibibytes.
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let json = bufscope_sim::inputs::generate(&format!("json:{JSON_BYTES}"))
        .expect("a JSON input of that size is generated");
    let environment = Environment {
        stdout: StreamTarget::Null,
        stderr: StreamTarget::Null,
        files: [
            ("data.bin".to_string(), vec![7u8; 1_000_000]),
            ("data.json".to_string(), json),
        ]
        .into(),
        ..Environment::default()
    };
    println!(
        "{:<42} {:>11} {:>10} {:>8} {:>8} {:>10}",
        "script (stdout, stderr: /dev/null; CPU time)",
        "simulated s",
        "floor s",
        "ratio",
        "median",
        "calls"
    );
    println!(
        "(the fastest of {ROUNDS} runs of each, taken in turns; `median`: the ratio of their medians)"
    );
    // `cargo bench … -- println` runs only the cases whose name holds a word given (for `perf`).
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let once = std::env::var_os("BUFSCOPE_BENCH_ONCE").is_some();
    let mut peak_after_first = None;
    for case in CASES
        .iter()
        .filter(|case| only.is_empty() || only.iter().any(|word| case.name.contains(word.as_str())))
    {
        // As the page and `bufscope trace` run a script: what the views draw, no more.
        let simulate = || {
            run(case.script, &environment, Limits::for_views()).expect("the benchmark scripts run")
        };
        let returned = |report: &bufscope_sim::run::RunReport| {
            assert!(
                matches!(report.ending, Ending::Returned),
                "{}: {:?}",
                case.name,
                report.ending
            );
        };
        if once {
            let (time, report) = timed(simulate);
            peak_after_first.get_or_insert_with(peak_memory_kib);
            returned(&report);
            println!("{:<42} {:>11.3}", case.name, time.as_secs_f64());
            continue;
        }
        let (mut simulated_times, mut floor_times) = (Vec::new(), Vec::new());
        let mut calls_made = 0;
        for _ in 0..ROUNDS {
            let (time, report) = timed(simulate);
            peak_after_first.get_or_insert_with(peak_memory_kib);
            returned(&report);
            let calls = report.totals.by_kind.get(&case.kind).map_or(0, |t| t.calls);
            let (floor_time, floor_calls) = timed(|| (case.floor)(&environment));
            assert_eq!(
                calls, floor_calls,
                "{}: the simulation made the calls std makes natively",
                case.name
            );
            simulated_times.push(time);
            floor_times.push(floor_time);
            calls_made = calls;
        }
        let (simulated, simulated_median) = fastest_and_median(&mut simulated_times);
        let (floor, floor_median) = fastest_and_median(&mut floor_times);
        println!(
            "{:<42} {:>11.3} {:>10.4} {:>7.1}× {:>7.1}× {:>10}",
            case.name,
            simulated,
            floor,
            simulated / floor,
            simulated_median / floor_median,
            calls_made
        );
    }
    match peak_after_first.flatten() {
        Some(kib) => println!(
            "peak memory of the process through the 1M println! runs (VmHWM): {:.1} MB",
            kib as f64 * 1024.0 / 1e6
        ),
        None => println!("peak memory: not available on this system (/proc/self/status)"),
    }
}
