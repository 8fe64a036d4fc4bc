//! A long run as it goes: how far it is, the page's time budget (its runaway guard) and the
//! offer to keep going past it.
//!
//! The worker cannot be interrupted mid-run and keep its state, so the budget is enforced in
//! the worker ([`Watch::time_budget_ms`]), which ends the run there with what ran. A Stop
//! terminates the worker at once and runs the script again up to the steps its last progress
//! reported ([`Watch::stop_at_steps`]): runs are deterministic, so that is the run as it was.

use crate::playground::syscall_log::thousands;
use crate::protocol::{RunProgress, Watch};

/// How long a run may take before bufscope stops it. In milliseconds.
pub const TIME_BUDGET_MS: u32 = 10_000;

/// How long a run may take once the learner chose to keep going. In milliseconds.
pub const KEEP_GOING_MS: u32 = 60_000;

/// A Run: stopped by the page's time budget.
pub fn first_watch() -> Watch {
    Watch {
        time_budget_ms: Some(TIME_BUDGET_MS),
        stop_at_steps: None,
    }
}

/// After "keep going": a longer budget.
pub fn keep_going_watch() -> Watch {
    Watch {
        time_budget_ms: Some(KEEP_GOING_MS),
        stop_at_steps: None,
    }
}

/// After Stop: the run stopped (`watch`) again, up to where its last progress was.
pub fn replay_watch(watch: Watch, last: Option<RunProgress>) -> Watch {
    Watch {
        stop_at_steps: Some(last.map_or(0, |progress| progress.steps)),
        ..watch
    }
}

/// What the status line says while a run goes on.
pub fn running_text(progress: Option<RunProgress>) -> String {
    match progress {
        None => String::new(),
        Some(p) => format!(
            "{} operations · {} syscalls · {:.1} s",
            thousands(p.operations),
            thousands(p.syscalls),
            f64::from(p.elapsed_ms) / 1000.0
        ),
    }
}

/// What the status line says while a stopped run is run again up to where it was.
pub fn stopping_text(progress: Option<RunProgress>) -> String {
    match progress {
        None => "keeping what ran".into(),
        Some(p) => format!(
            "keeping what ran: the first {} operations",
            thousands(p.operations)
        ),
    }
}

/// What the one button beside Run offers: Stop (keeping what ran) while a run goes on, Keep
/// going (for up to [`KEEP_GOING_MS`]) after the time budget stopped one. (One button, not two: each element a view adds costs the page's wasm.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunAction {
    Stop,
    KeepGoing,
}

impl RunAction {
    pub fn label(self) -> &'static str {
        match self {
            RunAction::Stop => "Stop",
            RunAction::KeepGoing => "Keep going",
        }
    }

    /// What the tests find it by.
    pub fn test_id(self) -> &'static str {
        match self {
            RunAction::Stop => "stop",
            RunAction::KeepGoing => "keep-going",
        }
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn the_status_line_gives_operations_syscalls_and_seconds() {
        let progress = RunProgress {
            steps: 9_000_000,
            operations: 412_000,
            syscalls: 411_998,
            elapsed_ms: 3_250,
        };
        assert_eq!(
            running_text(Some(progress)),
            "412,000 operations · 411,998 syscalls · 3.2 s"
        );
        assert_eq!(running_text(None), "");
        assert_eq!(
            stopping_text(Some(progress)),
            "keeping what ran: the first 412,000 operations"
        );
    }

    #[test]
    fn a_stop_replays_up_to_the_last_progress_and_no_further() {
        let progress = RunProgress {
            steps: 9_000_000,
            ..RunProgress::default()
        };
        assert_eq!(
            replay_watch(first_watch(), Some(progress)),
            Watch {
                time_budget_ms: Some(TIME_BUDGET_MS),
                stop_at_steps: Some(9_000_000)
            }
        );
        assert_eq!(
            replay_watch(keep_going_watch(), None).stop_at_steps,
            Some(0)
        );
    }
}
