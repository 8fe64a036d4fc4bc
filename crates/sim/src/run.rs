//! Running a script: parse, lower, interpret over a fresh kernel, then end the process the way
//! std's runtime does (report `main`'s error, flush stdout, exit).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt;
use std::io::Write;
use std::rc::Rc;

use crate::format::lower::Lowered;
use crate::format::render::write_lowered;
use crate::format::value::FmtValue;
use crate::kernel::Totals;
use crate::kernel::{Environment, Kernel, SyscallObserver, SyscallRecord};
use crate::script::error::ScriptError;
pub use crate::script::front_end::check;
use crate::script::interp_budget::SYSCALL_STEPS;
use crate::script::interpreter::{Flow, Interpreter, Limits};
use crate::script::progress_hook::ProgressHook;
use crate::script::value::{ErrorValue, Value};
pub use crate::trace::LostData;
use crate::trace::{LayerCall, OpRecord, Span, Window};

/// How the program ended.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Ending {
    /// `main` returned normally.
    Returned,
    /// `main` returned `Err`; std printed `Error: …` to stderr.
    ReturnedError(String),
    /// `process::exit(code)`.
    Exited(i32),
    /// A panic, with its message and where.
    Panicked(String, Span),
    /// The simulator stopped the run (a runtime error it cannot model, the step budget).
    Stopped(ScriptError),
}

/// Everything a run produced.
#[derive(Debug)]
pub struct RunReport {
    pub ending: Ending,
    /// The process exit status.
    pub exit_code: i32,
    pub syscalls: Window<SyscallRecord>,
    pub totals: Totals,
    pub layer_calls: Window<LayerCall>,
    pub ops: Window<OpRecord>,
    /// The terminal's visible screen at the end.
    pub terminal_screen: String,
    /// Bytes that reached fd 1's and fd 2's devices.
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Regular files at the end, by path.
    pub files: BTreeMap<String, Vec<u8>>,
    pub lost: Vec<LostData>,
    /// Simulated time of the whole run. In nanoseconds.
    pub duration_ns: u64,
    /// User-space work over the whole run, for the cost model.
    pub work: crate::trace::UserWork,
    /// Bytes the terminal received (its emulator renders them). In bytes.
    pub terminal_bytes: u64,
    /// Those bytes, for views that replay the screen step by step.
    pub terminal_output: Vec<u8>,
    /// Newlines among them (the tty turns each into `\r\n`).
    pub terminal_newlines: u64,
    /// The program's calls on stdout's writer, in order; empty unless the environment set
    /// `capture_stdout_events`.
    pub stdout_events: Vec<crate::trace::StdoutEvent>,
    /// What this run shows that the compiled program could show otherwise, by place.
    pub notes: Vec<crate::trace::RunNote>,
}

/// Runs `script` in `environment`. `Err` when the script is rejected before running.
pub fn run(
    script: &str,
    environment: &Environment,
    limits: Limits,
) -> Result<RunReport, ScriptError> {
    run_observed(script, environment, limits, None)
}

/// Like [`run`], showing `observer` every syscall as it is made: the report keeps only the
/// windows of `limits`, the observer sees the whole run (as `bufscope trace` prints it).
pub fn run_observed(
    script: &str,
    environment: &Environment,
    limits: Limits,
    observer: Option<SyscallObserver>,
) -> Result<RunReport, ScriptError> {
    run_watched(script, environment, limits, observer, None)
}

/// Like [`run_observed`], telling `progress` how far the run is as it goes; its refusal stops
/// the run there, with what ran so far in the report (how the page shows long runs, stops
/// them on its time budget, and keeps what ran before a Stop).
pub fn run_watched(
    script: &str,
    environment: &Environment,
    limits: Limits,
    observer: Option<SyscallObserver>,
    progress: Option<ProgressHook<'_>>,
) -> Result<RunReport, ScriptError> {
    let program = check(script)?;
    let kernel = Rc::new(RefCell::new(Kernel::with_windows(
        environment,
        limits.syscall_window,
        limits.layer_call_window,
    )));
    kernel.borrow_mut().recorder.observer = observer;
    kernel.borrow_mut().recorder.syscall_limit = limits.max_steps / SYSCALL_STEPS;
    let stdout_device = kernel.borrow().device_of(1);
    let stderr_device = kernel.borrow().device_of(2);
    let mut interpreter = Interpreter::new(&program, script, kernel.clone(), limits);
    if let Some(hook) = progress {
        interpreter.set_next_progress(hook.every_steps);
        interpreter.progress = Some(hook);
    }
    interpreter.line_offset = crate::script::statement_wrapper::line_offset(script);
    let outcome = interpreter.run_main();
    let mut lost = Vec::new();
    // Objects the process leaks (`exit`, `mem::forget`, a stopped run): freed only once the
    // report is made, so their destructors never show in it, and a worker running many
    // scripts does not keep every run's leaks.
    let mut leaked = Vec::new();
    let (ending, exit_code) = match outcome {
        Ok(Value::Err(error)) => {
            // `?` in a `main` returning `io::Result` converted a serde_json error into an
            // `io::Error`; a boxed `dyn Error` or serde_json's own `Result` keeps it as it is.
            let main = &program.functions[program.main];
            let error = match error {
                ErrorValue::Json(_) if !main.boxed_error && !returns_json_error(&program, main) => {
                    ErrorValue::Io(Rc::new(error.into_io()))
                }
                other => other,
            };
            let text = report_error(&mut interpreter, error);
            (Ending::ReturnedError(text), 1)
        }
        // `main` returned an `ExitCode`: the process ends normally with that status.
        Ok(Value::ExitCode(code)) => (Ending::Returned, i32::from(code)),
        Ok(_) => (Ending::Returned, 0),
        Err(Flow::Exit(code)) => {
            // `exit` runs no destructors: whatever the live objects hold is lost.
            lost.extend(interpreter.abandon_all("process::exit ran no destructors", &mut leaked));
            (Ending::Exited(code), code)
        }
        Err(Flow::Panic(message, span) | Flow::StdPanic(message, _, span)) => {
            (Ending::Panicked(message, span), 101)
        }
        Err(Flow::Fatal(error)) => {
            // What the live objects hold never reaches a device: it is reported, so every
            // byte written is on a device or in `lost`.
            lost.extend(interpreter.abandon_all("the run was stopped by bufscope", &mut leaked));
            (Ending::Stopped(*error), 101)
        }
        Err(Flow::Return(_) | Flow::Break(..) | Flow::Continue(_)) => (Ending::Returned, 0),
    };
    lost.extend(interpreter.forgotten_losses(&mut leaked));
    // std's runtime: flush stdout's line buffer, then the process is gone. Even a run
    // stopped by the syscall budget ends that way, so the bytes stdout holds reach it.
    kernel.borrow_mut().recorder.syscall_limit = u64::MAX;
    interpreter.std.cleanup();
    // Losses the kernel saw on the way: buffers whose flush on drop failed.
    lost.splice(0..0, kernel.borrow_mut().recorder.lost.drain(..));
    let ops = std::mem::replace(&mut interpreter.ops, Window::new(0, 0));
    let notes = std::mem::take(&mut interpreter.notes);
    drop(interpreter);
    // Leaked objects (`mem::forget`, `exit`) may still hold the kernel: it stays whole; only
    // the logs are taken (nothing runs after this), not copied.
    let mut kernel = kernel.borrow_mut();
    kernel.recorder.observer = None;
    let syscalls = std::mem::replace(&mut kernel.recorder.log, Window::new(0, 0));
    let layer_calls = std::mem::replace(&mut kernel.recorder.layer_calls, Window::new(0, 0));
    let totals = kernel.recorder.totals.totals();
    let stdout_events = kernel.recorder.stdout_events.take().unwrap_or_default();
    let output = |device: Option<crate::kernel::DeviceId>| {
        device
            .map(|d| kernel.device_output(d).to_vec())
            .unwrap_or_default()
    };
    let report = RunReport {
        ending,
        exit_code,
        terminal_screen: kernel.terminal().screen_text(),
        stdout: output(stdout_device),
        stderr: output(stderr_device),
        files: kernel.files(),
        duration_ns: kernel.now_ns(),
        syscalls,
        totals,
        layer_calls,
        work: kernel.recorder.work,
        terminal_bytes: kernel.terminal().bytes().len() as u64,
        terminal_output: kernel.terminal().bytes().to_vec(),
        terminal_newlines: kernel.terminal().newlines(),
        stdout_events,
        ops,
        lost,
        notes,
    };
    drop(kernel);
    drop(leaked);
    Ok(report)
}

/// Whether `main` is declared to return serde_json's error: `Result<(), serde_json::Error>`,
/// `serde_json::Result<()>`, or `Result<()>` with `use serde_json::Result;`.
fn returns_json_error(
    program: &crate::script::ir::Program,
    main: &crate::script::ir::Function,
) -> bool {
    use quote::ToTokens;
    let text = |tokens: &dyn ToTokens| tokens.to_token_stream().to_string().replace(' ', "");
    let Some(ret) = &main.ret else {
        return false;
    };
    let ret = text(ret);
    ret.contains("serde_json::")
        || (ret.starts_with("Result<")
            && !ret.contains(',')
            && program.uses.iter().any(|tree| {
                let tree = text(tree);
                tree.starts_with("serde_json::") && tree.contains("Result")
            }))
}

/// Prints `Error: {err:?}` as std's `Termination` impl does, and returns the text.
fn report_error(interpreter: &mut Interpreter<'_>, error: ErrorValue) -> String {
    // A script's own error type is shown by its own `Debug`, which only the interpreter runs.
    let shown = interpreter.error_debug(&error).unwrap_or_else(|| {
        FmtValue::Opaque(crate::format::opaque::OpaqueValue(Rc::new(DebugError(
            error,
        ))))
    });
    let text = {
        let mut bytes = Vec::new();
        let _ = write_lowered(
            &mut bytes as &mut dyn Write,
            &Lowered::Pieces(vec![crate::format::lower::Piece::Arg {
                arg: 0,
                spec: debug_spec(),
            }]),
            std::slice::from_ref(&shown),
        );
        String::from_utf8_lossy(&bytes).into_owned()
    };
    let lowered = Lowered::Pieces(vec![
        crate::format::lower::Piece::Literal("Error: ".into()),
        crate::format::lower::Piece::Arg {
            arg: 0,
            spec: debug_spec(),
        },
        crate::format::lower::Piece::Literal("\n".into()),
    ]);
    let mut stderr = interpreter.std.stderr.borrow_mut();
    if let Some(writer) = stderr.writer() {
        let _ = write_lowered(writer as &mut dyn Write, &lowered, &[shown]);
    }
    text
}

/// The spec of a plain `{:?}`.
fn debug_spec() -> crate::format::lower::FormatSpec {
    crate::format::lower::FormatSpec {
        fill: ' ',
        align: None,
        sign: None,
        alternate: false,
        zero_pad: false,
        debug_hex: None,
        width: None,
        precision: None,
        format_trait: crate::format::spec::FmtTrait::Debug,
    }
}

/// An error as `fn main() -> Result<(), E>` prints it with `{:?}`.
#[derive(Clone)]
struct DebugError(ErrorValue);

impl fmt::Debug for DebugError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl fmt::Display for DebugError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl crate::format::opaque::Opaque for DebugError {
    fn type_name(&self) -> String {
        "std::io::Error".into()
    }
}

impl Interpreter<'_> {
    /// Leaks every live value into `leaked` (as `exit` does: no destructor runs in the
    /// process) and reports the output they held.
    fn abandon_all(&mut self, reason: &str, leaked: &mut Vec<Value>) -> Vec<LostData> {
        let values = self.take_all_values();
        let lost = values
            .iter()
            .filter_map(|value| self.lost_in(value, reason))
            .collect();
        leaked.extend(values);
        lost
    }

    /// What `mem::forget` took: moved into `leaked`, with the output it held reported.
    fn forgotten_losses(&mut self, leaked: &mut Vec<Value>) -> Vec<LostData> {
        let values = std::mem::take(&mut self.forgotten);
        let lost = values
            .iter()
            .filter_map(|value| self.lost_in(value, "mem::forget ran no destructor"))
            .collect();
        leaked.extend(values);
        lost
    }

    /// Output a value holds that no one will write: its own layers' buffers, down to (not
    /// into) the process-wide standard streams, which `rt::cleanup` flushes even after `exit`
    /// or `mem::forget` of a handle.
    fn lost_in(&self, value: &Value, reason: &str) -> Option<LostData> {
        let Value::Stream(stream) = value else {
            return None;
        };
        let process_wide = [&self.std.stdout, &self.std.stderr, &self.std.stdin];
        let mut bytes = 0;
        let mut layer = Some(stream.clone());
        while let Some(current) = layer.take() {
            if process_wide.iter().any(|s| Rc::ptr_eq(s, &current)) {
                break;
            }
            let current = current.borrow();
            bytes += current.pending_output();
            layer = current.inner();
        }
        (bytes > 0).then(|| LostData {
            holder: stream.borrow().type_name(),
            bytes,
            reason: reason.to_string(),
        })
    }
}
