//! A reference document as Rust values: the machine, each scenario's measurements and
//! features, and the cost model fitted to them.

use std::collections::BTreeMap;

use bufscope_sim::cost::{Cost, CostModel, Features};

/// As the document holds them.
pub use bufscope_reference::{Machine, Stats};

/// The schema name and version this app reads.
pub use bufscope_reference::SCHEMA;

/// Where the site serves the reference committed in `public/reference/`.
pub const COMMITTED_URL: &str = "/reference/intel-xeon-processor-2c.json";

/// The largest document accepted, in bytes (5 MB). A full recording is about 115 kB; the limit
/// keeps a wrong file (a video, a log) from freezing the page while it is parsed.
pub const MAX_BYTES: usize = 5_000_000;

/// One recording: a machine, the scenarios measured on it, and the model fitted to them.
#[derive(Debug, Clone, PartialEq)]
pub struct Reference {
    /// Whether this was a `--quick` recording (small sizes, debug builds): a check, not data.
    pub quick: bool,
    pub machine: Machine,
    pub scenarios: Vec<Scenario>,
    pub calibration: Calibration,
}

/// The cost model fitted to a recording, and how well it predicts scenarios it was not fitted on.
#[derive(Debug, Clone, PartialEq)]
pub struct Calibration {
    pub model: CostModel,
    /// Ids of the scenarios the fit used.
    pub fitted_on: Vec<String>,
    pub held_out: Vec<HeldOut>,
    /// The median relative error of the wall time predicted for the held-out scenarios.
    pub median_error: f64,
    /// The largest of those errors.
    pub worst_error: f64,
}

/// A scenario left out of the fit, and the fit's prediction for it.
#[derive(Debug, Clone, PartialEq)]
pub struct HeldOut {
    pub id: String,
    /// In nanoseconds.
    pub measured_wall_ns: f64,
    /// In nanoseconds.
    pub predicted_wall_ns: f64,
    /// `|predicted − measured| / measured`.
    pub relative_error: f64,
}

/// One scenario of the reference suite as measured: a real program run several times.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    /// `println-line-file`.
    pub id: String,
    pub title: String,
    /// What the scenario demonstrates.
    pub claim: String,
    /// Where the program's output went: `file`, `tmpfs`, `null`, `pipe`, `pty`.
    pub sink: String,
    /// The script the program was exported from.
    pub script: String,
    /// Whether its syscall counts are the same on every run (and equal the simulated ones).
    pub deterministic: bool,
    /// Counted runs, after one warm-up.
    pub runs: u32,
    /// Data syscalls counted on the real program, by name (`read`, `write`, `recvfrom`…).
    pub syscalls: BTreeMap<String, u64>,
    /// The same counts in the simulation.
    pub simulated_syscalls: BTreeMap<String, u64>,
    /// What the simulated run did, in the units the cost model prices.
    pub features: Features,
    pub wall_ns: Stats,
    pub user_ns: Stats,
    pub sys_ns: Stats,
}

impl Scenario {
    /// The simulated time of this scenario's run under `model`.
    pub fn simulated(&self, model: &CostModel) -> Cost {
        model.cost(&self.features)
    }

    /// `(simulated − measured) / measured` wall time: positive when the model is too slow.
    pub fn relative_error(&self, model: &CostModel) -> f64 {
        (self.simulated(model).wall_ns() - self.wall_ns.median) / self.wall_ns.median.max(1.0)
    }
}

impl Scenario {
    /// The playground's query (`script`, `stdout`, `stderr`) that runs this scenario's program
    /// as it was recorded, or `None` when the playground cannot: programs that read prepared
    /// input files or a TCP peer (the document does not carry them), and the tmpfs sink.
    pub fn playground_query(&self) -> Option<Vec<(String, String)>> {
        let keys = self.simulated_syscalls.keys().map(String::as_str);
        let target = bufscope_reference::playground_sink(&self.sink, keys)?;
        let mut query = vec![
            ("v".to_string(), "1".to_string()),
            ("script".to_string(), self.script.clone()),
        ];
        // The terminal is the playground's default for both streams.
        if target != "terminal" {
            query.push(("stdout".into(), target.into()));
            query.push(("stderr".into(), target.into()));
        }
        Some(query)
    }
}

impl Reference {
    pub fn scenario(&self, id: &str) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.id == id)
    }
}
