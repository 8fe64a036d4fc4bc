//! The facts Compare states about two runs, computed from the runs alone: the calls that moved
//! data in one direction, what made them, how many bytes each carried, where the two logs first
//! part, and the sentence that explains the difference. Nothing here knows an example: the
//! words come from the causes and the layers the runs report.

use bufscope_sim::kernel::SyscallKind;
use bufscope_sim::trace::Cause;

pub use crate::charts::units::with_separators as grouped;
use crate::protocol::{RunView, SyscallRow};

/// Which way data moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Out,
    In,
}

impl Direction {
    fn counts(self, kind: SyscallKind) -> bool {
        match self {
            Direction::Out => kind.is_output(),
            Direction::In => kind.moves_data() && !kind.is_output(),
        }
    }

    fn noun(self, calls: u64) -> &'static str {
        match (self, calls) {
            (Direction::Out, 1) => "write",
            (Direction::Out, _) => "writes",
            (Direction::In, 1) => "read",
            (Direction::In, _) => "reads",
        }
    }
}

/// One run's calls in one direction.
#[derive(Debug, Clone, PartialEq)]
pub struct Side {
    /// Every call of the run (from its totals). In calls.
    pub calls: u64,
    /// In bytes.
    pub bytes: u64,
    /// The cause most of its calls had (counted over the whole run), with the layer that
    /// made them.
    pub cause: Option<(Cause, String)>,
}

impl Side {
    pub fn of(run: &RunView, direction: Direction) -> Side {
        let (calls, bytes) = run
            .totals
            .iter()
            .filter(|t| direction.counts(t.syscall))
            .fold((0, 0), |(c, b), t| (c + t.calls, b + t.bytes));
        let listed: Vec<&SyscallRow> = run
            .rows
            .iter()
            .filter(|r| direction.counts(r.syscall))
            .collect();
        let cause = run_cause_counts(run, &listed)
            .into_iter()
            .max_by_key(|(_, n)| *n)
            .map(|(cause, _)| {
                let layer = listed
                    .iter()
                    .find(|r| r.cause == cause)
                    .map(|r| layer_of(r))
                    .unwrap_or_default();
                (cause, layer)
            });
        Side {
            calls,
            bytes,
            cause,
        }
    }

    /// Bytes per call, as [`bytes_per_call`] writes it.
    pub fn bytes_per_call(&self) -> String {
        bytes_per_call(self.bytes, self.calls)
    }
}

/// Bytes per call: whole when exact, else to one decimal below 100 (`3.6`, where rounding to
/// `4` would hide that lines differ in length). The sentence and the tables both write it so.
pub fn bytes_per_call(bytes: u64, calls: u64) -> String {
    if calls == 0 {
        return "0".into();
    }
    let mean = bytes as f64 / calls as f64;
    if bytes.is_multiple_of(calls) {
        grouped(bytes / calls)
    } else if mean < 100.0 {
        format!("{mean:.1}")
    } else {
        grouped(mean.round() as u64)
    }
}

/// The type a frame of a call chain runs in, generics left off: `drop(BufWriter<File>)` and
/// `BufWriter<File>::flush` → `BufWriter`; `None` for the script's own calls (`w.flush()`).
fn type_in(frame: &str) -> Option<&str> {
    let frame = frame.strip_prefix("drop(").unwrap_or(frame);
    let name = frame.split(['<', ':', ')']).next()?;
    (name.starts_with(|c: char| c.is_ascii_uppercase()) && !name.contains(['!', '.', '(']))
        .then_some(name)
}

/// The layer that made a call: the innermost buffered type in its chain; else the one its
/// cause names (stdout's own `LineWriter` writes at a newline, only a `BufReader` refills);
/// else the handle that made it (`File`, `StderrRaw`).
pub fn layer_of(row: &SyscallRow) -> String {
    let types: Vec<&str> = row.stack.iter().rev().filter_map(|f| type_in(f)).collect();
    if let Some(buffered) = types
        .iter()
        .find(|t| matches!(**t, "BufWriter" | "LineWriter" | "BufReader"))
    {
        return buffered.to_string();
    }
    let named = match row.cause {
        Cause::Newline | Cause::StdoutCleanup if types.iter().any(|t| t.starts_with("Stdout")) => {
            "stdout LineWriter"
        }
        Cause::Refill | Cause::ReadBypass => "BufReader",
        Cause::BufferFull | Cause::WriteBypass => "BufWriter",
        _ => types.first().copied().unwrap_or_default(),
    };
    named.to_string()
}

/// How many calls of the whole run each cause of `rows` made, in the order the causes first
/// appear in `rows`: the run's totals by cause, so a log that leaves out its middle still
/// counts every call.
pub fn run_cause_counts(run: &RunView, rows: &[&SyscallRow]) -> Vec<(Cause, u64)> {
    cause_counts(rows)
        .into_iter()
        .map(|(cause, listed)| {
            let all = run
                .causes
                .iter()
                .find(|(c, _)| *c == cause)
                .map_or(listed, |(_, n)| *n);
            (cause, all)
        })
        .collect()
}

/// How many of `rows` each cause made, in the order the causes first appear.
pub fn cause_counts(rows: &[&SyscallRow]) -> Vec<(Cause, u64)> {
    let mut counts: Vec<(Cause, u64)> = Vec::new();
    for row in rows {
        match counts.iter_mut().find(|(c, _)| *c == row.cause) {
            Some((_, n)) => *n += 1,
            None => counts.push((row.cause, 1)),
        }
    }
    counts
}

/// The direction in which the two runs differ most (writes when they tie).
pub fn direction_of(a: &RunView, b: &RunView) -> Direction {
    let gap = |d| Side::of(a, d).calls.abs_diff(Side::of(b, d).calls);
    if gap(Direction::In) > gap(Direction::Out) {
        Direction::In
    } else {
        Direction::Out
    }
}

/// How a side's calls are made, in words: `its BufWriter sends 1,092 bytes per write (drop)`.
fn how(whose: &str, side: &Side, direction: Direction) -> String {
    let verb = match direction {
        Direction::Out => "sends",
        Direction::In => "takes",
    };
    let noun = direction.noun(1);
    let by = match &side.cause {
        Some((_, layer)) if !layer.is_empty() => format!("{whose} {layer}"),
        _ => format!("{whose} script"),
    };
    let cause = side
        .cause
        .as_ref()
        .map(|(cause, _)| format!(" ({})", cause.label()))
        .unwrap_or_default();
    format!(
        "{by} {verb} {} bytes per {noun}{cause}",
        side.bytes_per_call()
    )
}

/// The sentence that explains the difference between runs A and B.
pub fn sentence(a: &RunView, b: &RunView) -> String {
    let direction = direction_of(a, b);
    let (sa, sb) = (Side::of(a, direction), Side::of(b, direction));
    if sa.calls == 0 && sb.calls == 0 {
        return format!(
            "Neither A nor B moves data: both make {} syscalls.",
            grouped(a.all_calls)
        );
    }
    let (fewer, more, few, many) = if sb.calls <= sa.calls {
        ("B", "A", &sb, &sa)
    } else {
        ("A", "B", &sa, &sb)
    };
    let head = if sa.calls == sb.calls {
        format!(
            "A and B both make {} {}",
            grouped(sa.calls),
            direction.noun(sa.calls)
        )
    } else {
        format!(
            "{fewer} makes {} {} instead of {}",
            grouped(few.calls),
            direction.noun(few.calls),
            grouped(many.calls)
        )
    };
    let causes = if sa.cause == sb.cause && sa.bytes_per_call() == sb.bytes_per_call() {
        format!("{}, in both", how("", few, direction).trim_start())
    } else {
        format!(
            "{} where {more}'s {}",
            how("its", few, direction),
            how("", many, direction).trim_start()
        )
    };
    format!("{head}: {causes}.")
}

/// What the same-place rows of the two logs are compared by: the call as strace shows it and
/// its cause (the clock differs whenever anything before differs).
fn same(a: &SyscallRow, b: &SyscallRow) -> bool {
    a.strace == b.strace && a.cause == b.cause
}

/// The index of the first listed row where the logs differ, or `None` when the listed rows are
/// the same call for call.
pub fn first_difference(a: &[SyscallRow], b: &[SyscallRow]) -> Option<usize> {
    (0..a.len().max(b.len())).find(|&i| match (a.get(i), b.get(i)) {
        (Some(x), Some(y)) => !same(x, y),
        _ => true,
    })
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use crate::protocol::TotalRow;
    use bufscope_sim::kernel::DeviceKind;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn row(seq: u64, bytes: u64, cause: Cause, stack: &[&str]) -> SyscallRow {
        SyscallRow {
            seq,
            time_ns: seq * 1000,
            syscall: SyscallKind::Write,
            fd: 1,
            returned: Some(bytes),
            bytes,
            device: Some(DeviceKind::File),
            strace: format!("write(1, …, {bytes}) = {bytes}"),
            cause,
            at: Some((3, 5)),
            stack: stack.iter().map(|f| f.to_string()).collect(),
        }
    }

    fn run(rows: Vec<SyscallRow>) -> RunView {
        let bytes = rows.iter().map(|r| r.bytes).sum();
        RunView {
            totals: vec![TotalRow {
                syscall: SyscallKind::Write,
                calls: rows.len() as u64,
                bytes,
                errors: 0,
            }],
            all_calls: rows.len() as u64,
            rows,
            exit_code: Some(0),
            watch_stop: None,
            causes: Vec::new(),
            ending: "main returned".into(),
            gap: None,
            priced: Vec::new(),
            data_sizes: Vec::new(),
            one_byte_calls: 0,
            terminal: String::new(),
            stdout: Default::default(),
            stderr: Default::default(),
            stdout_target: Default::default(),
            lost: Vec::new(),
            notes: Vec::new(),
            features: Default::default(),
            steps: Vec::new(),
            operations: 0,
            screens: Vec::new(),
            devices: Vec::new(),
            duration_ns: 0,
        }
    }

    #[test]
    fn the_sentence_names_both_counts_and_both_causes() {
        let a = run((1..=300)
            .map(|i| {
                row(
                    i,
                    3 + i % 2,
                    Cause::Newline,
                    &["println!(\"{}\", i)", "StdoutRaw::write"],
                )
            })
            .collect());
        let b = run(vec![row(
            1,
            1092,
            Cause::FlushOnDrop,
            &[
                "drop(out)",
                "drop(BufWriter<StdoutLock<'static>>)",
                "StdoutLock<'static>::write",
                "StdoutRaw::write",
            ],
        )]);
        assert_eq!(
            sentence(&a, &b),
            "B makes 1 write instead of 300: its BufWriter sends 1,092 bytes per write (drop) where A's stdout LineWriter sends 3.5 bytes per write (newline)."
        );
        assert_eq!(
            sentence(&b, &a),
            "A makes 1 write instead of 300: its BufWriter sends 1,092 bytes per write (drop) where B's stdout LineWriter sends 3.5 bytes per write (newline)."
        );
        assert_eq!(
            sentence(&a, &a),
            "A and B both make 300 writes: stdout LineWriter sends 3.5 bytes per write (newline), in both."
        );
    }

    /// A log that leaves out its middle lists a few calls; the main cause is the one most of
    /// the run's calls had, from its totals.
    #[test]
    fn a_long_run_is_described_by_all_its_calls_not_the_listed_ones() {
        // Listed: one buffer-full write, then three flushes; the run made 999 of the first.
        let mut listed = vec![row(
            1,
            8192,
            Cause::BufferFull,
            &["BufWriter<File>::write", "File::write"],
        )];
        for seq in 1000..1003 {
            listed.push(row(
                seq,
                10,
                Cause::ExplicitFlush,
                &["w.flush()", "File::write"],
            ));
        }
        let mut long = run(listed);
        long.totals[0].calls = 1002;
        long.gap = Some((1, 998));
        long.causes = vec![(Cause::BufferFull, 999), (Cause::ExplicitFlush, 3)];
        let side = Side::of(&long, Direction::Out);
        assert_eq!(
            side.cause,
            Some((Cause::BufferFull, "BufWriter".to_string()))
        );
        let listed: Vec<&SyscallRow> = long.rows.iter().collect();
        assert_eq!(
            run_cause_counts(&long, &listed),
            vec![(Cause::BufferFull, 999), (Cause::ExplicitFlush, 3)]
        );
        // Without the totals (an older view), the listed rows are all there is.
        long.causes.clear();
        assert_eq!(
            Side::of(&long, Direction::Out).cause.map(|(c, _)| c),
            Some(Cause::ExplicitFlush)
        );
    }

    #[test]
    fn the_first_difference_is_the_first_row_not_the_same() {
        let a: Vec<_> = (1..=3)
            .map(|i| row(i, 2, Cause::Newline, &["File::write"]))
            .collect();
        let mut b = a.clone();
        assert_eq!(first_difference(&a, &b), None);
        b[2].cause = Cause::ExplicitFlush;
        assert_eq!(first_difference(&a, &b), Some(2));
        assert_eq!(first_difference(&a, &b[..1]), Some(1));
        assert_eq!(grouped(999_999), "999,999");
        assert_eq!(grouped(12), "12");
    }
}
