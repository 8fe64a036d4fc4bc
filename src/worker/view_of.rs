//! A finished run, turned into the plain view the page draws.

use bufscope_sim::cost::Features;
use bufscope_sim::kernel::StreamTarget;
use bufscope_sim::render::strace::strace_line;
use bufscope_sim::run::{Ending, RunReport};

use super::step_view::steps;
use crate::protocol::{Output, PricedTally, RunView, SyscallRow, TotalRow};

fn ending_text(ending: &Ending) -> String {
    match ending {
        Ending::Returned => "main returned".to_string(),
        Ending::ReturnedError(error) => format!("main returned Err({error})"),
        Ending::Exited(code) => format!("process::exit({code})"),
        Ending::Panicked(message, span) => {
            format!("panicked at {}:{}: {message}", span.line, span.column)
        }
        // "stopped by bufscope: …" and where, then what to do: never an exit status.
        Ending::Stopped(error) => {
            let mut text = format!("{} (line {})", error.message, error.span.line);
            if let Some(help) = &error.help {
                text.push_str(&format!("; {help}"));
            }
            text
        }
    }
}

/// The page's view of `report`; `stdout` is where fd 1 went.
pub fn run_view(report: &RunReport, stdout: StreamTarget) -> RunView {
    let head = report.syscalls.head().len();
    let gap = (report.syscalls.omitted() > 0).then_some((head, report.syscalls.omitted()));
    let rows = report
        .syscalls
        .iter()
        .map(|record| SyscallRow {
            seq: record.seq,
            time_ns: record.start_ns,
            syscall: record.kind,
            fd: record.fd,
            returned: record.result.ok(),
            bytes: record.bytes(),
            device: record.device.filter(|_| record.kind.moves_data()),
            strace: strace_line(record),
            cause: record.cause,
            at: record.span.map(|span| (span.line, span.column)),
            stack: record
                .stack
                .iter()
                .map(|frame| frame.call.to_string())
                .collect(),
        })
        .collect();
    let totals = &report.totals;
    let (steps, screens, devices) = steps(report);
    RunView {
        exit_code: (!matches!(report.ending, Ending::Stopped(_))).then_some(report.exit_code),
        ending: ending_text(&report.ending),
        rows,
        gap,
        causes: totals
            .by_cause
            .iter()
            .map(|(cause, tally)| (*cause, tally.calls))
            .collect(),
        totals: totals
            .by_kind
            .iter()
            .map(|(kind, tally)| TotalRow {
                syscall: *kind,
                calls: tally.calls,
                bytes: tally.bytes,
                errors: tally.errors,
            })
            .collect(),
        priced: totals
            .by_kind_device
            .iter()
            .map(|((kind, device), tally)| PricedTally {
                syscall: *kind,
                device: *device,
                calls: tally.calls,
                bytes: tally.bytes,
            })
            .collect(),
        data_sizes: totals.data_sizes.iter().map(|(&b, &n)| (b, n)).collect(),
        all_calls: totals.all.calls,
        one_byte_calls: totals.one_byte_calls,
        terminal: report.terminal_screen.clone(),
        stdout: Output::of(&report.stdout),
        stderr: Output::of(&report.stderr),
        stdout_target: stdout,
        lost: report
            .lost
            .iter()
            .map(|l| format!("{} bytes in {}: {}", l.bytes, l.holder, l.reason))
            .collect(),
        notes: report.notes.clone(),
        features: Features::of(report),
        steps,
        operations: report.ops.pushed(),
        screens,
        devices,
        duration_ns: report.duration_ns,
        watch_stop: None,
    }
}
