//! Scenarios that do the same work different ways, grouped for the strategies chart.
//!
//! Groups are by id prefix, so a reader's own recording of the same suite groups the same way.

use crate::charts::data::{Spread, Strategies, StrategyBar};

use super::document::{Reference, Scenario};

/// A family of scenarios compared on one chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StrategyGroup {
    pub title: &'static str,
    /// A scenario belongs to the group when its id starts with one of these.
    pub prefixes: &'static [&'static str],
    /// Cut from the front of ids to make bar labels.
    pub common_prefix: &'static str,
}

/// The families of the reference suite (`crates/cli/src/scenarios.rs`).
pub const STRATEGY_GROUPS: &[StrategyGroup] = &[
    StrategyGroup {
        title: "println! × 1M: line-buffered stdout or a BufWriter, by sink",
        prefixes: &["println-"],
        common_prefix: "println-",
    },
    StrategyGroup {
        title: "stdout and stderr on a terminal: raw, line or block buffered",
        prefixes: &["stdout-", "stderr-"],
        common_prefix: "",
    },
    StrategyGroup {
        title: "TUI frames, by BufWriter capacity",
        prefixes: &["tui-frames-"],
        common_prefix: "tui-frames-",
    },
    StrategyGroup {
        title: "BufWriter<File>: flush once or after every line",
        prefixes: &["bufwriter-"],
        common_prefix: "bufwriter-",
    },
    StrategyGroup {
        title: "Reading: raw or through a BufReader",
        prefixes: &["serde-from-reader-", "tcp-1-byte-reads-", "large-reads-"],
        common_prefix: "",
    },
    StrategyGroup {
        title: "Many small files: a BufReader each or read_to_string",
        prefixes: &["many-streams-"],
        common_prefix: "many-streams-",
    },
    StrategyGroup {
        title: "In-memory writers",
        prefixes: &["memory-"],
        common_prefix: "memory-",
    },
];

impl StrategyGroup {
    /// The group's scenarios in `reference`, in file order.
    pub fn members<'r>(&self, reference: &'r Reference) -> Vec<&'r Scenario> {
        reference
            .scenarios
            .iter()
            .filter(|s| self.prefixes.iter().any(|prefix| s.id.starts_with(prefix)))
            .collect()
    }

    /// A bar's label: the id without the group's prefix, with the sink it ends in as `→ sink`,
    /// words apart: `line → file`, `serde from reader raw`.
    pub fn label(&self, scenario: &Scenario) -> String {
        let id = scenario
            .id
            .strip_prefix(self.common_prefix)
            .unwrap_or(&scenario.id);
        let sink_suffix = format!("-{}", scenario.sink);
        let words = |part: &str| part.replace('-', " ");
        match id.strip_suffix(&sink_suffix) {
            Some(rest) if !rest.is_empty() => {
                format!("{} → {}", words(rest), scenario.sink)
            }
            _ => words(id),
        }
    }

    /// The group's chart data: each scenario simulated under the reference's fitted model and
    /// as measured.
    pub fn strategies(&self, reference: &Reference) -> Strategies {
        self.strategies_priced(reference, &reference.calibration.model)
    }

    /// The group's chart data with the simulated times priced by `model` (a learner's prices).
    pub fn strategies_priced(
        &self,
        reference: &Reference,
        model: &bufscope_sim::cost::CostModel,
    ) -> Strategies {
        Strategies {
            subject: self.title.to_string(),
            bars: self
                .members(reference)
                .into_iter()
                .map(|scenario| StrategyBar {
                    label: self.label(scenario),
                    simulated_ns: scenario.simulated(model).wall_ns(),
                    measured: Some(Spread {
                        median_ns: scenario.wall_ns.median,
                        min_ns: scenario.wall_ns.min,
                        max_ns: scenario.wall_ns.max,
                        runs: scenario.runs,
                    }),
                })
                .collect(),
            machine: reference.machine.summary(),
        }
    }
}

/// The groups with at least one scenario in `reference`.
pub fn groups_in(reference: &Reference) -> Vec<StrategyGroup> {
    STRATEGY_GROUPS
        .iter()
        .filter(|group| !group.members(reference).is_empty())
        .copied()
        .collect()
}
