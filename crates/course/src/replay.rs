//! The terminal as it was after one line of a script: the core replays the screen after an
//! operation (`RunReport::screen_after`); this finds the line's last operation.

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
    Ok(report.screen_after(op))
}
