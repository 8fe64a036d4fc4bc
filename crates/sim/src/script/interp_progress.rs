//! A run watched as it goes: the worker shows how far a long run has come and stops it when the
//! page's time budget is spent or the learner stopped it.
//!
//! The interpreter calls the hook every [`ProgressHook::every_steps`] steps (a deterministic
//! point of the run, so a run stopped at a step count stops at the same place when run again).
//! The hook's `Err` ends the run as the step budget does: a located "stopped by bufscope: …"
//! naming the innermost running loop, with what ran so far kept in the report.

use super::error::ScriptError;
use super::interpreter::{Flow, Interpreter};
use crate::trace::Span;

/// How far a run has come.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Progress {
    /// Steps counted toward the step budget (see `interp_budget`).
    pub steps: u64,
    /// std operations made (each `println!`, `write`, `flush`…).
    pub operations: u64,
    /// Syscalls made.
    pub syscalls: u64,
}

/// Told how far the run is; `Err(message)` stops the run there.
pub type ReportProgress<'h> = Box<dyn FnMut(&Progress) -> Result<(), String> + 'h>;

/// What the run's owner is told as the run goes.
pub struct ProgressHook<'h> {
    /// Steps between two calls of `report`.
    pub every_steps: u64,
    pub report: ReportProgress<'h>,
}

impl std::fmt::Debug for ProgressHook<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProgressHook")
            .field("every_steps", &self.every_steps)
            .finish()
    }
}

impl Interpreter<'_> {
    /// Tells the hook how far the run is (called by `charge` once `steps` reaches
    /// `next_progress`); its refusal stops the run at the innermost loop, or at `span`.
    pub(super) fn report_progress(&mut self, span: Span) -> Result<(), Flow> {
        let Some(hook) = self.progress.as_mut() else {
            self.next_progress = u64::MAX;
            return Ok(());
        };
        self.next_progress = self.steps.saturating_add(hook.every_steps.max(1));
        let progress = Progress {
            steps: self.steps,
            operations: self.op_count,
            syscalls: self.kernel.borrow().log.pushed(),
        };
        (hook.report)(&progress).map_err(|message| {
            let (at, place) = match self.loop_spans.last() {
                Some(&loop_span) => (loop_span, " in this loop"),
                None => (span, ""),
            };
            Flow::Fatal(ScriptError::new(at, format!("{message}{place}")))
        })
    }
}
