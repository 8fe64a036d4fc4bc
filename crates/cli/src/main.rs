//! `bufscope`: the native shell over bufscope-sim.

mod calibrate;
mod environment_args;
mod real_run;
mod real_sink;
mod record;
mod scenarios;
mod summary;

use std::cell::RefCell;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;
use std::time::Instant;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand, ValueEnum};

use bufscope_sim::capacity_sweep::{Workload, power_of_two_capacities, sweep};
use bufscope_sim::kernel::{SyscallObserver, SyscallRecord};
use bufscope_sim::render::compact::write_compact_line;
use bufscope_sim::render::json::{report_document, syscall_json};
use bufscope_sim::render::strace::strace_line;
use bufscope_sim::run::{Ending, RunReport, run_observed};
use bufscope_sim::script::interpreter::Limits;

use environment_args::EnvironmentArgs;

/// See where bytes wait in Rust's std I/O stacks.
#[derive(Debug, Parser)]
#[command(name = "bufscope", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run a script over the simulated kernel and print its syscalls.
    Trace {
        /// The script: a Rust program or bare statements.
        script: PathBuf,
        // Boxed: the environment's options make this variant far larger than the others.
        #[command(flatten)]
        environment: Box<EnvironmentArgs>,
        /// How to print the trace.
        #[arg(long, value_enum, default_value_t = Format::Strace)]
        format: Format,
        /// Print the run's simulated and real time and counts to stderr.
        #[arg(long)]
        stats: bool,
        /// Only these syscalls, as strace's `-e trace=read,write` (names as strace prints them).
        #[arg(short = 'e', value_name = "trace=NAME,…", value_parser = parse_filter)]
        filter: Option<SyscallFilter>,
        /// Count instead of listing: strace's `-c` table (time is the simulated time in each
        /// kind of syscall), over the whole run.
        #[arg(short = 'c', long = "summary")]
        summary: bool,
        /// Write the trace to FILE instead of standard output.
        #[arg(short = 'o', long = "output", value_name = "FILE")]
        output: Option<PathBuf>,
        /// Stop the run after this many steps (expressions, iterations, calls, syscalls…),
        /// as the page stops a runaway loop.
        #[arg(long, value_name = "STEPS", default_value_t = Limits::default().max_steps)]
        max_steps: u64,
    },
    /// Print the script as a complete Rust program that does what the simulation did.
    Export {
        /// The script: a Rust program or bare statements.
        script: PathBuf,
    },
    /// Measure the reference suite as real programs, cross-check the syscall counts with the
    /// simulator, fit the cost model, and write the JSON.
    Record {
        /// Small sizes and few runs (under a minute): what the tests run.
        #[arg(long)]
        quick: bool,
        /// Counted runs per scenario, after one warm-up (default: 10, or 2 with --quick).
        #[arg(long)]
        runs: Option<usize>,
        /// Where to write the JSON (default: public/reference/MACHINE-ID.json, or the work
        /// folder's quick.json with --quick).
        #[arg(long)]
        output: Option<PathBuf>,
        /// Where programs are built and run (default: a folder under the system's temp dir).
        #[arg(long)]
        work_dir: Option<PathBuf>,
    },
    /// Refit the cost model of a recorded file from its own measurements, and rewrite it.
    Calibrate {
        /// A file written by `bufscope record`.
        reference: PathBuf,
    },
    /// Print write syscalls against BufWriter capacity for a workload.
    Sweep {
        /// Bytes written in total.
        #[arg(default_value_t = 1_000_000)]
        total: usize,
        /// Bytes per `write_all` call.
        #[arg(default_value_t = 1)]
        bytes_per_write: usize,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// One line per syscall, as strace prints it.
    Strace,
    /// One line per data syscall: KIND FD REQUESTED RETURNED.
    Compact,
    /// The whole trace as JSON (schema bufscope-trace/1).
    Json,
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Trace {
            script,
            environment,
            format,
            stats,
            filter,
            summary,
            output,
            max_steps,
        } => report(trace(
            &script,
            &environment,
            &TraceOptions {
                format,
                stats,
                filter,
                summary,
                output,
                max_steps,
            },
        )),
        Command::Export { script } => report(export(&script)),
        Command::Calibrate { reference } => report(record::recalibrate(&reference)),
        Command::Record {
            quick,
            runs,
            output,
            work_dir,
        } => {
            let work_dir = work_dir.unwrap_or_else(|| std::env::temp_dir().join("bufscope-record"));
            let output = output.unwrap_or_else(|| {
                if quick {
                    work_dir.join("quick.json")
                } else {
                    let machine = record::machine();
                    PathBuf::from("public/reference").join(format!("{}.json", machine.id))
                }
            });
            let options = record::RecordOptions {
                quick,
                runs: runs.unwrap_or(if quick { 2 } else { 10 }).max(1),
                work_dir,
                output,
            };
            match record::record(&options) {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("bufscope record: {error:#}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Sweep {
            total,
            bytes_per_write,
        } => {
            let workload = Workload {
                total,
                chunk: bytes_per_write.max(1),
            };
            println!("capacity\tsyscalls");
            for point in sweep(workload, &power_of_two_capacities()) {
                println!("{}\t{}", point.capacity, point.syscalls);
            }
            ExitCode::SUCCESS
        }
    }
}

/// Exit status 0 when the command did its job, 2 with a message when the script was rejected.
fn report(result: Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("bufscope: {error:#}");
            ExitCode::from(2)
        }
    }
}

fn read_script(path: &PathBuf) -> Result<String> {
    std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
}

/// How `bufscope trace` prints.
#[derive(Debug)]
struct TraceOptions {
    format: Format,
    stats: bool,
    filter: Option<SyscallFilter>,
    summary: bool,
    output: Option<PathBuf>,
    max_steps: u64,
}

/// The syscalls `-e trace=…` keeps, by name.
#[derive(Debug, Clone)]
struct SyscallFilter(Vec<String>);

/// `trace=read,write` (strace's `-e` syntax) as a list of syscall names.
fn parse_filter(text: &str) -> Result<SyscallFilter, String> {
    let names = text
        .strip_prefix("trace=")
        .ok_or_else(|| format!("`{text}`: write it as strace does, e.g. `trace=read,write`"))?;
    let names: Vec<String> = names.split(',').map(str::to_string).collect();
    for name in &names {
        if !bufscope_sim::kernel::SyscallKind::ALL
            .iter()
            .any(|kind| kind.name() == name)
        {
            return Err(format!("`{name}` is not a syscall bufscope simulates"));
        }
    }
    Ok(SyscallFilter(names))
}

/// The command line prints every syscall as it is made (see [`Printer`]); the report keeps no
/// syscall window, so memory stays bounded however long the run is. Only the JSON document
/// lists calls between layers and the buffers of the last operations; the other formats
/// print syscalls alone and run as lean as the page.
fn streaming_limits(max_steps: u64, format: Format) -> Limits {
    let base = match format {
        Format::Json => Limits::default(),
        Format::Strace | Format::Compact => Limits::for_views(),
    };
    Limits {
        syscall_window: 0,
        max_steps,
        ..base
    }
}

/// Prints each syscall the moment the simulated kernel makes it, in the chosen format, or
/// counts it for the `-c` table.
struct Printer {
    out: Box<dyn Write>,
    format: Format,
    filter: Option<SyscallFilter>,
    /// `-c`: counted, printed at the end instead of listed.
    summary: Option<summary::Table>,
    /// Records printed so far (JSON separates them with commas).
    printed: u64,
    /// The first write that failed: printing stops there and the command reports it.
    error: Option<std::io::Error>,
}

impl Printer {
    fn new(out: Box<dyn Write>, options: &TraceOptions) -> Printer {
        Printer {
            out,
            format: options.format,
            filter: options.filter.clone(),
            summary: options.summary.then(summary::Table::default),
            printed: 0,
            error: None,
        }
    }

    /// Starts the output (the JSON document's opening).
    fn begin(&mut self) -> std::io::Result<()> {
        if self.summary.is_none() && matches!(self.format, Format::Json) {
            self.out.write_all(b"{\n  \"syscalls\": [")?;
        }
        Ok(())
    }

    fn print(&mut self, record: &SyscallRecord) {
        let wanted = self
            .filter
            .as_ref()
            .is_none_or(|SyscallFilter(names)| names.iter().any(|n| n == record.kind.name()));
        if self.error.is_some() || !wanted {
            return;
        }
        if let Some(table) = &mut self.summary {
            table.add(record);
            return;
        }
        let result = match self.format {
            Format::Compact => write_compact_line(&mut self.out, record),
            Format::Strace => writeln!(self.out, "{}", strace_line(record)),
            Format::Json => {
                let separator: &[u8] = if self.printed == 0 {
                    b"\n    "
                } else {
                    b",\n    "
                };
                self.out.write_all(separator).and_then(|()| {
                    serde_json::to_writer(&mut self.out, &syscall_json(record))
                        .map_err(std::io::Error::other)
                })
            }
        };
        self.printed += 1;
        if let Err(error) = result {
            self.error = Some(error);
        }
    }

    /// Ends the output once the run is over: the `-c` table, strace's exit line, or the rest of
    /// the JSON document.
    fn finish(&mut self, report: &RunReport) -> Result<()> {
        if let Some(error) = self.error.take() {
            return Err(error).context("cannot write the trace");
        }
        if let Some(table) = &self.summary {
            self.out.write_all(table.render().as_bytes())?;
        } else {
            match self.format {
                Format::Json => {
                    let mut document = report_document(report);
                    // Every syscall was streamed above: none is left out.
                    document["syscalls_omitted"] = serde_json::json!(0);
                    let rest = serde_json::to_string_pretty(&document)?;
                    // The document's other members follow the streamed `syscalls` array.
                    let members = rest.strip_prefix('{').unwrap_or(&rest);
                    let close = if self.printed == 0 { "]" } else { "\n  ]" };
                    let comma = if members.trim() == "}" { "" } else { "," };
                    writeln!(self.out, "{close}{comma}{members}")?;
                }
                // A run the budgets stopped has no exit status: no real process ended there.
                Format::Strace => match &report.ending {
                    Ending::Stopped(_) => writeln!(self.out, "+++ stopped by bufscope +++")?,
                    _ => writeln!(self.out, "+++ exited with {} +++", report.exit_code)?,
                },
                Format::Compact => {}
            }
        }
        self.out.flush()?;
        Ok(())
    }
}

fn trace(path: &PathBuf, environment: &EnvironmentArgs, options: &TraceOptions) -> Result<()> {
    let script = read_script(path)?;
    // The script's own `// bufscope:` lines (inputs, redirections) win over the flags, as they
    // win over the playground's selectors.
    let environment =
        bufscope_sim::header::environment_from_header(&script, environment.to_environment()?)
            .map_err(|message| anyhow::anyhow!("{}: {message}", path.display()))?;
    // Refused scripts print nothing: check before the output is opened.
    bufscope_sim::run::check(&script).map_err(|e| anyhow::anyhow!("{}:{e}", path.display()))?;
    let out: Box<dyn Write> = match &options.output {
        Some(file) => Box::new(BufWriter::new(
            std::fs::File::create(file)
                .with_context(|| format!("cannot create {}", file.display()))?,
        )),
        None => Box::new(BufWriter::new(std::io::stdout().lock())),
    };
    let printer = Rc::new(RefCell::new(Printer::new(out, options)));
    printer.borrow_mut().begin()?;
    let observer = {
        let printer = printer.clone();
        SyscallObserver(Box::new(move |record| printer.borrow_mut().print(record)))
    };
    let started = Instant::now();
    let report = run_observed(
        &script,
        &environment,
        streaming_limits(options.max_steps, options.format),
        Some(observer),
    )
    .map_err(|e| anyhow::anyhow!("{}:{e}", path.display()))?;
    let elapsed = started.elapsed();
    printer.borrow_mut().finish(&report)?;
    drop(printer);
    match &report.ending {
        Ending::Stopped(error) => {
            let message = &error.message;
            let prefix = if message.starts_with("stopped by bufscope") {
                ""
            } else {
                "stopped by bufscope: "
            };
            eprintln!(
                "{}:{}:{}: {prefix}{message}",
                path.display(),
                error.span.line,
                error.span.column
            );
            if let Some(help) = &error.help {
                eprintln!("  help: {help}");
            }
        }
        Ending::Panicked(message, at) => eprintln!(
            "bufscope: the program panicked at {}:{}:{}: {message}",
            path.display(),
            at.line,
            at.column
        ),
        Ending::Returned | Ending::ReturnedError(_) | Ending::Exited(_) => {}
    }
    for lost in &report.lost {
        eprintln!(
            "bufscope: {} bytes lost in {} ({})",
            lost.bytes, lost.holder, lost.reason
        );
    }
    for note in &report.notes {
        let at = note.at();
        eprintln!(
            "bufscope: note: {}:{}:{}: {note}",
            path.display(),
            at.line,
            at.column
        );
    }
    if options.stats {
        let totals = &report.totals;
        eprintln!(
            "{} syscalls ({} bytes), {} operations, exit {}, simulated {} ns, ran in {:.3} s",
            totals.all.calls,
            totals.all.bytes,
            report.ops.pushed(),
            report.exit_code,
            report.duration_ns,
            elapsed.as_secs_f64()
        );
    }
    Ok(())
}

fn export(path: &PathBuf) -> Result<()> {
    let script = read_script(path)?;
    let export = bufscope_sim::export::export(&script)
        .map_err(|e| anyhow::anyhow!("{}:{e}", path.display()))?;
    print!("{}", export.main_rs);
    Ok(())
}
