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
    pub syscall: &'static str,
    pub fd: i32,
    /// What the call returned: bytes moved (or a new fd, an offset); `None` on an error.
    pub returned: Option<u64>,
    pub strace: String,
    pub cause: &'static str,
    /// The script line that caused it.
    pub line: Option<u32>,
    /// Outermost call first.
    pub stack: Vec<String>,
}

/// Which rows of the log to show.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LogFilter {
    /// Only this fd.
    pub fd: Option<i32>,
    /// Only this syscall (`write`, `read`…).
    pub syscall: Option<String>,
    /// Only calls that moved exactly one byte, as `strace … | awk '/= 1$/'` finds them.
    pub one_byte: bool,
}

impl LogFilter {
    pub fn keeps(&self, row: &SyscallRow) -> bool {
        self.fd.is_none_or(|fd| fd == row.fd)
            && self
                .syscall
                .as_deref()
                .is_none_or(|name| name == row.syscall)
            && (!self.one_byte
                || row.returned == Some(1)
                    && matches!(row.syscall, "read" | "write" | "recvfrom" | "sendto"))
    }
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
                syscall: record.kind.name(),
                fd: record.fd,
                returned: record.result.ok(),
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

// The app's tests run in the browser (wasm-bindgen-test), as `./dev test` does.
#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn row(syscall: &'static str, fd: i32, returned: Option<u64>) -> SyscallRow {
        SyscallRow {
            seq: 1,
            syscall,
            fd,
            returned,
            strace: String::new(),
            cause: "",
            line: None,
            stack: Vec::new(),
        }
    }

    #[test]
    fn filters_keep_what_they_name() {
        let rows = [
            row("read", 3, Some(1)),
            row("read", 3, Some(8192)),
            row("write", 1, Some(1)),
            row("openat", -100, Some(1)),
        ];
        let kept = |filter: LogFilter| rows.iter().filter(|r| filter.keeps(r)).count();
        assert_eq!(kept(LogFilter::default()), 4);
        assert_eq!(
            kept(LogFilter {
                fd: Some(3),
                ..LogFilter::default()
            }),
            2
        );
        assert_eq!(
            kept(LogFilter {
                syscall: Some("write".into()),
                ..LogFilter::default()
            }),
            1
        );
        assert_eq!(
            kept(LogFilter {
                one_byte: true,
                ..LogFilter::default()
            }),
            2
        );
        assert_eq!(
            kept(LogFilter {
                fd: Some(3),
                one_byte: true,
                ..LogFilter::default()
            }),
            1
        );
    }
}
