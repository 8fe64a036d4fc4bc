//! Runs a lowered script: scopes, control flow, moves and drops, exactly as Rust orders them.
//!
//! Values are dropped at the end of their scope in reverse declaration order; a stream moved
//! into another (`BufWriter::new(file)`) leaves its variable empty; temporaries die with the
//! expression that made them. The I/O itself happens in std's types (see [`crate::stack`]).

use std::collections::HashMap;
use std::rc::Rc;

use super::error::ScriptError;
use super::ir::{Function, Program};
use super::step_costs::{OPERATION_STEPS, SYSCALL_STEPS, TERMINAL_BYTE_STEPS};
use super::value::{Slot, Value};
use crate::stack::fd_handles::KernelRef;
use crate::stack::std_streams::StdStreams;
use crate::trace::{OpRecord, Span, Window};

/// How control leaves an expression other than by producing a value.
#[derive(Debug)]
pub enum Flow {
    /// `break`: to the innermost loop or to the labelled one, with the `loop`'s value.
    Break(Option<String>, Value),
    /// `continue`: of the innermost loop or of the labelled one.
    Continue(Option<String>),
    Return(Value),
    /// `process::exit(code)`.
    Exit(i32),
    /// A panic: the message and where.
    Panic(String, Span),
    /// A panic inside std's own code (a capacity overflow, a `core::fmt` assertion): the
    /// message, std's source location the compiled program names, and the script's call.
    StdPanic(String, StdLocation, Span),
    /// The run cannot go on (a type error the checker could not see, the step budget). Boxed:
    /// every evaluation returns a `Flow` in its `Err`, and the inline error (88 bytes) was the
    /// largest variant, the size every `Eval` moved (80 bytes now).
    Fatal(Box<ScriptError>),
}

pub type Eval = Result<Value, Flow>;

/// Where std's own code panics, as a compiled program's panic message names it: a path under
/// the rustc source that built it (rustc 1.95.0, the one the differential test compiles with).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StdLocation {
    /// `alloc::raw_vec::capacity_overflow`: any `Vec`/`String`/buffer allocation above
    /// `isize::MAX` bytes.
    RawVecCapacityOverflow,
    /// `<[T]>::repeat`'s `checked_mul(n).expect("capacity overflow")`.
    SliceRepeat,
    /// `core::num::flt2dec::to_exact_exp_str`'s `assert!(ndigits > 0)`.
    Flt2decExactExp,
    /// `str::split_at` off a char boundary: the slice inside core.
    StrSplitAt,
    /// `char::to_digit`'s `assert!` of a radix in `2..=36`.
    CharToDigit,
    /// `Vec::swap_remove` of an index past the end (not `#[track_caller]`).
    VecSwapRemove,
    /// `slice::range` (`Vec::drain`): a range's end past the length.
    SliceRangeEnd,
    /// `slice::range`: a range that starts past its end or past the length.
    SliceRangeStart,
    /// `Ord::clamp`'s `assert!(min <= max)` (not `#[track_caller]`).
    OrdClamp,
    /// `from_str_radix` of a radix outside `2..=36`, in a signed type's (core's macro line).
    RadixSigned,
    /// The same in an unsigned type's.
    RadixUnsigned,
    /// `<[T]>::rotate_left`'s `assert!(mid <= self.len())`.
    RotateLeft,
    /// `<[T]>::rotate_right`'s `assert!(k <= self.len())`.
    RotateRight,
}

impl StdLocation {
    /// The location as the panic hook prints it.
    pub fn path(self) -> &'static str {
        match self {
            StdLocation::RawVecCapacityOverflow => "library/alloc/src/raw_vec/mod.rs:28:5",
            StdLocation::SliceRepeat => "library/alloc/src/slice.rs:523:50",
            StdLocation::Flt2decExactExp => "library/core/src/num/flt2dec/mod.rs:524:5",
            StdLocation::StrSplitAt => "library/core/src/str/mod.rs:849:21",
            StdLocation::CharToDigit => "library/core/src/char/methods.rs:403:9",
            StdLocation::VecSwapRemove => "library/alloc/src/vec/mod.rs:2202:13",
            StdLocation::SliceRangeEnd => "library/core/src/slice/index.rs:1020:51",
            StdLocation::SliceRangeStart => "library/core/src/slice/index.rs:1031:55",
            StdLocation::OrdClamp => "library/core/src/cmp.rs:1102:9",
            StdLocation::RadixSigned => "library/core/src/num/mod.rs:1801:1",
            StdLocation::RadixUnsigned => "library/core/src/num/mod.rs:1802:1",
            StdLocation::RotateLeft => "library/core/src/slice/mod.rs:3885:9",
            StdLocation::RotateRight => "library/core/src/slice/mod.rs:3931:9",
        }
    }
}

/// The prefix of std's source paths in a program built by rustc 1.95.0.
pub(super) const RUSTC_SOURCE: &str = "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860";

/// `Vec`'s `capacity overflow` panic when `bytes` is more than a `Vec` may hold.
/// The limit is the compiled program's (x86_64: `isize::MAX` is `i64::MAX`), not the host's: on
/// wasm32 a size past the host's `usize` saturates, and the memory budget stops it instead.
pub fn check_capacity(bytes: u128, span: Span) -> Result<usize, Flow> {
    if bytes > i64::MAX as u128 {
        return Err(Flow::StdPanic(
            "capacity overflow".into(),
            StdLocation::RawVecCapacityOverflow,
            span,
        ));
    }
    Ok(usize::try_from(bytes).unwrap_or(usize::MAX))
}

/// The mark the step budget's `charge` compares with: the nearer of the next progress report,
/// `next_progress`, and the first step past the budget, `max_steps`.
pub(super) fn nearer_mark(next_progress: u64, max_steps: u64) -> u64 {
    next_progress.min(max_steps.saturating_add(1))
}

/// A runtime error at `span`.
pub fn fatal(span: Span, message: impl Into<String>) -> Flow {
    stopped(ScriptError::new(span, message))
}

/// The run's stop with `error` (see [`Flow::Fatal`]).
pub fn stopped(error: ScriptError) -> Flow {
    Flow::Fatal(Box::new(error))
}

/// Limits that keep a runaway script from hanging the page.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Expressions evaluated before the run is stopped.
    pub max_steps: u64,
    /// Operations kept in full at the start and at the end of the run.
    pub op_window: usize,
    /// Syscalls kept in full at the start and at the end of the run.
    pub syscall_window: usize,
    /// Calls between layers kept in full at the start and at the end of the run (the JSON
    /// export lists them; with 0 they are only counted, and nothing is filled per call).
    pub layer_call_window: usize,
    /// Whether the last `op_window` operations are kept as well as the first (the JSON export
    /// and the course's questions read them; the views step through the first only). Without
    /// them an operation past the head is only counted: it reads no layer and fills no record.
    pub tail_ops: bool,
    /// A what-if for capacity sweeps: every buffer the script makes (`BufWriter`, `LineWriter`,
    /// `BufReader`, by `new` or `with_capacity`) gets this capacity instead. In bytes.
    pub buffer_capacity: Option<usize>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_steps: 200_000_000,
            op_window: 5_000,
            syscall_window: 5_000,
            layer_call_window: 5_000,
            tail_ops: true,
            buffer_capacity: None,
        }
    }
}

impl Limits {
    /// What the views draw, and no more: the syscall log as by default, the operations a view
    /// steps through (the window's head), no layer calls. The page runs with these; past the
    /// head, an operation of a long loop then reads no layer and a layer call fills no record.
    pub fn for_views() -> Limits {
        Limits {
            layer_call_window: 0,
            tail_ops: false,
            ..Limits::default()
        }
    }
}

/// How many emptied scopes and variable slots the interpreter keeps for reuse.
pub(super) const FREE_LIST_LIMIT: usize = 64;

/// One lexical scope: its variables in declaration order.
#[derive(Debug, Default)]
pub(super) struct Scope {
    pub(super) vars: Vec<(String, Slot)>,
}

/// The interpreter's state for one run.
#[derive(Debug)]
pub struct Interpreter<'a> {
    pub(super) program: &'a Program,
    pub(super) source_lines: Vec<&'a str>,
    pub(super) kernel: KernelRef,
    pub(crate) std: StdStreams,
    pub(super) scopes: Vec<Scope>,
    /// Scopes of the functions below the current one, saved while it runs.
    pub(super) saved: Vec<Vec<Scope>>,
    pub(super) functions: HashMap<&'a str, &'a Function>,
    /// Steps counted toward `limits.max_steps` (see `interp_budget`).
    pub(super) steps: u64,
    /// Nested evaluations now running (see `interp_budget::MAX_DEPTH`).
    pub(super) depth: u32,
    /// Bytes allocated since the memory budget was last checked. In bytes.
    pub(super) unchecked_bytes: u64,
    /// The devices' contents when last accounted for. In bytes.
    pub(super) stored_bytes_seen: u64,
    pub(super) limits: Limits,
    pub(crate) ops: Window<OpRecord>,
    pub(super) op_count: u64,
    /// Values `mem::forget` took: never dropped, so what they hold is lost.
    pub(crate) forgotten: Vec<Value>,
    pub(super) panic_reported: bool,
    /// Lines the exported program has before the script's first line.
    pub line_offset: u32,
    /// Operation labels by span (see [`Interpreter::text_of`]); ordered, as comparing a few
    /// spans is cheaper than hashing one.
    pub(super) labels: std::cell::RefCell<std::collections::BTreeMap<Span, Rc<str>>>,
    /// The label asked for last: a loop's operation asks for the same one every iteration, and
    /// one comparison of spans is cheaper than walking the map.
    pub(super) last_label: std::cell::RefCell<Option<(Span, Rc<str>)>>,
    /// Emptied scopes and unreferenced variable slots, reused by `push_scope` and `declare`.
    pub(super) free_scopes: Vec<Scope>,
    pub(super) free_vars: Vec<(String, Slot)>,
    /// The loops now running, innermost last (see [`Interpreter::in_loop`]).
    pub(super) loop_spans: Vec<Span>,
    /// Told how far the run is every so many steps (see `interp_progress`).
    pub progress: Option<super::progress_hook::ProgressHook<'a>>,
    /// The step count at which `progress` is next told (`u64::MAX` without one).
    pub(super) next_progress: u64,
    /// The nearer of `next_progress` and the first step past the budget (see `charge`).
    pub(super) next_mark: u64,
    /// Items of vectors lent out by `&mut v[i]`, stored back after every statement while
    /// a reference to them lives (see `interp_index`).
    pub(super) lent_elements: Vec<super::value::LentItems>,
    /// Cursors over a borrowed `Vec<u8>` or slice, whose writes are stored back the same way
    /// (see `value::LentCursor`).
    pub(super) lent_cursors: Vec<super::value::LentCursor>,
    /// Parts of JSON values lent out as `&mut`, stored back the same way, and before a variable
    /// they are in is looked up (see `interp_json_edit`).
    pub(super) lent_json: std::cell::RefCell<Vec<super::value::LentJson>>,
    /// An emptied list of format arguments, reused by the next format call.
    pub(super) spare_fmt_values: Vec<crate::format::value::FmtValue>,
    /// An emptied list of a std I/O method's arguments, reused by the next call.
    pub(super) spare_args: Vec<Value>,
    /// What the run shows that the compiled program could show otherwise (see `hash_order`).
    pub notes: Vec<crate::trace::RunNote>,
    /// Set by a script's writer under a buffered writer that std called without an answer
    /// (see `interp_script_writer`); `None` until the run makes one.
    pub(super) script_writer_starved: Option<Rc<std::cell::Cell<bool>>>,
}

impl<'a> Interpreter<'a> {
    pub fn new(
        program: &'a Program,
        source: &'a str,
        kernel: KernelRef,
        limits: Limits,
    ) -> Interpreter<'a> {
        let std = StdStreams::new(&kernel);
        let functions = program
            .functions
            .iter()
            .map(|f| (f.name.as_str(), f))
            .collect();
        Interpreter {
            program,
            source_lines: source.lines().collect(),
            kernel,
            std,
            scopes: Vec::new(),
            saved: Vec::new(),
            functions,
            steps: 0,
            depth: 0,
            unchecked_bytes: 0,
            stored_bytes_seen: 0,
            limits,
            ops: Window::new(
                limits.op_window,
                if limits.tail_ops { limits.op_window } else { 0 },
            ),
            op_count: 0,
            forgotten: Vec::new(),
            panic_reported: false,
            line_offset: 0,
            labels: Default::default(),
            last_label: Default::default(),
            free_scopes: Vec::new(),
            free_vars: Vec::new(),
            loop_spans: Vec::new(),
            progress: None,
            next_progress: u64::MAX,
            next_mark: nearer_mark(u64::MAX, limits.max_steps),
            lent_elements: Vec::new(),
            lent_cursors: Vec::new(),
            lent_json: std::cell::RefCell::new(Vec::new()),
            spare_fmt_values: Vec::new(),
            spare_args: Vec::new(),
            notes: Vec::new(),
            script_writer_starved: None,
        }
    }

    /// The source text of `span` on one line, for operation labels. Made once per span: an
    /// operation in a loop labels each of its records with the same shared text.
    #[inline]
    pub(super) fn text_of(&self, span: Span) -> Rc<str> {
        if let Some((last, text)) = &*self.last_label.borrow()
            && *last == span
        {
            return text.clone();
        }
        self.text_of_new_span(span)
    }

    /// [`Interpreter::text_of`] of a span other than the last one labelled: kept out of line,
    /// so the loop's repeated label costs no more than a comparison.
    #[cold]
    #[inline(never)]
    fn text_of_new_span(&self, span: Span) -> Rc<str> {
        let known = self.labels.borrow().get(&span).cloned();
        if let Some(text) = known {
            *self.last_label.borrow_mut() = Some((span, text.clone()));
            return text;
        }
        let text: Rc<str> = match self.source_lines.get(span.line.saturating_sub(1) as usize) {
            Some(line) => {
                let chars: Vec<char> = line.chars().collect();
                let start = (span.column.saturating_sub(1) as usize).min(chars.len());
                let end = if span.end_line == span.line {
                    (span.end_column.saturating_sub(1) as usize).min(chars.len())
                } else {
                    chars.len()
                };
                chars[start..end.max(start)]
                    .iter()
                    .collect::<String>()
                    .into()
            }
            None => "".into(),
        };
        self.labels.borrow_mut().insert(span, text.clone());
        text
    }

    /// Runs `main` and returns how it ended.
    pub fn run_main(&mut self) -> Result<Value, Flow> {
        let main = &self.program.functions[self.program.main];
        let outcome = self.call_function(main, Vec::new(), main.span);
        // What std's runtime does once `main` has returned (print its error, flush stdout)
        // happens at `main`'s closing brace.
        if !matches!(
            outcome,
            Err(Flow::Exit(_) | Flow::Panic(..) | Flow::StdPanic(..) | Flow::Fatal(_))
        ) {
            let mut kernel = self.kernel.borrow_mut();
            kernel.recorder.context.set_span(Some(main.body.end));
        }
        outcome
    }

    /// One step of the budget: an expression, a block, a loop iteration.
    pub(super) fn step(&mut self, span: Span) -> Result<(), Flow> {
        self.charge(1, span)
    }

    /// Records an operation around `body`: the syscalls it made and the buffers after it.
    pub(super) fn record_op<T>(
        &mut self,
        span: Span,
        label: Rc<str>,
        stream: Option<&crate::stack::stream::StreamRef>,
        body: impl FnOnce(&mut Self) -> Result<T, Flow>,
    ) -> Result<T, Flow> {
        self.op_count += 1;
        // The operation as written is the outermost frame of its syscalls' stacks.
        let frame = crate::trace::Frame { call: label };
        let (before, terminal_before) = {
            let mut kernel = self.kernel.borrow_mut();
            kernel.recorder.context.set_span(Some(span));
            kernel.recorder.work.operations += 1;
            kernel.recorder.context.push_shared(&frame, None);
            (kernel.syscall_count(), kernel.terminal().bytes().len())
        };
        let result = body(self);
        // What the operation did, read in one borrow: the budgets below change none of it.
        let after = {
            let mut kernel = self.kernel.borrow_mut();
            kernel.recorder.context.pop();
            OpEnd {
                syscalls: kernel.syscall_count(),
                terminal_bytes: kernel.terminal().bytes().len(),
                refused: kernel.recorder.over_budget,
                end_ns: kernel.now_ns(),
            }
        };
        let refused = after.refused;
        let cost = OPERATION_STEPS
            + SYSCALL_STEPS * (after.syscalls - before)
            + TERMINAL_BYTE_STEPS * (after.terminal_bytes - terminal_before) as u64;
        let budget = self
            .charge(cost, span)
            .and_then(|()| self.account_device_growth(span))
            .and_then(|()| {
                if refused {
                    // The kernel refused a syscall past the budget: the run ends here.
                    self.charge(u64::MAX, span)
                } else {
                    Ok(())
                }
            })
            .and_then(|()| self.check_script_writer_fed(span));
        // Past the window's head the record it evicts is refilled in place: no allocation per
        // operation. A window that keeps nothing more only counts.
        let index = self.op_count;
        if let Some(record) = self.ops.next_kept_entry(|| OpRecord {
            index: 0,
            span,
            label: String::new(),
            syscalls_before: 0,
            syscalls_after: 0,
            end_ns: 0,
            layers: Vec::new(),
            terminal_bytes_after: 0,
            stdout_bytes_after: 0,
        }) {
            record.index = index;
            record.span = span;
            if record.label != *frame.call {
                record.label.clear();
                record.label.push_str(&frame.call);
            }
            record.syscalls_before = before;
            record.syscalls_after = after.syscalls;
            record.end_ns = after.end_ns;
            // Contents only for the operations a view can step through (the window's head);
            // the rest keep sizes, so a long run never copies its buffers.
            let keep = if index <= self.limits.op_window as u64 {
                crate::trace::op_record::SNAPSHOT_BYTES
            } else {
                0
            };
            match stream {
                Some(stream) => {
                    crate::stack::stream::layer_snapshots_into(stream, keep, &mut record.layers)
                }
                None => record.layers.clear(),
            }
            record.terminal_bytes_after = after.terminal_bytes as u64;
            let kernel = self.kernel.borrow();
            record.stdout_bytes_after = kernel
                .device_of(1)
                .map_or(0, |device| kernel.device_output(device).len() as u64);
        }
        // A refused syscall stops the run whatever the operation made of the error; otherwise
        // the operation's own ending (a panic, `exit`) comes first, then the budgets'.
        match (refused, budget) {
            (true, Err(stop)) => Err(stop),
            (_, budget) => {
                let result = result?;
                budget.map(|()| result)
            }
        }
    }
}

/// The kernel's state when an operation returned, read once for its cost and its record.
struct OpEnd {
    /// Syscalls made so far.
    syscalls: u64,
    /// Bytes the terminal has received. In bytes.
    terminal_bytes: usize,
    /// Whether a syscall was refused past the run's syscall budget.
    refused: bool,
    /// The simulated clock. In nanoseconds.
    end_ns: u64,
}
