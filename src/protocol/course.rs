//! Checking a predict exercise: the page sends the learner's answer, the worker computes the
//! correct one with the simulator and replies with the verdict.

use serde::{Deserialize, Serialize};

/// The verdict on one answer, with what the page shows after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checked {
    pub correct: bool,
    /// The correct answer, as the learner is shown it.
    pub expected: String,
    /// One sentence on why, from the lesson.
    pub explain: String,
}
