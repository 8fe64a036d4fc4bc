//! What a run's owner is told as the run goes (the worker's progress, its time budget and
//! Stop): a leaf the interpreter holds, run by `interp_progress`.

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
