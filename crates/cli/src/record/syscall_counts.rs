//! Data syscall counts of a scenario, simulated and real (the kernel's counters, and `strace -c`
//! for socket calls), so a recording fails when the simulator disagrees with the machine.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use anyhow::{Context, Result};
use bufscope_sim::run::RunReport;

use crate::real_sink::{RunTimes, start};
use crate::scenarios::Scenario;

/// Data syscall counts: `read`, `write` (write and writev: the kernel's counter does not tell
/// them apart), `recvfrom`, `sendto`.
pub(super) type Counts = BTreeMap<String, u64>;

pub(super) fn simulated_counts(report: &RunReport) -> Counts {
    let mut counts = Counts::new();
    for (kind, tally) in report
        .totals
        .by_kind
        .iter()
        .filter(|(kind, _)| kind.moves_data())
    {
        let key = if kind.name() == "writev" {
            "write"
        } else {
            kind.name()
        };
        *counts.entry(key.to_string()).or_default() += tally.calls;
    }
    counts.retain(|_, calls| *calls > 0);
    counts
}

/// The real counts of a run: reads and writes from the kernel's own counters, less what the
/// loader and std's runtime do in every program (`baseline`); socket calls from `strace -c`.
pub(super) fn real_counts(times: &RunTimes, baseline: &RunTimes, sockets: &Counts) -> Counts {
    let mut counts = Counts::new();
    counts.insert(
        "read".into(),
        times.read_calls.saturating_sub(baseline.read_calls),
    );
    counts.insert(
        "write".into(),
        times.write_calls.saturating_sub(baseline.write_calls),
    );
    counts.extend(sockets.iter().map(|(k, v)| (k.clone(), *v)));
    counts.retain(|_, calls| *calls > 0);
    counts
}

/// Socket calls of one run under `strace -c` (it only counts; it stops on socket calls alone).
pub(super) fn socket_counts(binary: &Path, dir: &Path, scenario: &Scenario) -> Result<Counts> {
    let log = dir.join("strace-c.log");
    let mut command = Command::new("strace");
    command
        .args(["-qq", "-c", "-e", "trace=recvfrom,sendto", "-o"])
        .arg(&log)
        .arg(binary);
    let finished = start(command, dir, scenario)?.finish(Duration::from_secs(600))?;
    anyhow::ensure!(
        finished.status.success(),
        "{} under strace exited with {}",
        scenario.id,
        finished.status
    );
    let text = std::fs::read_to_string(&log).context("reading the strace summary")?;
    Ok(parse_strace_summary(&text))
}

/// The `calls` column of `strace -c` for recvfrom and sendto.
pub(super) fn parse_strace_summary(text: &str) -> Counts {
    let mut counts = Counts::new();
    for line in text.lines() {
        // `% time  seconds  usecs/call  calls  [errors]  syscall`
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() >= 5
            && let Some(name) = fields
                .last()
                .filter(|name| matches!(**name, "recvfrom" | "sendto"))
            && let Ok(calls) = fields[3].parse::<u64>()
        {
            counts.insert((*name).to_string(), calls);
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strace_summaries_give_socket_call_counts() {
        let text = "% time     seconds  usecs/call     calls    errors syscall\n------ ----------- ----------- --------- --------- ----------------\n 99.10    0.041000          10      4001           recvfrom\n  0.90    0.000400          40        10         2 sendto\n------ ----------- ----------- --------- --------- ----------------\n100.00    0.041400          10      4011         2 total\n";
        let counts = parse_strace_summary(text);
        assert_eq!(
            counts,
            Counts::from([("recvfrom".to_string(), 4001), ("sendto".to_string(), 10)])
        );
    }
}
