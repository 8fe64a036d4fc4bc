//! `bufscope record`: the reference suite as real compiled programs, measured on this machine,
//! cross-checked against the simulator, and fitted into a cost model.

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Result, bail};
use bufscope_sim::cost::Features;
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;

use crate::calibrate::{Observation, calibrate};
use crate::real_sink::{RunTimes, prepare, run_dir, timed_run};
use crate::scenarios::{Scenario, suite};

mod document;
mod machine;
mod recalibrate;
mod statistics;
mod syscall_counts;
use document::{document, document_text};
pub use machine::machine;
pub use recalibrate::recalibrate;
use statistics::Summary;
use syscall_counts::{Counts, real_counts, simulated_counts, socket_counts};

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

/// One scenario's results.
pub(super) struct Measured {
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
pub(super) const BASELINE: &str = "baseline";

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

#[cfg(test)]
mod tests {
    use super::*;
    use bufscope_reference as schema;

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
}
