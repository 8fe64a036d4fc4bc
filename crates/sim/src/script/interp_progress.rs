//! A run watched as it goes: the worker shows how far a long run has come and stops it when the
//! page's time budget is spent or the learner stopped it.
//!
//! The interpreter calls the hook every [`ProgressHook::every_steps`] steps (a deterministic
//! point of the run, so a run stopped at a step count stops at the same place when run again).
//! The hook's `Err` ends the run as the step budget does: a located "stopped by bufscope: …"
//! naming the innermost running loop, with what ran so far kept in the report.

use super::error::ScriptError;
use super::interpreter::{Flow, Interpreter, stopped};
use super::progress_hook::Progress;
use crate::trace::Span;

impl Interpreter<'_> {
    /// Tells the hook how far the run is (called by `charge` once `steps` reaches
    /// `next_progress`); its refusal stops the run at the innermost loop, or at `span`.
    pub(super) fn report_progress(&mut self, span: Span) -> Result<(), Flow> {
        let Some(hook) = self.progress.as_mut() else {
            self.set_next_progress(u64::MAX);
            return Ok(());
        };
        self.next_progress = self.steps.saturating_add(hook.every_steps.max(1));
        self.next_mark = super::interpreter::nearer_mark(self.next_progress, self.limits.max_steps);
        let progress = Progress {
            steps: self.steps,
            operations: self.op_count,
            syscalls: self.kernel.borrow().recorder.log.pushed(),
        };
        (hook.report)(&progress).map_err(|message| {
            let (at, place) = match self.loop_spans.last() {
                Some(&loop_span) => (loop_span, " in this loop"),
                None => (span, ""),
            };
            stopped(ScriptError::new(at, format!("{message}{place}")))
        })
    }
}
