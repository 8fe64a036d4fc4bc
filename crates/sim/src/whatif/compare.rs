//! The same stdout output through every language's stack: exact syscalls for each.
//!
//! Each stack is built from std's genuine `LineWriter` / `BufWriter` over a simulated fd 1
//! that accepts every write whole and notes its size (the approach of
//! [`crate::capacity_sweep`]), so std's own rules decide every syscall.
//!
//! Invariant: every byte of the workload reaches the fd, exactly once, in order (checked with
//! `debug_assert!`), since each stack is flushed at the end.

use std::cell::RefCell;
use std::io::{self, BufWriter, LineWriter, Write};
use std::rc::Rc;

use super::languages::{AtExit, LANGUAGES, LanguageDefault};
use super::stack_model::{Layer, StackModel};
use crate::kernel::StreamTarget;
use crate::trace::StdoutEvent;

/// `count` consecutive writes of `bytes` bytes each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct WriteRun {
    /// In bytes.
    pub bytes: usize,
    pub count: u64,
}

/// What one language's stack did with the workload.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LanguageOutcome {
    pub language: &'static str,
    pub idiom: &'static str,
    /// The std stack that stood in for it, e.g. `BufWriter::with_capacity(4096, fd 1)`.
    pub stack_description: String,
    pub caveat: &'static str,
    pub source: &'static str,
    pub at_exit: AtExit,
    /// `write` syscalls on fd 1, the exit flush included.
    pub syscalls: u64,
    /// The sizes of those writes in order, consecutive equal sizes run-length encoded.
    pub writes: Vec<WriteRun>,
    /// Complete lines the reader (screen, pipe, file) had received before the exit flush.
    pub lines_on_screen_before_exit: u64,
    /// Bytes that waited in a buffer until the program ended: lost if it dies without the exit
    /// flush (`_exit`, a signal, `abort`, a forgotten `Flush`). In bytes.
    pub bytes_at_exit: u64,
}

/// Runs `workload` (the chunks a program writes to stdout, in order) through every
/// language's stack for `target`.
///
/// # Examples
///
/// ```
/// use bufscope_sim::kernel::StreamTarget;
/// use bufscope_sim::whatif::compare;
/// let lines = vec![b"hello\n".to_vec(); 3];
/// let outcomes = compare(&lines, StreamTarget::File);
/// let rust = &outcomes[0];
/// assert_eq!((rust.language, rust.syscalls), ("Rust (std today)", 3));
/// ```
pub fn compare(workload: &[Vec<u8>], target: StreamTarget) -> Vec<LanguageOutcome> {
    // Each chunk is one call of the program.
    let events: Vec<StdoutEvent> = workload
        .iter()
        .enumerate()
        .map(|(operation, bytes)| StdoutEvent::Write {
            operation: operation as u64,
            bytes: bytes.clone(),
        })
        .collect();
    compare_events(&events, target)
}

/// Like [`compare`], with the program's explicit flushes kept (`flush()` becomes `fflush`,
/// `sys.stdout.flush()`, `w.Flush()`…).
pub fn compare_events(events: &[StdoutEvent], target: StreamTarget) -> Vec<LanguageOutcome> {
    LANGUAGES
        .iter()
        .map(|language| replay(language, events, target))
        .collect()
}

/// Runs `events` through `language`'s stack for `target`, then flushes it as the program ends.
pub fn replay(
    language: &LanguageDefault,
    events: &[StdoutEvent],
    target: StreamTarget,
) -> LanguageOutcome {
    let joined;
    let events = if language.formats_whole_call {
        joined = join_calls(events);
        &joined
    } else {
        events
    };
    let model = language.stack_for(target);
    let fd = Rc::new(RefCell::new(FdLog::default()));
    let mut writer = build(&model, target, SimulatedFd(fd.clone()));
    let mut offered = 0u64;
    // The fd accepts everything, so no call below can fail.
    for event in events {
        match event {
            StdoutEvent::Write { bytes, .. } => {
                offered += bytes.len() as u64;
                let _ = writer.write_all(bytes);
                if model.flush_after_newline && bytes.contains(&b'\n') {
                    let _ = writer.flush();
                }
            }
            StdoutEvent::Flush { .. } => {
                let _ = writer.flush();
            }
        }
    }
    fd.borrow_mut().exiting = true;
    let _ = writer.flush();
    drop(writer);
    let log = fd.take();
    debug_assert_eq!(log.bytes_before_exit + log.bytes_at_exit, offered);
    LanguageOutcome {
        language: language.language,
        idiom: language.idiom,
        stack_description: model.describe(target),
        caveat: language.caveat,
        source: language.source,
        at_exit: language.at_exit,
        syscalls: log.writes.iter().map(|run| run.count).sum(),
        writes: log.writes,
        lines_on_screen_before_exit: log.newlines_before_exit,
        bytes_at_exit: log.bytes_at_exit,
    }
}

/// `events` with the writes of one script operation joined into one, flushes kept.
fn join_calls(events: &[StdoutEvent]) -> Vec<StdoutEvent> {
    let mut joined: Vec<StdoutEvent> = Vec::new();
    for event in events {
        match (joined.last_mut(), event) {
            (
                Some(StdoutEvent::Write {
                    operation: last,
                    bytes: chunk,
                }),
                StdoutEvent::Write { operation, bytes },
            ) if last == operation => chunk.extend_from_slice(bytes),
            _ => joined.push(event.clone()),
        }
    }
    joined
}

/// The model's std types, outermost first, over `fd`.
fn build(model: &StackModel, target: StreamTarget, fd: SimulatedFd) -> Box<dyn Write> {
    let mut writer: Box<dyn Write> = Box::new(fd);
    for layer in model.layers.iter().rev() {
        writer = match layer {
            Layer::LineWriter(capacity) => {
                Box::new(LineWriter::with_capacity(capacity.bytes(target), writer))
            }
            Layer::BufWriter(capacity) => {
                Box::new(BufWriter::with_capacity(capacity.bytes(target), writer))
            }
        };
    }
    writer
}

/// What reached the simulated fd.
#[derive(Debug, Default)]
struct FdLog {
    writes: Vec<WriteRun>,
    /// Set when the program's exit flush starts.
    exiting: bool,
    newlines_before_exit: u64,
    bytes_before_exit: u64,
    bytes_at_exit: u64,
}

/// Fd 1: takes every write whole (a file, a drained pipe, a terminal) and notes it.
#[derive(Debug)]
struct SimulatedFd(Rc<RefCell<FdLog>>);

impl Write for SimulatedFd {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut log = self.0.borrow_mut();
        match log.writes.last_mut() {
            Some(run) if run.bytes == buf.len() => run.count += 1,
            _ => log.writes.push(WriteRun {
                bytes: buf.len(),
                count: 1,
            }),
        }
        if log.exiting {
            log.bytes_at_exit += buf.len() as u64;
        } else {
            log.bytes_before_exit += buf.len() as u64;
            log.newlines_before_exit += buf.iter().filter(|&&b| b == b'\n').count() as u64;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
