//! The terminal as it was at one moment of a run, rebuilt from what the terminal received.
//!
//! A [`RunReport`] keeps the final screen and every byte the terminal received
//! (`terminal_output`); each operation record says how many of them had arrived when it returned
//! (`terminal_bytes_after`). So the screen right after the last operation of script line N is
//! the screen of a fresh terminal of the kernel's size fed with those first bytes (the emulator
//! applies the tty's `\n` → `\r\n` itself), whatever the syscall log kept.

use bufscope_sim::kernel::Terminal;
use bufscope_sim::kernel::sim_kernel::{TERMINAL_COLS, TERMINAL_ROWS};
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
    let received = (op.terminal_bytes_after as usize).min(report.terminal_output.len());
    let mut terminal = Terminal::new(TERMINAL_ROWS, TERMINAL_COLS);
    terminal.write(&report.terminal_output[..received]);
    Ok(terminal.screen_text())
}
