//! A run as the page shows it: owned, plain data, cheap to clone into signals.

use bufscope_sim::cost::Features;
use bufscope_sim::kernel::{DeviceKind, StreamTarget, SyscallKind};
use bufscope_sim::trace::{Cause, Passes, RunNote};
use bufscope_sim::whatif::AtExit;
use serde::{Deserialize, Serialize};

/// One row of the syscall log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SyscallRow {
    pub seq: u64,
    /// The simulated clock when the call started. In nanoseconds since the program started.
    pub time_ns: u64,
    pub syscall: SyscallKind,
    pub fd: i32,
    /// What the call returned: bytes moved (or a new fd, an offset); `None` on an error.
    pub returned: Option<u64>,
    /// Bytes moved, for pricing. In bytes.
    pub bytes: u64,
    /// The device a data syscall reached.
    pub device: Option<DeviceKind>,
    pub strace: String,
    pub cause: Cause,
    /// The script line and column that caused it.
    pub at: Option<(u32, u32)>,
    /// Outermost call first.
    pub stack: Vec<String>,
}

/// One row of the `strace -c`-style summary.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TotalRow {
    pub syscall: SyscallKind,
    pub calls: u64,
    pub bytes: u64,
    pub errors: u64,
}

/// Calls of one kind that reached one kind of device: what a price applies to, exactly.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PricedTally {
    pub syscall: SyscallKind,
    /// The device reached, for data syscalls.
    pub device: Option<DeviceKind>,
    pub calls: u64,
    pub bytes: u64,
}

/// One layer of a stream at one step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LayerView {
    pub type_name: String,
    pub capacity: Option<u64>,
    pub buffered: u64,
    /// The first bytes waiting (at most 256).
    pub data: Vec<u8>,
    /// False before the script made it (a stream drawn ahead of its creation keeps the layout
    /// still).
    pub exists: bool,
    /// Where the calls it is given go on to.
    pub passes: Passes,
}

/// One stream of the run at one step: every layer from the one the script holds down to the
/// fd, whether or not the step used it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StreamView {
    /// Outermost first.
    pub layers: Vec<LayerView>,
    /// Whether the step's operation went through it.
    pub touched: bool,
}

/// Where a step's output went: one of [`RunView::devices`], how much it held then, and how much
/// of that the step wrote.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct DeviceAt {
    pub device: usize,
    /// In bytes.
    pub len: u64,
    /// In bytes; 0 when the step wrote nothing (the device it last wrote to is shown).
    pub newest: u64,
}

/// A device the run wrote to, and everything it received (bounded).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DeviceView {
    /// The path or the kind: `poem.txt`, `/dev/pts/0`, `pipe:[3]`.
    pub path: String,
    pub kind: DeviceKind,
    pub fd: i32,
    pub received: Output,
}

/// One operation of the script, for stepping.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StepView {
    pub index: u64,
    pub line: u32,
    pub column: u32,
    pub label: String,
    /// The syscalls it made are numbered `syscalls_before + 1 ..= syscalls_after`.
    pub syscalls_before: u64,
    pub syscalls_after: u64,
    /// The simulated clock when it returned. In nanoseconds.
    pub end_ns: u64,
    /// Every stream of the run (the same ones, in the same order, at every step).
    pub streams: Vec<StreamView>,
    /// Index into [`RunView::screens`]: the terminal after it.
    pub screen: usize,
    /// Bytes that had reached stdout's device after it. In bytes.
    pub stdout_len: u64,
    /// The device it wrote to, or the last one written before it.
    pub device: Option<DeviceAt>,
}

/// One point of a capacity sweep.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SweepPoint {
    pub capacity: u64,
    pub syscalls: u64,
    /// Priced on the page, so cost sliders need no new run.
    pub features: Features,
}

/// A run, as the page shows it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct RunView {
    /// The process's exit status; `None` when bufscope stopped the run (its budgets, the
    /// page's time budget, Stop): no real program ends that way, so no status is shown.
    pub exit_code: Option<i32>,
    /// How the run ended, in words; a stop says "stopped by bufscope: …" and names its line.
    pub ending: String,
    /// The first and the last syscalls; `gap` says where the unlisted middle sits.
    pub rows: Vec<SyscallRow>,
    /// `(index in rows, count)`: that many syscalls happened before `rows[index]` but are not
    /// listed.
    pub gap: Option<(usize, u64)>,
    pub totals: Vec<TotalRow>,
    /// Every syscall of the run by its cause: exact where the rows leave out a middle.
    pub causes: Vec<(Cause, u64)>,
    pub priced: Vec<PricedTally>,
    /// `(bytes moved, calls)` for every successful data syscall.
    pub data_sizes: Vec<(u64, u64)>,
    pub all_calls: u64,
    pub one_byte_calls: u64,
    pub terminal: String,
    /// What reached stdout's device: its start, its end, and its length. A million lines would
    /// be megabytes to copy and lay out; the page shows the start (what stepping reaches) and
    /// the end.
    pub stdout: Output,
    pub stderr: Output,
    /// Where stdout went, as the run saw it (after the script's own settings).
    pub stdout_target: StreamTarget,
    pub lost: Vec<String>,
    /// What this run shows that the compiled program could show otherwise, by place.
    pub notes: Vec<RunNote>,
    /// Over the whole run.
    pub features: Features,
    /// The first operations, for stepping.
    pub steps: Vec<StepView>,
    pub operations: u64,
    /// Distinct terminal screens the steps point at.
    pub screens: Vec<String>,
    /// The devices the stepped operations wrote to, in order of their first write.
    pub devices: Vec<DeviceView>,
    /// Simulated time of the whole run. In nanoseconds.
    pub duration_ns: u64,
    /// Why a watched run was stopped before its end, if the watch stopped it.
    pub watch_stop: Option<WatchStop>,
}

impl RunView {
    /// The listed rows of the syscalls `step` made (`syscalls_before + 1 ..= syscalls_after`),
    /// found by binary search: rows are in `seq` order, the unlisted middle of a long run
    /// included. Fewer than the step made when some of them fall in that middle.
    pub fn rows_of(&self, step: &StepView) -> &[SyscallRow] {
        let start = self
            .rows
            .partition_point(|row| row.seq <= step.syscalls_before);
        let end = self
            .rows
            .partition_point(|row| row.seq <= step.syscalls_after);
        &self.rows[start..end.max(start)]
    }
}

/// What stopped a watched run ([`super::Job::Watch`]) before its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum WatchStop {
    /// The page's time budget (its runaway guard): the page offers to keep going.
    TimeBudget,
    /// The learner's Stop: the run up to where it was.
    Stop,
}

/// One language's default stdout, replaying the script's own stdout output.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LanguageRow {
    pub language: String,
    pub idiom: String,
    /// The stack of std types standing in for it, e.g. `LineWriter::with_capacity(1024, fd 1)`.
    pub stack: String,
    pub caveat: String,
    pub source: String,
    /// Who empties the buffer at exit.
    pub at_exit: AtExit,
    pub syscalls: u64,
    /// Write sizes in order, repeats counted: `(bytes, times)`.
    pub writes: Vec<(u64, u64)>,
    /// Lines a terminal showed before the program exited.
    pub lines_before_exit: u64,
}

/// A device's output, bounded: the first [`Output::HEAD`] bytes and the last [`Output::TAIL`].
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Output {
    pub head: String,
    /// Empty unless the output is longer than the head.
    pub tail: String,
    /// In bytes.
    pub len: u64,
}

impl Output {
    pub const HEAD: usize = 64 * 1024;
    pub const TAIL: usize = 8 * 1024;

    pub fn of(bytes: &[u8]) -> Output {
        let head = &bytes[..bytes.len().min(Output::HEAD)];
        let tail = if bytes.len() > Output::HEAD {
            &bytes[bytes.len() - Output::TAIL.min(bytes.len() - Output::HEAD)..]
        } else {
            &[]
        };
        Output {
            head: String::from_utf8_lossy(head).into_owned(),
            tail: String::from_utf8_lossy(tail).into_owned(),
            len: bytes.len() as u64,
        }
    }

    /// The output as far as `len` bytes, as shown: whole while it fits the head.
    pub fn upto(&self, len: u64) -> String {
        let end = (len as usize).min(self.head.len());
        let mut text = self.head.get(..end).unwrap_or(&self.head).to_string();
        if len as usize > self.head.len() {
            text.push_str(&format!(
                "\n… ({} more bytes)",
                len as usize - self.head.len()
            ));
        }
        text
    }

    /// The whole output as shown: the head, and the tail after a note of what lies between.
    pub fn shown(&self) -> String {
        if self.tail.is_empty() {
            return self.head.clone();
        }
        let between = self.len as usize - self.head.len() - self.tail.len();
        format!("{}\n… {between} bytes …\n{}", self.head, self.tail)
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn row(seq: u64) -> SyscallRow {
        SyscallRow {
            seq,
            time_ns: seq * 1000,
            syscall: SyscallKind::Write,
            fd: 1,
            returned: Some(1),
            bytes: 1,
            device: Some(DeviceKind::Terminal),
            strace: format!("write(1, \"{seq}\", 1) = 1"),
            cause: Cause::UnbufferedWrite,
            at: Some((1, 1)),
            stack: Vec::new(),
        }
    }

    fn step(syscalls_before: u64, syscalls_after: u64) -> StepView {
        StepView {
            index: 0,
            line: 1,
            column: 1,
            label: "println!".into(),
            syscalls_before,
            syscalls_after,
            end_ns: 0,
            streams: Vec::new(),
            screen: 0,
            stdout_len: 0,
            device: None,
        }
    }

    fn seqs(rows: &[SyscallRow]) -> Vec<u64> {
        rows.iter().map(|row| row.seq).collect()
    }

    #[test]
    fn a_steps_rows_are_found_on_both_sides_of_the_unlisted_middle() {
        // Syscalls 1–4 and 97–100 listed, 5–96 counted in the gap.
        let run = RunView {
            rows: (1..=4).chain(97..=100).map(row).collect(),
            gap: Some((4, 92)),
            ..RunView::default()
        };
        let found: Vec<Vec<u64>> = [
            step(0, 2),
            step(2, 2),
            step(3, 97),
            step(10, 20),
            step(96, 100),
            step(100, 100),
        ]
        .iter()
        .map(|step| seqs(run.rows_of(step)))
        .collect();
        assert_eq!(
            found,
            vec![
                vec![1, 2],
                vec![],
                vec![4, 97],
                vec![],
                vec![97, 98, 99, 100],
                vec![],
            ]
        );
    }
}
