//! strace's `-c` table for a simulated run: per syscall, the share of the time spent in
//! syscalls, seconds, microseconds per call, calls and errors, sorted by time as strace sorts.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use bufscope_sim::kernel::SyscallRecord;

#[derive(Debug, Default)]
struct Row {
    ns: u64,
    calls: u64,
    errors: u64,
}

const RULE: &str = "------ ----------- ----------- --------- --------- ----------------\n";

/// The table's rows, counted one syscall at a time (the whole run's, or those a filter kept).
#[derive(Debug, Default)]
pub struct Table {
    rows: BTreeMap<&'static str, Row>,
}

impl Table {
    pub fn add(&mut self, record: &SyscallRecord) {
        let row = self.rows.entry(record.kind.name()).or_default();
        row.ns += record.end_ns.saturating_sub(record.start_ns);
        row.calls += 1;
        row.errors += u64::from(record.result.is_err());
    }

    /// The table as strace prints it.
    pub fn render(&self) -> String {
        strace_c_table(&self.rows)
    }
}

fn strace_c_table(rows: &BTreeMap<&'static str, Row>) -> String {
    let total = Row {
        ns: rows.values().map(|r| r.ns).sum(),
        calls: rows.values().map(|r| r.calls).sum(),
        errors: rows.values().map(|r| r.errors).sum(),
    };
    let mut sorted: Vec<(&str, &Row)> = rows.iter().map(|(name, row)| (*name, row)).collect();
    // strace sorts by time, then by name.
    sorted.sort_by(|a, b| b.1.ns.cmp(&a.1.ns).then(a.0.cmp(b.0)));
    let mut out = String::from("% time     seconds  usecs/call     calls    errors syscall\n");
    out.push_str(RULE);
    for (name, row) in sorted {
        line(&mut out, row, total.ns, name);
    }
    out.push_str(RULE);
    line(&mut out, &total, total.ns, "total");
    out
}

fn line(out: &mut String, row: &Row, total_ns: u64, name: &str) {
    let share = if total_ns == 0 {
        0.0
    } else {
        100.0 * row.ns as f64 / total_ns as f64
    };
    let errors = if row.errors == 0 {
        String::new()
    } else {
        row.errors.to_string()
    };
    let _ = writeln!(
        out,
        "{share:6.2} {:11.6} {:11} {:9} {errors:>9} {name}",
        row.ns as f64 / 1e9,
        row.ns / 1000 / row.calls.max(1),
        row.calls,
    );
}
