//! Answers worked out when the site was built: what a fresh page asks its worker first about an
//! example or a lesson, answered by the worker's own code (`src/bin/first_answers.rs`), so the
//! example's trace or the lesson shows as soon as the page runs, before the worker's 800–900 KB
//! have arrived.
//!
//! One file per example (and another for its `/charts`) and per lesson. A request is answered from it only when its job is byte
//! for byte one the file holds: any other script, setting or upload goes to the worker.

use bufscope_sim::cost::CostModel;
use serde::{Deserialize, Serialize};

/// Where a page finds the answers ahead for the example `id`.
pub fn answers_path(id: &str) -> String {
    format!("/answers/{id}.bin")
}

/// Where `/charts` finds the answers ahead for the example `id`.
pub fn charts_answers_path(id: &str) -> String {
    format!("/answers/charts/{id}.bin")
}

/// Where a page finds the answers ahead for the lesson `slug`.
pub fn lesson_answers_path(slug: &str) -> String {
    format!("/answers/lessons/{slug}.bin")
}

/// The answers ahead for one example or lesson.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct AnswersAhead {
    /// What the worker's `Ready` says: the cost-model presets (the first is the default).
    pub presets: Vec<CostModel>,
    /// `(job, reply)`, each encoded as the worker's messages are: the job as it follows a
    /// request's id, the reply as it follows a response's.
    pub answers: Vec<(Vec<u8>, Vec<u8>)>,
}
