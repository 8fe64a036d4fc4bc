//! The course between the page and the worker: a lesson's body (its prose, widgets and
//! exercises) or single exercises for an assignment, and the verdict on an answer.
//!
//! The worker holds the lesson bodies (see `build.rs`); the page holds only the index of the
//! course. No exercise's answer travels to the page before the learner has answered.

use bufscope_sim::kernel::StreamTarget;
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

/// A lesson's content, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonBody {
    pub segments: Vec<SegmentView>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SegmentView {
    /// Prose, rendered from Markdown at build time.
    Html(String),
    Widget(WidgetView),
    Exercise(ExerciseView),
}

/// A live playground preset in a lesson.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WidgetView {
    pub title: Option<String>,
    pub script: ScriptView,
}

/// A script and where its settings send stdout and stderr.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptView {
    /// Names one of several scripts an exercise compares.
    pub label: Option<String>,
    /// Its `// bufscope:` settings lines included.
    pub script: String,
    pub stdout: StreamTarget,
    pub stderr: StreamTarget,
}

/// A predict exercise, without its answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExerciseView {
    pub id: String,
    pub question: String,
    pub kind: ExerciseKind,
    /// For a choice: the options, in the order shown.
    pub options: Vec<String>,
    pub scripts: Vec<ScriptView>,
}

/// How an exercise is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExerciseKind {
    Number,
    Choice,
    Text,
    /// The options (syscalls) put in order; the answer is one a line.
    Order,
    /// The script edited until the exercise's goal holds; the answer is the script.
    Fix,
}
