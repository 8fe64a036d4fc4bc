//! Queries: what an exercise asks the simulator, never the answer itself.
//!
//! A query is evaluated by running the exercise's script(s) in the real simulator
//! ([`bufscope_sim::run::run`]) in the environment their `// bufscope:` header describes. The
//! language is documented in the crate's module doc; [`Query::parse`] reads it.

use bufscope_sim::cost::{Features, presets};
use bufscope_sim::kernel::{SyscallKind, SyscallRecord};
use bufscope_sim::render::strace::strace_line;
use bufscope_sim::run::RunReport;
use bufscope_sim::trace::Cause;

use crate::lost_text::lost_text;
use crate::replay::terminal_after_line;
use crate::widget::run_to_an_end;

/// One question to the simulator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Query {
    /// `syscalls [KIND] [fd=N] [cause=CAUSE]`: how many syscalls match.
    Syscalls {
        kind: Option<SyscallKind>,
        fd: Option<i32>,
        cause: Option<Cause>,
    },
    /// `strace [KIND] [fd=N] [cause=CAUSE]`: the matching syscalls as strace prints them, one
    /// a line, in the order they were made.
    Strace {
        kind: Option<SyscallKind>,
        fd: Option<i32>,
        cause: Option<Cause>,
    },
    /// `bytes [fd=N]`: bytes written (write, writev, sendto), to one fd or in all.
    BytesWritten { fd: Option<i32> },
    /// `one-byte-calls`: data syscalls that moved exactly one byte (strace's `= 1$`).
    OneByteCalls,
    /// `terminal` / `terminal after-line N`: the terminal's screen text.
    Terminal { after_line: Option<u32> },
    /// `stdout`: the text that reached fd 1's device.
    Stdout,
    /// `stderr`: the text that reached fd 2's device.
    Stderr,
    /// `file PATH`: a regular file's text at the end of the run.
    File(String),
    /// `lost-bytes`: bytes written that no device received.
    LostBytes,
    /// `lost-text`: those bytes as text.
    LostText,
    /// `exit-code`: the process status.
    ExitCode,
    /// `faster`: the label of the script with the lower simulated wall time.
    Faster,
    /// `ratio`: the slower script's wall time over the faster one's.
    Ratio,
    /// `first-write-line`: the script line whose operation made the first write on fd 1.
    FirstWriteLine,
}

/// What a query evaluates to.
#[derive(Debug, Clone, PartialEq)]
pub enum QueryValue {
    Number(f64),
    Text(String),
}

/// A script of an exercise, with its label when the exercise compares several.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LabeledScript {
    pub label: Option<String>,
    pub script: String,
    /// The 1-based line of the lesson file where the script's first line is.
    pub line: usize,
}

/// A cause's name in queries: its variant in kebab case (`BufferFull` → `buffer-full`).
pub fn cause_name(cause: Cause) -> String {
    let mut name = String::new();
    for (i, c) in format!("{cause:?}").chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            name.push('-');
        }
        name.push(c.to_ascii_lowercase());
    }
    name
}

impl Query {
    /// Reads a query, e.g. `syscalls write fd=1` or `terminal after-line 4`.
    pub fn parse(text: &str) -> Result<Query, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some((&head, args)) = words.split_first() else {
            return Err("the answer query is empty".into());
        };
        let no_args = |query: Query| {
            if args.is_empty() {
                Ok(query)
            } else {
                Err(format!(
                    "`{head}` takes no arguments, found `{}`",
                    args.join(" ")
                ))
            }
        };
        match head {
            "syscalls" => {
                let (kind, fd, cause) = parse_filters(args)?;
                Ok(Query::Syscalls { kind, fd, cause })
            }
            "strace" => {
                let (kind, fd, cause) = parse_filters(args)?;
                Ok(Query::Strace { kind, fd, cause })
            }
            "bytes" => match args {
                [] => Ok(Query::BytesWritten { fd: None }),
                [arg] => {
                    let n = arg
                        .strip_prefix("fd=")
                        .ok_or_else(|| format!("`bytes` takes `fd=N`, found `{arg}`"))?;
                    Ok(Query::BytesWritten {
                        fd: Some(parse_fd(n)?),
                    })
                }
                _ => Err("`bytes` takes at most `fd=N`".into()),
            },
            "terminal" => match args {
                [] => Ok(Query::Terminal { after_line: None }),
                ["after-line", n] => Ok(Query::Terminal {
                    after_line: Some(
                        n.parse()
                            .ok()
                            .filter(|&n| n > 0)
                            .ok_or_else(|| format!("`{n}` is not a line number"))?,
                    ),
                }),
                _ => Err("`terminal` takes nothing or `after-line N`".into()),
            },
            "file" => match args {
                [path] => Ok(Query::File((*path).to_string())),
                _ => Err("`file` takes one path".into()),
            },
            "one-byte-calls" => no_args(Query::OneByteCalls),
            "stdout" => no_args(Query::Stdout),
            "stderr" => no_args(Query::Stderr),
            "lost-bytes" => no_args(Query::LostBytes),
            "lost-text" => no_args(Query::LostText),
            "exit-code" => no_args(Query::ExitCode),
            "faster" => no_args(Query::Faster),
            "ratio" => no_args(Query::Ratio),
            "first-write-line" => no_args(Query::FirstWriteLine),
            other => Err(format!(
                "unknown query `{other}` (syscalls, strace, bytes, one-byte-calls, terminal, stdout, stderr, file, lost-bytes, lost-text, exit-code, faster, ratio, first-write-line)"
            )),
        }
    }

    /// Whether the query compares several labeled scripts.
    pub fn compares(&self) -> bool {
        matches!(self, Query::Faster | Query::Ratio)
    }

    /// Runs the scripts and answers the query.
    pub fn evaluate(&self, scripts: &[LabeledScript]) -> Result<QueryValue, String> {
        if self.compares() {
            return compare(self, scripts);
        }
        let [only] = scripts else {
            return Err(format!(
                "this query needs exactly one script, the exercise has {}",
                scripts.len()
            ));
        };
        let report = run_to_an_end(&only.script)?;
        self.of_report(&only.script, &report)
    }

    /// The query's value for a run of `script`.
    pub(crate) fn of_report(&self, script: &str, report: &RunReport) -> Result<QueryValue, String> {
        let number = |n: u64| Ok(QueryValue::Number(n as f64));
        let text = |bytes: &[u8]| Ok(QueryValue::Text(String::from_utf8_lossy(bytes).into()));
        match self {
            Query::Syscalls { kind, fd, cause } => {
                number(count_syscalls(report, *kind, *fd, *cause)?)
            }
            Query::Strace { kind, fd, cause } => Ok(QueryValue::Text(
                matching(report, *kind, *fd, *cause, "`strace`")?
                    .map(strace_line)
                    .collect::<Vec<_>>()
                    .join("\n"),
            )),
            Query::BytesWritten { fd } => number(bytes_written(report, *fd)?),
            Query::OneByteCalls => number(report.totals.one_byte_calls),
            Query::Terminal { after_line: None } => {
                Ok(QueryValue::Text(trim_screen(&report.terminal_screen)))
            }
            Query::Terminal {
                after_line: Some(line),
            } => Ok(QueryValue::Text(trim_screen(&terminal_after_line(
                report, *line,
            )?))),
            Query::Stdout => text(&report.stdout),
            Query::Stderr => text(&report.stderr),
            Query::File(path) => match report.files.get(path) {
                Some(bytes) => text(bytes),
                None => Err(format!(
                    "no file `{path}` at the end of the run (files: {})",
                    report.files.keys().cloned().collect::<Vec<_>>().join(", ")
                )),
            },
            Query::LostBytes => number(report.lost.iter().map(|l| l.bytes as u64).sum()),
            Query::LostText => Ok(QueryValue::Text(lost_text(script, report)?)),
            Query::ExitCode => Ok(QueryValue::Number(f64::from(report.exit_code))),
            Query::FirstWriteLine => first_write_line(report),
            Query::Faster | Query::Ratio => Err("a comparison needs labeled scripts".into()),
        }
    }
}

/// `[KIND] [fd=N] [cause=CAUSE]`, in any order.
#[allow(clippy::type_complexity)]
fn parse_filters(
    args: &[&str],
) -> Result<(Option<SyscallKind>, Option<i32>, Option<Cause>), String> {
    let (mut kind, mut fd, mut cause) = (None, None, None);
    for arg in args {
        if let Some(n) = arg.strip_prefix("fd=") {
            fd = Some(parse_fd(n)?);
        } else if let Some(name) = arg.strip_prefix("cause=") {
            cause = Some(
                Cause::ALL
                    .into_iter()
                    .find(|c| cause_name(*c) == name)
                    .ok_or_else(|| {
                        let names: Vec<String> = Cause::ALL.into_iter().map(cause_name).collect();
                        format!("unknown cause `{name}` ({})", names.join(", "))
                    })?,
            );
        } else {
            kind = Some(
                SyscallKind::ALL
                    .into_iter()
                    .find(|k| k.name() == *arg)
                    .ok_or_else(|| format!("`{arg}` is not a syscall, `fd=N` or `cause=CAUSE`"))?,
            );
        }
    }
    Ok((kind, fd, cause))
}

fn parse_fd(text: &str) -> Result<i32, String> {
    text.parse()
        .map_err(|_| format!("`fd={text}` is not a file descriptor"))
}

/// The syscalls kept in the log, if it holds every syscall of the run.
fn whole_log<'a>(report: &'a RunReport, what: &str) -> Result<Vec<&'a SyscallRecord>, String> {
    if report.syscalls.omitted() > 0 {
        return Err(format!(
            "{what} needs the whole syscall log, and this run made {} syscalls",
            report.syscalls.pushed()
        ));
    }
    Ok(report.syscalls.iter().collect())
}

/// Exact from the totals when one filter is given (or none), else counted in the log.
fn count_syscalls(
    report: &RunReport,
    kind: Option<SyscallKind>,
    fd: Option<i32>,
    cause: Option<Cause>,
) -> Result<u64, String> {
    let totals = &report.totals;
    Ok(match (kind, fd, cause) {
        (None, None, None) => totals.all.calls,
        (Some(kind), None, None) => totals.by_kind.get(&kind).map_or(0, |t| t.calls),
        (None, Some(fd), None) => totals.by_fd.get(&fd).map_or(0, |t| t.calls),
        (None, None, Some(cause)) => totals.by_cause.get(&cause).map_or(0, |t| t.calls),
        _ => matching(report, kind, fd, cause, "combining filters")?.count() as u64,
    })
}

/// The syscalls of the log that match every filter given, in the order they were made.
fn matching<'a>(
    report: &'a RunReport,
    kind: Option<SyscallKind>,
    fd: Option<i32>,
    cause: Option<Cause>,
    what: &str,
) -> Result<impl Iterator<Item = &'a SyscallRecord>, String> {
    Ok(whole_log(report, what)?
        .into_iter()
        .filter(move |r| kind.is_none_or(|k| r.kind == k))
        .filter(move |r| fd.is_none_or(|f| r.fd == f))
        .filter(move |r| cause.is_none_or(|c| r.cause == c)))
}

/// Bytes moved by output syscalls. Exact from the totals by kind; for one fd, from the log,
/// or from the fd's totals when the run read nothing (then every byte on it was written).
fn bytes_written(report: &RunReport, fd: Option<i32>) -> Result<u64, String> {
    let totals = &report.totals;
    let Some(fd) = fd else {
        return Ok(totals
            .by_kind
            .iter()
            .filter(|(kind, _)| kind.is_output())
            .map(|(_, t)| t.bytes)
            .sum());
    };
    if report.syscalls.omitted() == 0 {
        return Ok(report
            .syscalls
            .iter()
            .filter(|r| r.fd == fd && r.kind.is_output())
            .map(SyscallRecord::bytes)
            .sum());
    }
    let read_any = totals
        .by_kind
        .iter()
        .any(|(kind, t)| kind.moves_data() && !kind.is_output() && t.calls > 0);
    if read_any {
        return Err("`bytes fd=N` on a long run that also reads needs the whole log".into());
    }
    Ok(totals.by_fd.get(&fd).map_or(0, |t| t.bytes))
}

fn first_write_line(report: &RunReport) -> Result<QueryValue, String> {
    let first = report
        .syscalls
        .iter()
        .find(|r| r.fd == 1 && matches!(r.kind, SyscallKind::Write | SyscallKind::Writev))
        .ok_or("the run made no write on fd 1")?;
    // std's runtime flushing stdout at exit is placed at the end of `main` by the simulator.
    let span = first
        .span
        .ok_or("the first write on fd 1 has no script line")?;
    Ok(QueryValue::Number(f64::from(span.line)))
}

/// The screen with trailing spaces and trailing blank lines removed.
pub(crate) fn trim_screen(screen: &str) -> String {
    let lines: Vec<&str> = screen.lines().map(str::trim_end).collect();
    lines.join("\n").trim_end_matches('\n').to_string()
}

/// The simulated wall time of a script under the default cost model. In nanoseconds.
pub fn wall_ns(report: &RunReport) -> f64 {
    presets::default_model()
        .cost(&Features::of(report))
        .wall_ns()
}

fn compare(query: &Query, scripts: &[LabeledScript]) -> Result<QueryValue, String> {
    if scripts.len() < 2 {
        return Err("a comparison needs at least two labeled scripts".into());
    }
    let model = presets::default_model();
    let mut times = Vec::with_capacity(scripts.len());
    for script in scripts {
        let label = script
            .label
            .clone()
            .ok_or("every compared script needs a label (`--- label`)")?;
        let report = run_to_an_end(&script.script).map_err(|e| format!("`{label}`: {e}"))?;
        times.push((label, model.cost(&Features::of(&report)).wall_ns()));
    }
    times.sort_by(|a, b| a.1.total_cmp(&b.1));
    let (fastest, slowest) = (&times[0], &times[times.len() - 1]);
    if times[1].1 <= fastest.1 {
        return Err(format!(
            "`{}` and `{}` take the same simulated time",
            fastest.0, times[1].0
        ));
    }
    Ok(match query {
        Query::Ratio => QueryValue::Number(slowest.1 / fastest.1),
        _ => QueryValue::Text(fastest.0.clone()),
    })
}
