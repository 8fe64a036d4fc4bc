//! What the page shows of a run, owned and cheap to clone into signals.

use bufscope_sim::cost::presets::default_model;
use bufscope_sim::cost::{Cost, Features};
use bufscope_sim::render::strace::strace_line;
use bufscope_sim::run::{Ending, RunReport};

/// Syscall rows kept for the log; the totals stay exact for every call.
pub const LOG_ROWS: usize = 2_000;

/// One row of the syscall log.
#[derive(Debug, Clone, PartialEq)]
pub struct SyscallRow {
    pub seq: u64,
    pub strace: String,
    pub cause: &'static str,
    /// The script line that caused it.
    pub line: Option<u32>,
    /// Outermost call first.
    pub stack: Vec<String>,
}

/// One row of the `strace -c`-style summary.
#[derive(Debug, Clone, PartialEq)]
pub struct TotalRow {
    pub syscall: &'static str,
    pub calls: u64,
    pub bytes: u64,
    pub errors: u64,
}

/// A run, as the page shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct RunView {
    pub exit_code: i32,
    pub ending: String,
    pub rows: Vec<SyscallRow>,
    /// Syscalls counted but not listed.
    pub omitted: u64,
    pub totals: Vec<TotalRow>,
    pub all_calls: u64,
    pub terminal: String,
    pub stdout: String,
    pub stderr: String,
    pub lost: Vec<String>,
    pub cost: Cost,
    pub cost_model: String,
}

impl RunView {
    pub fn of(report: &RunReport) -> RunView {
        let rows = report
            .syscalls
            .iter()
            .take(LOG_ROWS)
            .map(|record| SyscallRow {
                seq: record.seq,
                strace: strace_line(record),
                cause: record.cause.label(),
                line: record.span.map(|span| span.line),
                stack: record
                    .stack
                    .iter()
                    .map(|frame| frame.call.to_string())
                    .collect(),
            })
            .collect::<Vec<_>>();
        let omitted = report.totals.all.calls.saturating_sub(rows.len() as u64);
        let totals = report
            .totals
            .by_kind
            .iter()
            .map(|(kind, tally)| TotalRow {
                syscall: kind.name(),
                calls: tally.calls,
                bytes: tally.bytes,
                errors: tally.errors,
            })
            .collect();
        let ending = match &report.ending {
            Ending::Returned => "main returned".to_string(),
            Ending::ReturnedError(error) => format!("main returned Err({error})"),
            Ending::Exited(code) => format!("process::exit({code})"),
            Ending::Panicked(message, span) => {
                format!("panicked at {}:{}: {message}", span.line, span.column)
            }
            Ending::Stopped(error) => format!("the simulation stopped: {error}"),
        };
        let model = default_model();
        RunView {
            exit_code: report.exit_code,
            ending,
            rows,
            omitted,
            totals,
            all_calls: report.totals.all.calls,
            terminal: report.terminal_screen.clone(),
            stdout: String::from_utf8_lossy(&report.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&report.stderr).into_owned(),
            lost: report
                .lost
                .iter()
                .map(|l| format!("{} bytes in {}: {}", l.bytes, l.holder, l.reason))
                .collect(),
            cost: model.cost(&Features::of(report)),
            cost_model: model.name,
        }
    }
}
