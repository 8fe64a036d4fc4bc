//! The budgets that keep any script inside the page: steps (time), memory and nesting depth.
//!
//! Every budget ends the run with a located [`Flow::Fatal`] (an `Ending::Stopped`), never
//! with a panic or an exit the program would not give. The step budget counts every
//! expression, every loop iteration, the syscalls of every std call, the bytes copied,
//! allocated or sent to the terminal (so `loop {}` and a `println!` loop both stop within
//! seconds, `crates/sim/benches/runaway.rs` prints how fast); the memory budget counts what
//! the simulated process holds (variables, buffers, device contents); the depth budget keeps
//! the interpreter's own recursion inside a 1 MiB stack (wasm32's default).

use super::error::ScriptError;
use super::interpreter::{Flow, Interpreter, stopped};
pub use super::step_costs::{
    CALL_STEPS, ITERATION_STEPS, OPERATION_STEPS, SYSCALL_STEPS, TERMINAL_BYTE_STEPS,
};
use super::value::Value;
use crate::stack::stream::StreamRef;
use crate::trace::Span;

/// The memory the simulated process may hold. In bytes.
pub const MEMORY_BUDGET: u64 = 256 << 20;

/// Allocations smaller than this in total are not checked one by one: a check walks every
/// variable, so it runs at most once per this many bytes allocated. In bytes.
const CHECK_EVERY: u64 = 1 << 20;

/// Bytes copied or allocated per step. Measured natively: copying a 1 MB buffer per write
/// (a fresh allocation each time, its pages faulted in) takes about 0.4 ns a byte, a plain
/// step about 50 ns.
const BYTES_PER_STEP: usize = 128;

/// Bytes a device's contents grow by per step: a file's `Vec` is zero-filled, copied into and
/// reallocated as it grows. Measured natively: 1 MB writes to a file, about 8 ns a byte.
const DEVICE_BYTES_PER_STEP: u64 = 8;

/// How deep the interpreter may recurse, in units of one nested expression evaluation: each
/// costs native stack, and the worker has 1 MiB of it. Measured natively (release, 1 MiB):
/// 796 units overflow (199 calls of `if n > 0 { rec(n - 1); }`), 740 do not; this keeps a
/// third in reserve for heavier frames.
pub const MAX_DEPTH: u32 = 500;

/// Depth units a call of a script function adds beyond its expressions: its frames
/// (`call_function`, the body's block) weigh about two evaluations.
pub const CALL_DEPTH: u32 = 2;

impl Interpreter<'_> {
    /// Counts `cost` steps at `span`; past the budget the run stops there, named by the
    /// innermost loop running (the line a learner must fix), or by `span` outside loops.
    #[inline]
    pub(super) fn charge(&mut self, cost: u64, span: Span) -> Result<(), Flow> {
        self.steps = self.steps.saturating_add(cost);
        // Every expression passes here: the rare cases (a progress report, the stop) are out of
        // line, so the common one saves and restores no registers for them, and one comparison
        // with the nearer of their two marks tells whether either is due.
        if self.steps >= self.next_mark {
            return self.charged_past_a_mark(span);
        }
        Ok(())
    }

    /// Sets the step count at which `progress` is next told, and the mark `charge` compares
    /// with: the nearer of that count and the first step past the budget.
    pub(crate) fn set_next_progress(&mut self, at: u64) {
        self.next_progress = at;
        self.next_mark = super::interpreter::nearer_mark(at, self.limits.max_steps);
    }

    /// [`Interpreter::charge`] when the steps reached the next progress report or the budget.
    #[cold]
    #[inline(never)]
    fn charged_past_a_mark(&mut self, span: Span) -> Result<(), Flow> {
        if self.steps >= self.next_progress {
            self.report_progress(span)?;
        }
        if self.steps > self.limits.max_steps {
            let (at, place) = match self.loop_spans.last() {
                Some(&loop_span) => (loop_span, " in this loop"),
                None => (span, ""),
            };
            return Err(stopped(
                ScriptError::new(at, budget_message(self.limits.max_steps, place)).with_help(
                    "make the loop shorter; counts stay exact for up to about a million iterations",
                ),
            ));
        }
        Ok(())
    }

    /// Runs `body`, a loop at `span`: a stop of the step budget inside it names the loop.
    pub(super) fn in_loop<T>(&mut self, span: Span, body: impl FnOnce(&mut Self) -> T) -> T {
        self.loop_spans.push(span);
        let result = body(self);
        self.loop_spans.pop();
        result
    }

    /// `units` more levels of nesting at `span`, or the located refusal past [`MAX_DEPTH`].
    #[inline]
    pub(super) fn enter(&mut self, units: u32, span: Span) -> Result<(), Flow> {
        self.depth += units;
        if self.depth > MAX_DEPTH {
            self.depth -= units;
            return Err(too_deep(span));
        }
        Ok(())
    }

    /// [`Interpreter::enter`] of one level for an expression that nests nothing (a variable,
    /// a literal): refused where one level more would be, with nothing to leave after.
    #[inline]
    pub(super) fn check_leaf_depth(&self, span: Span) -> Result<(), Flow> {
        if self.depth >= MAX_DEPTH {
            return Err(too_deep(span));
        }
        Ok(())
    }

    pub(super) fn leave(&mut self, units: u32) {
        self.depth -= units;
    }

    /// Counts a copy of `bytes` bytes the simulator makes for the script toward the steps.
    pub(super) fn charge_copy(&mut self, bytes: usize, span: Span) -> Result<(), Flow> {
        self.charge((bytes / BYTES_PER_STEP) as u64, span)
    }

    /// Makes room for `bytes` more bytes the script is about to allocate at `span`; the
    /// allocation's cost counts toward the steps.
    pub(super) fn reserve_memory(&mut self, bytes: usize, span: Span) -> Result<(), Flow> {
        self.check_memory(bytes as u64, bytes as u64, span)?;
        self.charge_copy(bytes, span)
    }

    /// After an operation: output the kernel now holds counts toward the memory budget, and
    /// storing it toward the steps.
    #[inline]
    pub(super) fn account_device_growth(&mut self, span: Span) -> Result<(), Flow> {
        // Devices change only through syscalls: with none since the last look that could store
        // anything, nothing grew (a loop of buffered writes looks once per flush, not once per
        // operation; writes to `/dev/null` and reads of a file never look).
        if !self.kernel.borrow_mut().take_storage_touched() {
            return Ok(());
        }
        self.account_stored_bytes(span)
    }

    /// [`Interpreter::account_device_growth`] once a syscall may have stored something.
    #[inline(never)]
    fn account_stored_bytes(&mut self, span: Span) -> Result<(), Flow> {
        if self.kernel.borrow().file_too_large() {
            return Err(stopped(ScriptError::new(
                span,
                format!(
                    "stopped by bufscope: a file would grow past {} MiB, more than the simulated process may hold",
                    crate::kernel::FILE_SIZE_LIMIT >> 20
                ),
            )));
        }
        let stored = self.kernel.borrow().stored_bytes();
        let grown = stored.saturating_sub(self.stored_bytes_seen);
        self.stored_bytes_seen = stored;
        // Already held by the devices: nothing to add to what is in use.
        self.check_memory(grown, 0, span)?;
        self.charge(grown / DEVICE_BYTES_PER_STEP, span)
    }

    /// Stops the run when what is in use and `about_to_allocate` pass the budget; checks once
    /// `allocated` adds up to [`CHECK_EVERY`] bytes since the last check.
    fn check_memory(
        &mut self,
        allocated: u64,
        about_to_allocate: u64,
        span: Span,
    ) -> Result<(), Flow> {
        self.unchecked_bytes = self.unchecked_bytes.saturating_add(allocated);
        if self.unchecked_bytes < CHECK_EVERY {
            return Ok(());
        }
        self.unchecked_bytes = 0;
        if self.memory_in_use().saturating_add(about_to_allocate) > MEMORY_BUDGET {
            return Err(out_of_memory(span));
        }
        Ok(())
    }

    /// What the process holds now: every variable's value, forgotten values, and the
    /// devices' contents. In bytes.
    fn memory_in_use(&self) -> u64 {
        let values: u64 = self
            .all_slots()
            .map(|slot| value_bytes(&slot.borrow()))
            .chain(self.forgotten.iter().map(value_bytes))
            .sum();
        values + self.kernel.borrow().stored_bytes()
    }
}

/// The run's stop when the script nests or recurses deeper than [`MAX_DEPTH`].
#[cold]
#[inline(never)]
fn too_deep(span: Span) -> Flow {
    stopped(
        ScriptError::new(
            span,
            "stopped by bufscope: the script nests or recurses too deeply for the page's stack",
        )
        .with_help("recurse less deeply or flatten the nesting"),
    )
}

/// What the step budget's stop says: `place` is " in this loop" when a loop was running.
pub fn budget_message(max_steps: u64, place: &str) -> String {
    format!("stopped by bufscope: the script ran more than {max_steps} steps{place}")
}

/// The run's end when the script asks for more memory than the budget.
fn out_of_memory(span: Span) -> Flow {
    stopped(
        ScriptError::new(
            span,
            format!(
                "stopped by bufscope: the script needs more than {} MiB",
                MEMORY_BUDGET >> 20
            ),
        )
        .with_help("use smaller buffers or fewer iterations"),
    )
}

/// The heap bytes a value owns (shared values are counted at each holder: an upper bound).
fn value_bytes(value: &Value) -> u64 {
    match value {
        Value::String(s) => s.capacity() as u64,
        Value::Str(s) => s.len() as u64,
        Value::Bytes(b, _) => b.capacity() as u64,
        Value::IoSlice(b) => b.len() as u64,
        Value::Stream(stream) => stream_bytes(stream),
        Value::Ok(inner) | Value::Some(inner) => value_bytes(inner),
        Value::Tuple(items) => items.iter().map(value_bytes).sum(),
        _ => 0,
    }
}

/// A stream's buffers and in-memory contents, down its chain of inner layers.
fn stream_bytes(stream: &StreamRef) -> u64 {
    let Ok(layer) = stream.try_borrow() else {
        return 0;
    };
    let buffer = layer.buffer(0).map_or(0, |view| view.capacity as u64);
    let memory = layer.memory().map_or(0, |bytes| bytes.len() as u64);
    let inner = layer.inner().map_or(0, |inner| stream_bytes(&inner));
    buffer + memory + inner
}
