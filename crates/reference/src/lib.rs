//! `bufscope-reference/1`, the file `bufscope record` writes (`crates/cli/src/record.rs`), the
//! simulator reads its fitted cost model from (`bufscope_sim::cost::reference`), and the app
//! shows (`src/reference/`): one machine, the reference suite measured on it, each scenario's
//! exact features, and the cost model fitted to them.
//!
//! Plain serde types, written once. Times are in nanoseconds, rounded to whole ones when
//! measured; errors are relative (0.1 is 10 %).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The schema name and version, the document's `schema`.
pub const SCHEMA: &str = "bufscope-reference/1";

/// One recording.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Document {
    /// [`SCHEMA`].
    pub schema: String,
    /// A `--quick` recording (small sizes, debug builds): a check, not data.
    pub quick: bool,
    pub machine: Machine,
    /// How long the recording took. In seconds.
    pub recording_seconds: f64,
    pub scenarios: Vec<Scenario>,
    pub calibration: Calibration,
}

/// The machine a recording was made on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Machine {
    /// File-name-safe: `intel-xeon-processor-2c`.
    pub id: String,
    pub cpu_model: String,
    pub cores: u32,
    /// `uname -r`.
    pub kernel: String,
    /// `rustc --version`.
    pub rustc: String,
    /// When, in UTC (`2026-11-21T10:00:00Z`).
    pub date: String,
    /// The file system of the temporary directory (`tmpfs`, `overlayfs`…).
    pub tmp_filesystem: String,
}

impl Machine {
    /// `Intel(R) Xeon(R) Processor, 2 cores`: how charts and captions name the machine.
    pub fn summary(&self) -> String {
        let cores = if self.cores == 1 { "core" } else { "cores" };
        format!("{}, {} {cores}", self.cpu_model, self.cores)
    }
}

/// The playground's name for where a scenario's output went (`file`, `null`, `pipe`, or
/// `terminal` for a pty), when the playground can rerun its program as recorded: one that only
/// writes (a document carries no input files or TCP peer) to a sink the playground has (not
/// tmpfs). `syscalls` are the scenario's simulated syscall names.
pub fn playground_sink<'a>(
    sink: &str,
    mut syscalls: impl Iterator<Item = &'a str>,
) -> Option<&'static str> {
    let target = match sink {
        "file" => "file",
        "null" => "null",
        "pipe" => "pipe",
        "pty" => "terminal",
        _ => return None,
    };
    syscalls
        .all(|name| name == "write" || name == "writev")
        .then_some(target)
}

/// One scenario of the suite: a script, compiled and run for real, and simulated.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Scenario {
    pub id: String,
    pub title: String,
    /// What it shows.
    pub claim: String,
    pub script: String,
    /// Where its output went (`file`, `tmpfs`, `null`, `pipe`, `pty`…).
    pub sink: String,
    /// Whether the real syscall counts are the same on every run (and so must equal the
    /// simulated ones).
    pub deterministic: bool,
    /// Counted runs (after one warm-up).
    pub runs: u32,
    pub wall_ns: Stats,
    pub user_ns: Stats,
    pub sys_ns: Stats,
    /// Data syscalls the real program made, by name (`write` counts `writev` too).
    pub syscalls: BTreeMap<String, u64>,
    /// The same, as the simulator counted them.
    pub simulated_syscalls: BTreeMap<String, u64>,
    /// Bytes the program moved. In bytes.
    pub bytes: u64,
    /// The run's exact features, by cost parameter id (`syscall.file`).
    pub features: BTreeMap<String, f64>,
    pub predicted: Predicted,
}

/// Measurements of one quantity over the runs. In nanoseconds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    pub median: f64,
    pub mean: f64,
    pub stddev: f64,
    pub min: f64,
    pub max: f64,
    /// One per run, in the order measured.
    pub samples: Vec<f64>,
}

/// What the fitted model predicts for a scenario. In nanoseconds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Predicted {
    pub wall_ns: f64,
    pub user_ns: f64,
    pub sys_ns: f64,
    pub wait_ns: f64,
    /// Against the measured median wall time.
    pub relative_error: f64,
    /// When the scenario was held out of the fit: the prediction of the model fitted without it.
    pub held_out_wall_ns: Option<f64>,
    pub held_out_relative_error: Option<f64>,
}

/// The cost model fitted to the recording.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Calibration {
    /// How it was fitted, in words.
    pub method: String,
    pub model: Model,
    /// The scenarios the model was fitted on, by id.
    pub fitted_on: Vec<String>,
    pub held_out: Vec<HeldOut>,
    pub median_error: f64,
    pub worst_error: f64,
}

/// A cost model: a name and a price for each parameter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model {
    pub name: String,
    /// By parameter id (`syscall.file`, `copy_byte`).
    pub parameters: BTreeMap<String, Parameter>,
}

/// One price, with what it prices.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Parameter {
    /// In [`Parameter::unit`].
    pub value: f64,
    /// `ns per call`, `ns per byte`…
    pub unit: String,
    /// Where the time goes: `user`, `sys` or `wait`.
    pub time: String,
    pub explanation: String,
}

/// A scenario left out of the fit, and how well the model predicts it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HeldOut {
    pub id: String,
    pub measured_wall_ns: f64,
    pub predicted_wall_ns: f64,
    pub relative_error: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    const COMMITTED: &str = include_str!("../../../public/reference/intel-xeon-processor-2c.json");

    /// The committed file reads into these types and writes back member for member: the types
    /// hold every member the recorder wrote, with its type.
    #[test]
    fn the_committed_reference_round_trips() {
        let document: Document = serde_json::from_str(COMMITTED).expect("the schema");
        assert_eq!(document.schema, SCHEMA);
        let read: serde_json::Value = serde_json::from_str(COMMITTED).expect("JSON");
        assert_eq!(serde_json::to_value(&document).expect("a value"), read);
    }
}
