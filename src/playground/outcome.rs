//! What a playground's last finished run produced.

use std::sync::Arc;

use crate::protocol::{Rejection, RunView};

/// What the last finished run produced.
#[derive(Debug, Clone)]
pub enum Outcome {
    /// Shared, not copied: a run's view can be megabytes, and the stepper, the log, the
    /// summary, the charts and Compare all read it. `Arc`, not `Rc`: Leptos' default signals
    /// hold `Send + Sync` values, and on wasm32 without threads an `Arc`'s count is a plain
    /// integer, so it costs what an `Rc` would.
    Ran(Arc<RunView>),
    Rejected(Rejection),
}

/// Two outcomes are the same when they are the same run (or the same rejection): comparing two
/// runs field by field would walk every row.
impl PartialEq for Outcome {
    fn eq(&self, other: &Outcome) -> bool {
        match (self, other) {
            (Outcome::Ran(a), Outcome::Ran(b)) => Arc::ptr_eq(a, b),
            (Outcome::Rejected(a), Outcome::Rejected(b)) => a == b,
            _ => false,
        }
    }
}

impl Outcome {
    /// The run, when the script ran.
    pub fn ran(&self) -> Option<&Arc<RunView>> {
        match self {
            Outcome::Ran(run) => Some(run),
            Outcome::Rejected(_) => None,
        }
    }

    /// The outcome of a run's reply.
    pub fn of(result: Result<Box<RunView>, Rejection>) -> Outcome {
        match result {
            Ok(view) => Outcome::Ran(Arc::from(view)),
            Err(rejection) => Outcome::Rejected(rejection),
        }
    }
}
