//! The simulator's fuzzer (issue 12): scripts × environments, checking that nothing a script
//! does can crash, hang or exhaust the simulator, and that no byte goes unaccounted.
//!
//! Scripts are of two kinds: mutations of the corpus and of the lessons' scripts (deleted,
//! duplicated and swapped lines, inserted fragments that overflow, nest, loop or allocate,
//! numbers replaced by extreme ones), and generated programs that write known bytes through a
//! stack of std's writers and then end every way a program can (return, `exit`, `forget`, a
//! panic, a runtime error, the step budget). Environments: terminals, pipes, short writes and
//! reads of 0 or 1 byte, a full disk, closed standard streams, huge and empty inputs.
//!
//! Each case asserts: no panic escapes `run`; it ends within 5 s (a watchdog); the process's
//! resident memory grows by less than twice the run's budget (Linux's peak RSS, reset per
//! case: the budget counts what the simulated process holds, the factor covers the
//! simulator's own transient copies); for generated programs, bytes written = bytes on devices
//! + bytes reported lost.
//!
//! `cargo test --test fuzz` runs a few hundred seeded cases; `BUFSCOPE_FUZZ_CASES=N` and
//! `BUFSCOPE_FUZZ_SEED=S` set the count and the seed (`./dev fuzz` runs 100,000 in release).
//! Cases run one at a time on a 1 MiB thread in an optimized build (wasm32's stack), so a
//! stack overflow aborts the run loudly.

#[path = "support/page_stack.rs"]
mod page_stack;
#[path = "support/rng.rs"]
mod rng;

use std::panic::AssertUnwindSafe;
use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use bufscope_sim::header::environment_from_header;
use bufscope_sim::kernel::{Environment, Faults, StreamTarget};
use bufscope_sim::run::{Ending, run};
use bufscope_sim::script::interp_budget::MEMORY_BUDGET;
use bufscope_sim::script::interpreter::Limits;
use page_stack::PAGE_STACK_BYTES;
use rng::Rng;

/// The process's peak resident memory since the last [`reset_peak_memory`] (Linux's
/// `VmHWM`). In bytes.
fn peak_memory() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

/// Starts a new peak: writing 5 to `clear_refs` resets `VmHWM` to the current size.
fn reset_peak_memory() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// Fragments a mutation inserts: each was the start of a finding, or is a shape a person
/// types by mistake.
const FRAGMENTS: &[&str] = &[
    "loop {}\n",
    "loop { let x; }\n",
    "while true {}\n",
    "for _ in 0.. {}\n",
    "let v = vec![0u8; 18446744073709551615];\n",
    "let v = vec![0u8; 4294967296];\n",
    "let v = vec![1u8; 300000000];\n",
    "let s = \"ab\".repeat(18446744073709551615);\n",
    "let s = String::with_capacity(9223372036854775808);\n",
    "let w = std::io::BufWriter::with_capacity(1000000000000, std::io::sink());\n",
    "let mut v = vec![1u8];\nfor _ in 0..40 { let c = v.clone(); v.extend_from_slice(&c); }\n",
    "let a = 170141183460469231731687303715884105727i128 + 1;\n",
    "let a = (-170141183460469231731687303715884105727i128 - 1) / -1;\n",
    "let a = (-170141183460469231731687303715884105727i128 - 1) % -1;\n",
    "for i in 0..=170141183460469231731687303715884105727i128 { break; }\n",
    "println!(\"{:.65535e}\", 1.5);\n",
    "let s = \"é\"; let t = s[0..1].len();\n",
    "std::thread::sleep(std::time::Duration::from_secs(18446744073709551615));\n",
    "let mut b = vec![0u8; 10]; let p = &mut b[2..8]; b.clear(); let _ = std::io::stdin().read(p);\n",
    "let _ = std::io::stdin().write_all(b\"x\");\n",
    "let _ = std::io::stdout().read(&mut [0u8; 4]);\n",
    "std::process::exit(3);\n",
    "panic!(\"boom\");\n",
    "loop { println!(\"x\"); }\n",
    "let mut s = String::new(); loop { s.push('x'); }\n",
    "{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}\n",
    "let x = ((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))));\n",
    "let x = - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - 1;\n",
    "{",
    "}",
    "(",
    ";",
    "?",
    "&mut ",
    ".unwrap()",
    "\"",
];

/// Numbers a mutation puts in place of a number.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "255",
    "65535",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "170141183460469231731687303715884105727",
    "1000000000",
];

/// A mutation of `script`.
fn mutate(rng: &mut Rng, script: &str) -> String {
    let mut lines: Vec<String> = script.lines().map(str::to_string).collect();
    for _ in 0..1 + rng.below(3) {
        if lines.is_empty() {
            lines.push(String::new());
        }
        let at = rng.below(lines.len());
        match rng.below(6) {
            0 => {
                lines.remove(at);
            }
            1 => {
                let line = lines[at].clone();
                lines.insert(at, line);
            }
            2 => {
                let other = rng.below(lines.len());
                lines.swap(at, other);
            }
            3 | 4 => {
                let fragment = rng.pick(FRAGMENTS).to_string();
                let line = &mut lines[at];
                let mut column = rng.below(line.len() + 1);
                while !line.is_char_boundary(column) {
                    column -= 1;
                }
                line.insert_str(column, &fragment);
            }
            _ => {
                let line = &mut lines[at];
                if let Some(start) = line.find(|c: char| c.is_ascii_digit()) {
                    let end = line[start..]
                        .find(|c: char| !c.is_ascii_digit())
                        .map_or(line.len(), |n| start + n);
                    let number = *rng.pick(NUMBERS);
                    line.replace_range(start..end, number);
                }
            }
        }
    }
    lines.join("\n") + "\n"
}

/// How a generated program ends.
const ENDINGS: &[&str] = &[
    "Ok(())",
    "drop(w);\n    Ok(())",
    "std::process::exit(3);",
    "std::mem::forget(w);\n    Ok(())",
    "panic!(\"boom\");",
    "let mut i = 0u64;\n    loop {\n        i += 1;\n    }",
    "let v = vec![0u8; 4294967296];\n    Ok(())",
];

/// The writer stacks a generated program writes through.
const STACKS: &[&str] = &[
    "std::io::stdout()",
    "std::io::stdout().lock()",
    "BufWriter::new(std::io::stdout())",
    "BufWriter::with_capacity(16, std::io::stdout())",
    "LineWriter::new(std::io::stdout())",
    "BufWriter::new(File::create(\"out.txt\")?)",
    "LineWriter::new(File::create(\"out.txt\")?)",
    "BufWriter::new(LineWriter::new(File::create(\"out.txt\")?))",
    "BufWriter::with_capacity(7, BufWriter::new(std::io::stdout()))",
];

/// A program that writes known bytes, and how many.
fn generate(rng: &mut Rng) -> (String, usize) {
    let mut body = String::new();
    let mut written = 0;
    for _ in 0..rng.below(8) {
        let len = rng.below(40);
        let text: String = (0..len)
            .map(|i| {
                if rng.below(6) == 0 {
                    '\n'
                } else {
                    (b'a' + (i % 26) as u8) as char
                }
            })
            .collect();
        written += text.len();
        body.push_str(&format!("    w.write_all(b{text:?})?;\n"));
    }
    let script = format!(
        "use std::fs::File;\nuse std::io::{{BufWriter, LineWriter, Write}};\n\nfn main() -> std::io::Result<()> {{\n    let mut w = {};\n{body}    {}\n}}\n",
        rng.pick(STACKS),
        rng.pick(ENDINGS)
    );
    (script, written)
}

/// An environment from the list of odd ones. `exact` ones keep every byte a program writes
/// somewhere it can be counted (pipes and files, no faults that refuse bytes).
fn environment(rng: &mut Rng, exact: bool) -> Environment {
    let target = |rng: &mut Rng| {
        *rng.pick(&[
            StreamTarget::Terminal,
            StreamTarget::Pipe,
            StreamTarget::File,
            StreamTarget::Null,
        ])
    };
    let mut environment = Environment {
        stdout: StreamTarget::Pipe,
        stderr: StreamTarget::Pipe,
        ..Environment::default()
    };
    if exact {
        if rng.below(2) == 0 {
            environment.faults.max_bytes_per_write = Some(1 + rng.below(3));
        }
        return environment;
    }
    environment.stdout = target(rng);
    environment.stderr = target(rng);
    let faults = &mut environment.faults;
    match rng.below(8) {
        0 => faults.max_bytes_per_write = Some(rng.below(2)),
        1 => faults.max_bytes_per_read = Some(rng.below(2)),
        2 => faults.disk_full_after = Some(0),
        3 => faults.closed_fds = vec![rng.below(3) as i32],
        4 => environment.stdin = vec![b'x'; 1 << 20],
        5 => environment.stdin = b"line\n".repeat(1000),
        _ => *faults = Faults::default(),
    }
    environment
}

/// Every script the mutations start from: the corpus and the lessons' `bufscope` blocks.
fn seeds() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seeds = Vec::new();
    let read_dir = |dir: &Path| {
        let mut paths: Vec<_> = std::fs::read_dir(dir)
            .expect("reads the folder")
            .map(|entry| entry.expect("entry").path())
            .collect();
        paths.sort();
        paths
    };
    for path in [root.join("tests/corpus"), root.join("../../examples")]
        .iter()
        .flat_map(|dir| read_dir(dir))
    {
        if path.extension().is_some_and(|e| e == "rs") {
            seeds.push(std::fs::read_to_string(path).expect("reads a corpus script"));
        }
    }
    for path in read_dir(&root.join("../../lessons")) {
        if path.extension().is_some_and(|e| e == "md") {
            let text = std::fs::read_to_string(path).expect("reads a lesson");
            for block in text.split("```bufscope\n").skip(1) {
                seeds.push(block.split("```").next().unwrap_or_default().to_string());
            }
        }
    }
    for path in read_dir(&root.join("tests/fuzz_findings")) {
        seeds.push(std::fs::read_to_string(path).expect("reads a finding"));
    }
    seeds
}

/// One case and what to check.
struct Case {
    script: String,
    environment: Environment,
    /// Bytes a generated program writes, when the environment keeps all of them countable.
    written: Option<usize>,
}

fn make_case(rng: &mut Rng, seeds: &[String]) -> Case {
    if rng.below(3) == 0 {
        let (script, written) = generate(rng);
        let exact = rng.below(2) == 0;
        let environment = environment(rng, exact);
        Case {
            script,
            environment,
            written: exact.then_some(written),
        }
    } else {
        let seed = rng.pick(seeds).clone();
        let script = mutate(rng, &seed);
        let defaults = environment(rng, false);
        // Headers apply as the worker applies them; a malformed one keeps the defaults.
        let environment = environment_from_header(&script, defaults.clone()).unwrap_or(defaults);
        Case {
            script,
            environment,
            written: None,
        }
    }
}

/// How one case ended (`rejected`, `returned`, …), or what it did wrong.
fn check(case: &Case) -> Result<&'static str, String> {
    let limits = Limits {
        max_steps: 2_000_000,
        ..Limits::default()
    };
    reset_peak_memory();
    let base = peak_memory();
    let report = std::panic::catch_unwind(AssertUnwindSafe(|| {
        run(&case.script, &case.environment, limits)
    }))
    .map_err(|panic| {
        let message = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        format!("panic: {message}")
    })?;
    let grown = peak_memory().saturating_sub(base);
    if grown > 2 * MEMORY_BUDGET {
        return Err(format!("over budget: {} MiB more resident", grown >> 20));
    }
    let report = match report {
        Ok(report) => report,
        Err(_) => return Ok("rejected"),
    };
    let ending = match report.ending {
        Ending::Returned => "returned",
        Ending::ReturnedError(_) => "returned an error",
        Ending::Exited(_) => "exited",
        Ending::Panicked(..) => "panicked",
        Ending::Stopped(_) => "stopped",
    };
    let Some(written) = case.written else {
        return Ok(ending);
    };
    let on_devices = report.stdout.len() + report.files.get("out.txt").map_or(0, Vec::len);
    let lost: usize = report.lost.iter().map(|l| l.bytes).sum();
    if on_devices + lost != written {
        return Err(format!(
            "conservation: written {written} != on devices {on_devices} + lost {lost} ({:?}, lost {:?})",
            report.ending, report.lost
        ));
    }
    if matches!(report.ending, Ending::Stopped(_)) && report.exit_code != 101 {
        return Err("a stopped run has an exit code".into());
    }
    Ok(if ending == "returned" {
        "returned, counted"
    } else {
        ending
    })
}

/// Counts of a fuzz run.
#[derive(Debug, Default)]
struct Counts {
    cases: u64,
    /// How the cases that passed ended.
    endings: std::collections::BTreeMap<&'static str, u64>,
    panics: u64,
    over_budget: u64,
    conservation: u64,
    hangs: u64,
}

/// Runs `cases` cases from `seed`; prints every failure and the counts.
fn fuzz(cases: u64, seed: u64) -> Counts {
    let seeds = seeds();
    let (to_worker, cases_in) = mpsc::channel::<Case>();
    let (results_out, results) = mpsc::channel::<Result<&'static str, String>>();
    let stack = PAGE_STACK_BYTES;
    // The worker lives as long as the run; a hang leaves it stuck, and the run ends there.
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(move || {
            for case in cases_in {
                if results_out.send(check(&case)).is_err() {
                    break;
                }
            }
        })
        .expect("spawns the worker");
    // Panics are caught and counted; their default report would flood the output.
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed | 1);
    let mut counts = Counts::default();
    let started = Instant::now();
    // `BUFSCOPE_FUZZ_ONLY=N` reruns case N alone (cases are generated in order from the seed).
    let only = std::env::var("BUFSCOPE_FUZZ_ONLY")
        .ok()
        .and_then(|n| n.parse::<u64>().ok());
    for index in 0..cases {
        let case = make_case(&mut rng, &seeds);
        if only.is_some_and(|only| only != index) {
            continue;
        }
        let script = format!(
            "{}(stdout {:?}, stderr {:?}, {:?}, stdin {} bytes)",
            case.script,
            case.environment.stdout,
            case.environment.stderr,
            case.environment.faults,
            case.environment.stdin.len()
        );
        if only.is_some() {
            eprintln!("case {index}:\n{script}");
        }
        to_worker.send(case).expect("the worker takes the case");
        counts.cases += 1;
        let outcome = match results.recv_timeout(Duration::from_secs(5)) {
            Ok(outcome) => outcome,
            Err(_) => {
                counts.hangs += 1;
                eprintln!("case {index}: hang (no answer within 5 s)\n{script}");
                break;
            }
        };
        match outcome {
            Ok(ending) => *counts.endings.entry(ending).or_default() += 1,
            Err(problem) => {
                if problem.starts_with("panic") {
                    counts.panics += 1;
                } else if problem.starts_with("over budget") {
                    counts.over_budget += 1;
                } else {
                    counts.conservation += 1;
                }
                eprintln!("case {index}: {problem}\n{script}");
            }
        }
    }
    let _ = std::panic::take_hook();
    println!(
        "fuzz: seed {seed}, {} cases in {:.1} s: {} panics, {} hangs, {} over budget, {} conservation failures",
        counts.cases,
        started.elapsed().as_secs_f64(),
        counts.panics,
        counts.hangs,
        counts.over_budget,
        counts.conservation
    );
    println!("fuzz: endings {:?}", counts.endings);
    counts
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn nothing_a_script_does_crashes_hangs_or_exhausts_the_simulator() {
    let cases = env_number("BUFSCOPE_FUZZ_CASES", 300);
    let seed = env_number("BUFSCOPE_FUZZ_SEED", 12);
    let counts = fuzz(cases, seed);
    let expected = if std::env::var("BUFSCOPE_FUZZ_ONLY").is_ok() {
        1
    } else {
        cases
    };
    assert_eq!(
        (
            counts.cases,
            counts.panics,
            counts.hangs,
            counts.over_budget,
            counts.conservation
        ),
        (expected, 0, 0, 0, 0)
    );
}
