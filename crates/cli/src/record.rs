//! `bufscope record`: the reference suite as real compiled programs, measured on this machine,
//! cross-checked against the simulator, and fitted into a cost model.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use bufscope_reference as schema;
use bufscope_sim::cost::{CostModel, Features, Param};
use bufscope_sim::run::{RunReport, run};
use bufscope_sim::script::interpreter::Limits;

use crate::calibrate::{Calibration, Observation, calibrate, median};
use crate::real_sink::{RunTimes, prepare, run_dir, start, timed_run};
use crate::scenarios::{Scenario, suite};

/// The workspace's lockfile, so the programs use the serde_json the simulator uses.
const LOCKFILE: &str = include_str!("../../../Cargo.lock");

/// How a recording is made.
#[derive(Debug, Clone)]
pub struct RecordOptions {
    pub quick: bool,
    /// Counted runs per scenario, after one warm-up run.
    pub runs: usize,
    pub work_dir: PathBuf,
    pub output: PathBuf,
}

/// Measurements of one quantity over the runs. In nanoseconds.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub samples: Vec<f64>,
    pub median: f64,
    pub mean: f64,
    pub stddev: f64,
    pub min: f64,
    pub max: f64,
}

impl Summary {
    pub fn of(samples: Vec<f64>) -> Summary {
        let mut sorted = samples.clone();
        sorted.sort_by(f64::total_cmp);
        let n = samples.len().max(1) as f64;
        let mean = samples.iter().sum::<f64>() / n;
        let variance = samples.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        Summary {
            median: median(&sorted),
            mean,
            stddev: variance.sqrt(),
            min: sorted.first().copied().unwrap_or(0.0),
            max: sorted.last().copied().unwrap_or(0.0),
            samples,
        }
    }

    /// As the document holds it: whole nanoseconds.
    fn to_stats(&self) -> schema::Stats {
        schema::Stats {
            median: self.median.round(),
            mean: self.mean.round(),
            stddev: self.stddev.round(),
            min: self.min.round(),
            max: self.max.round(),
            samples: self.samples.iter().map(|s| s.round()).collect(),
        }
    }
}

/// Data syscall counts: `read`, `write` (write and writev: the kernel's counter does not tell
/// them apart), `recvfrom`, `sendto`.
type Counts = BTreeMap<String, u64>;

fn simulated_counts(report: &RunReport) -> Counts {
    let mut counts = Counts::new();
    for (kind, tally) in report
        .totals
        .by_kind
        .iter()
        .filter(|(kind, _)| kind.moves_data())
    {
        let key = if kind.name() == "writev" {
            "write"
        } else {
            kind.name()
        };
        *counts.entry(key.to_string()).or_default() += tally.calls;
    }
    counts.retain(|_, calls| *calls > 0);
    counts
}

/// The real counts of a run: reads and writes from the kernel's own counters, less what the
/// loader and std's runtime do in every program (`baseline`); socket calls from `strace -c`.
fn real_counts(times: &RunTimes, baseline: &RunTimes, sockets: &Counts) -> Counts {
    let mut counts = Counts::new();
    counts.insert(
        "read".into(),
        times.read_calls.saturating_sub(baseline.read_calls),
    );
    counts.insert(
        "write".into(),
        times.write_calls.saturating_sub(baseline.write_calls),
    );
    counts.extend(sockets.iter().map(|(k, v)| (k.clone(), *v)));
    counts.retain(|_, calls| *calls > 0);
    counts
}

/// Socket calls of one run under `strace -c` (it only counts; it stops on socket calls alone).
fn socket_counts(binary: &Path, dir: &Path, scenario: &Scenario) -> Result<Counts> {
    let log = dir.join("strace-c.log");
    let mut command = Command::new("strace");
    command
        .args(["-qq", "-c", "-e", "trace=recvfrom,sendto", "-o"])
        .arg(&log)
        .arg(binary);
    let finished = start(command, dir, scenario)?.finish(Duration::from_secs(600))?;
    anyhow::ensure!(
        finished.status.success(),
        "{} under strace exited with {}",
        scenario.id,
        finished.status
    );
    let text = std::fs::read_to_string(&log).context("reading the strace summary")?;
    Ok(parse_strace_summary(&text))
}

/// The `calls` column of `strace -c` for recvfrom and sendto.
fn parse_strace_summary(text: &str) -> Counts {
    let mut counts = Counts::new();
    for line in text.lines() {
        // `% time  seconds  usecs/call  calls  [errors]  syscall`
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() >= 5
            && let Some(name) = fields
                .last()
                .filter(|name| matches!(**name, "recvfrom" | "sendto"))
            && let Ok(calls) = fields[3].parse::<u64>()
        {
            counts.insert((*name).to_string(), calls);
        }
    }
    counts
}

/// One scenario's results.
struct Measured {
    scenario: Scenario,
    simulated: Counts,
    real: Counts,
    features: Features,
    bytes: u64,
    wall: Summary,
    user: Summary,
    sys: Summary,
}

/// Records the suite, writes the JSON, and fails if a real count differs from the simulated one.
pub fn record(options: &RecordOptions) -> Result<()> {
    let started = Instant::now();
    let suite = suite(options.quick);
    let n = suite.len();
    eprintln!(
        "bufscope record: {n} scenarios, {} runs each after a warm-up{}",
        options.runs,
        if options.quick { " (quick)" } else { "" }
    );
    std::fs::create_dir_all(&options.work_dir)?;
    let lockfile = options.work_dir.join("Cargo.lock");
    std::fs::write(&lockfile, LOCKFILE)?;
    let mut programs = vec![(
        BASELINE.to_string(),
        bufscope_sim::export::export("let nothing = 0;")?.main_rs,
    )];
    programs.extend(
        suite
            .iter()
            .map(|s| {
                Ok((
                    program_name(&s.id),
                    bufscope_sim::export::export(&s.script)
                        .map_err(|e| anyhow::anyhow!("{}: {e}", s.id))?
                        .main_rs,
                ))
            })
            .collect::<Result<Vec<_>>>()?,
    );
    eprintln!(
        "building {n} programs ({})…",
        if options.quick { "debug" } else { "release" }
    );
    let bin_dir =
        crate::real_run::build_programs(&options.work_dir, &lockfile, &programs, !options.quick)
            .map_err(anyhow::Error::msg)?;
    let baseline = baseline_counts(&bin_dir, &options.work_dir)?;
    let mut measured = Vec::new();
    let mut mismatches = Vec::new();
    for (i, scenario) in suite.into_iter().enumerate() {
        eprintln!(
            "[{:>2}/{n}] {:<32} {:>6.1} s",
            i + 1,
            scenario.id,
            started.elapsed().as_secs_f64()
        );
        let binary = bin_dir.join(program_name(&scenario.id));
        let dir = run_dir(&options.work_dir, &scenario);
        prepare(&dir, &scenario)?;
        let limits = Limits {
            syscall_window: 0,
            ..Limits::default()
        };
        let report = run(&scenario.script, &scenario.environment(), limits)
            .map_err(|e| anyhow::anyhow!("{}: {e}", scenario.id))?;
        let simulated = simulated_counts(&report);
        let sockets = if scenario.peer.is_some() {
            socket_counts(&binary, &dir, &scenario)?
        } else {
            Counts::new()
        };
        // The warm-up run also gives the exact read and write counts.
        let warm_up = timed_run(&binary, &dir, &scenario)?;
        let real = real_counts(&warm_up, &baseline, &sockets);
        if scenario.deterministic && simulated != real {
            mismatches.push(format!(
                "{}: simulated {simulated:?}, real {real:?}",
                scenario.id
            ));
        }
        let runs: Vec<RunTimes> = (0..options.runs)
            .map(|_| timed_run(&binary, &dir, &scenario))
            .collect::<Result<_>>()?;
        let _ = std::fs::remove_dir_all(&dir);
        measured.push(Measured {
            features: Features::of(&report),
            bytes: report
                .totals
                .by_kind
                .iter()
                .filter(|(k, _)| k.moves_data())
                .map(|(_, t)| t.bytes)
                .sum(),
            wall: Summary::of(runs.iter().map(|r| r.wall_ns).collect()),
            user: Summary::of(runs.iter().map(|r| r.user_ns).collect()),
            sys: Summary::of(runs.iter().map(|r| r.sys_ns).collect()),
            simulated,
            real,
            scenario,
        });
    }
    let observations: Vec<Observation> = measured
        .iter()
        .map(|m| Observation {
            id: m.scenario.id.clone(),
            features: m.features.clone(),
            user_ns: m.user.median,
            sys_ns: m.sys.median,
            wall_ns: m.wall.median,
        })
        .collect();
    let calibration = calibrate("this machine (fitted)", &observations);
    let document = document(options, &measured, &calibration, started.elapsed());
    if let Some(parent) = options.output.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(&options.output, document_text(&document)?)?;
    eprintln!(
        "wrote {} in {:.1} s; held-out wall-time error: median {:.1}%, worst {:.1}%",
        options.output.display(),
        started.elapsed().as_secs_f64(),
        calibration.median_error * 100.0,
        calibration.worst_error * 100.0
    );
    if !mismatches.is_empty() {
        bail!(
            "real syscall counts differ from the simulated ones:\n{}",
            mismatches.join("\n")
        );
    }
    eprintln!("cross-check: every deterministic scenario made exactly the simulated syscalls");
    Ok(())
}

/// The program with no I/O of its own: what every program reads and writes before main.
const BASELINE: &str = "baseline";

fn baseline_counts(bin_dir: &Path, work: &Path) -> Result<RunTimes> {
    let scenario = Scenario {
        id: BASELINE.into(),
        title: "no I/O".into(),
        claim: "",
        script: String::new(),
        sink: crate::scenarios::Sink::Null,
        files: Vec::new(),
        peer: None,
        deterministic: true,
    };
    let dir = run_dir(work, &scenario);
    prepare(&dir, &scenario)?;
    let first = timed_run(&bin_dir.join(BASELINE), &dir, &scenario)?;
    let second = timed_run(&bin_dir.join(BASELINE), &dir, &scenario)?;
    anyhow::ensure!(
        (first.read_calls, first.write_calls) == (second.read_calls, second.write_calls),
        "the baseline program's read/write counts vary between runs"
    );
    Ok(first)
}

fn program_name(id: &str) -> String {
    id.replace('-', "_")
}

fn read_trimmed(path: &str) -> String {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .trim()
        .to_string()
}

fn command_output(program: &str, args: &[&str]) -> String {
    Command::new(program)
        .args(args)
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// What machine this is: CPU model, cores, kernel, rustc, date, and the file system of /tmp.
pub fn machine() -> schema::Machine {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .unwrap_or_default()
        .lines()
        .find_map(|line| {
            line.strip_prefix("model name")
                .map(|rest| rest.trim_start_matches([' ', '\t', ':']).to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    schema::Machine {
        id: machine_id(&cpu, cores),
        cpu_model: cpu,
        cores: u32::try_from(cores).unwrap_or(u32::MAX),
        kernel: read_trimmed("/proc/sys/kernel/osrelease"),
        rustc: command_output("rustc", &["--version"]),
        date: command_output("date", &["-u", "+%Y-%m-%dT%H:%M:%SZ"]),
        tmp_filesystem: command_output(
            "stat",
            &["-f", "-c", "%T", &std::env::temp_dir().to_string_lossy()],
        ),
    }
}

/// A file-name-safe identifier: the CPU model and core count, e.g. `intel-xeon-processor-2c`.
pub fn machine_id(cpu: &str, cores: usize) -> String {
    let slug: String = cpu
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|part| !part.is_empty() && !matches!(*part, "r" | "tm" | "cpu" | "with"))
        .collect::<Vec<_>>()
        .join("-");
    format!("{slug}-{cores}c")
}

fn model_of(model: &CostModel) -> schema::Model {
    let parameters = Param::all()
        .into_iter()
        .map(|param| {
            let parameter = schema::Parameter {
                value: model.price(param),
                unit: param.unit().to_string(),
                time: format!("{:?}", param.time_kind()).to_lowercase(),
                explanation: param.explanation(),
            };
            (param.id(), parameter)
        })
        .collect();
    schema::Model {
        name: model.name.clone(),
        parameters,
    }
}

fn document(
    options: &RecordOptions,
    measured: &[Measured],
    calibration: &Calibration,
    took: Duration,
) -> schema::Document {
    let scenarios = measured
        .iter()
        .map(|m| schema::Scenario {
            id: m.scenario.id.clone(),
            title: m.scenario.title.clone(),
            claim: m.scenario.claim.to_string(),
            script: m.scenario.script.clone(),
            sink: m.scenario.sink.name().to_string(),
            deterministic: m.scenario.deterministic,
            runs: u32::try_from(m.wall.samples.len()).unwrap_or(u32::MAX),
            wall_ns: m.wall.to_stats(),
            user_ns: m.user.to_stats(),
            sys_ns: m.sys.to_stats(),
            syscalls: m.real.clone(),
            simulated_syscalls: m.simulated.clone(),
            bytes: m.bytes,
            features: m
                .features
                .values
                .iter()
                .map(|(p, v)| (p.id(), *v))
                .collect(),
            predicted: predicted(calibration, &m.scenario.id, &m.features, m.wall.median),
        })
        .collect();
    schema::Document {
        schema: schema::SCHEMA.to_string(),
        quick: options.quick,
        machine: machine(),
        recording_seconds: took.as_secs_f64().round(),
        scenarios,
        calibration: calibration_of(calibration),
    }
}

/// The document as the file holds it: members sorted (through `serde_json::Value`), indented,
/// with a final newline.
fn document_text(document: &schema::Document) -> Result<String> {
    Ok(serde_json::to_string_pretty(&serde_json::to_value(document)?)? + "\n")
}

/// The fitted model's prediction for one scenario, and its error when held out.
fn predicted(
    calibration: &Calibration,
    id: &str,
    features: &Features,
    measured_wall_ns: f64,
) -> schema::Predicted {
    let predicted = calibration.model.cost(features);
    let held_out = calibration.held_out.iter().find(|p| p.id == id);
    schema::Predicted {
        wall_ns: predicted.wall_ns().round(),
        user_ns: predicted.user_ns.round(),
        sys_ns: predicted.sys_ns.round(),
        wait_ns: predicted.wait_ns.round(),
        relative_error: (predicted.wall_ns() - measured_wall_ns).abs() / measured_wall_ns.max(1.0),
        held_out_wall_ns: held_out.map(|p| p.predicted_wall_ns.round()),
        held_out_relative_error: held_out.map(|p| p.relative_error),
    }
}

fn calibration_of(calibration: &Calibration) -> schema::Calibration {
    schema::Calibration {
        method: "non-negative least squares of every price against the median wall time, rows weighted by 1/wall; fitted on `fitted_on`, errors on `held_out` (of the scenarios that are no price's main evidence, every other one)".into(),
        model: model_of(&calibration.model),
        fitted_on: calibration.fitted_on.clone(),
        held_out: calibration
            .held_out
            .iter()
            .map(|p| schema::HeldOut {
                id: p.id.clone(),
                measured_wall_ns: p.measured_wall_ns.round(),
                predicted_wall_ns: p.predicted_wall_ns.round(),
                relative_error: p.relative_error,
            })
            .collect(),
        median_error: calibration.median_error,
        worst_error: calibration.worst_error,
    }
}

/// Refits the calibration of a recorded file from its own measurements and features, and
/// rewrites the file: how a dataset is re-fitted after the model changes.
pub fn recalibrate(path: &Path) -> Result<()> {
    let mut document: schema::Document = serde_json::from_str(&std::fs::read_to_string(path)?)
        .with_context(|| format!("reading {}", path.display()))?;
    let observations: Vec<Observation> = document
        .scenarios
        .iter()
        .map(|s| Observation {
            id: s.id.clone(),
            features: bufscope_sim::cost::reference::features(&s.features),
            user_ns: s.user_ns.median,
            sys_ns: s.sys_ns.median,
            wall_ns: s.wall_ns.median,
        })
        .collect();
    let calibration = calibrate("this machine (fitted)", &observations);
    for (scenario, observation) in document.scenarios.iter_mut().zip(&observations) {
        scenario.predicted = predicted(
            &calibration,
            &observation.id,
            &observation.features,
            observation.wall_ns,
        );
    }
    document.calibration = calibration_of(&calibration);
    std::fs::write(path, document_text(&document)?)?;
    eprintln!(
        "refitted {}: held-out wall-time error median {:.1}%, worst {:.1}%",
        path.display(),
        calibration.median_error * 100.0,
        calibration.worst_error * 100.0
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_have_the_usual_statistics() {
        let summary = Summary::of(vec![3.0, 1.0, 2.0, 10.0]);
        assert_eq!(
            (summary.median, summary.mean, summary.min, summary.max),
            (2.5, 4.0, 1.0, 10.0)
        );
        assert!((summary.stddev - 4.0826).abs() < 1e-3, "{}", summary.stddev);
    }

    #[test]
    fn strace_summaries_give_socket_call_counts() {
        let text = "% time     seconds  usecs/call     calls    errors syscall\n------ ----------- ----------- --------- --------- ----------------\n 99.10    0.041000          10      4001           recvfrom\n  0.90    0.000400          40        10         2 sendto\n------ ----------- ----------- --------- --------- ----------------\n100.00    0.041400          10      4011         2 total\n";
        let counts = parse_strace_summary(text);
        assert_eq!(
            counts,
            Counts::from([("recvfrom".to_string(), 4001), ("sendto".to_string(), 10)])
        );
    }

    #[test]
    fn the_committed_reference_is_a_recording_of_the_current_suite() {
        let committed: schema::Document = serde_json::from_str(include_str!(
            "../../../public/reference/intel-xeon-processor-2c.json"
        ))
        .expect("the schema");
        let recorded: Vec<(&str, &str)> = committed
            .scenarios
            .iter()
            .map(|s| (s.id.as_str(), s.script.as_str()))
            .collect();
        let suite = suite(false);
        let current: Vec<(&str, &str)> = suite
            .iter()
            .map(|s| (s.id.as_str(), s.script.as_str()))
            .collect();
        assert_eq!(
            recorded, current,
            "re-record with `bufscope record` after changing the suite"
        );
        assert!(!committed.quick);
    }

    #[test]
    fn machine_ids_are_file_name_safe() {
        assert_eq!(
            machine_id("Intel(R) Xeon(R) Processor", 2),
            "intel-xeon-processor-2c"
        );
        assert_eq!(
            machine_id("AMD EPYC 7B13 64-Core Processor", 8),
            "amd-epyc-7b13-64-core-processor-8c"
        );
    }
}
