//! The terminal as it was at one moment of a run, rebuilt from the syscall log.
//!
//! A [`RunReport`] keeps only the final screen. Each operation record says how many syscalls
//! had been made when it returned (`syscalls_after`), and the log keeps every syscall's bytes
//! in order. So the screen right after the last operation of script line N is the screen of a
//! fresh terminal of the kernel's size fed, in order, with the bytes of the syscalls numbered
//! up to that count that wrote to the terminal — the same bytes the kernel gave its emulator
//! (the emulator applies the tty's `\n` → `\r\n` itself).

use bufscope_sim::kernel::sim_kernel::{TERMINAL_COLS, TERMINAL_ROWS};
use bufscope_sim::kernel::{DeviceKind, Terminal};
use bufscope_sim::run::RunReport;

/// The screen right after the last operation on script line `line` returned.
pub fn terminal_after_line(report: &RunReport, line: u32) -> Result<String, String> {
    let op = report
        .ops
        .iter()
        .filter(|op| op.span.line == line)
        .last()
        .ok_or_else(|| format!("no operation ran on line {line}"))?;
    if report.ops.omitted() > 0 && op.index <= report.ops.head().len() as u64 {
        // A later operation on the same line may be among the omitted ones.
        return Err(format!(
            "the run made {} operations, too many to find the last one on line {line}",
            report.ops.pushed()
        ));
    }
    let until = op.syscalls_after;
    if report.syscalls.omitted() > 0 && until > report.syscalls.head().len() as u64 {
        return Err(format!(
            "the screen after line {line} needs syscalls the log no longer holds"
        ));
    }
    let mut terminal = Terminal::new(TERMINAL_ROWS, TERMINAL_COLS);
    for record in report.syscalls.iter().take_while(|r| r.seq <= until) {
        if record.kind.is_output() && record.device == Some(DeviceKind::Terminal) {
            let written = (record.bytes() as usize).min(record.payload.len());
            terminal.write(&record.payload[..written]);
        }
    }
    Ok(terminal.screen_text())
}
