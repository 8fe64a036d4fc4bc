//! `bufscope`: the native shell over bufscope-sim.

mod calibrate;
mod environment_args;
mod real_run;
mod real_sink;
mod record;
mod scenarios;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand, ValueEnum};

use bufscope_sim::capacity_sweep::{Workload, power_of_two_capacities, sweep};
use bufscope_sim::render::compact::compact_line;
use bufscope_sim::render::json::trace_document;
use bufscope_sim::render::strace::strace_line;
use bufscope_sim::run::{Ending, run};
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
        #[command(flatten)]
        environment: EnvironmentArgs,
        /// How to print the trace.
        #[arg(long, value_enum, default_value_t = Format::Strace)]
        format: Format,
        /// Print the run's simulated and real time and counts to stderr.
        #[arg(long)]
        stats: bool,
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

#[derive(Debug, Clone, Copy, ValueEnum)]
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
        } => report(trace(&script, &environment, format, stats)),
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
                    PathBuf::from("public/reference").join(format!(
                        "{}.json",
                        machine["id"].as_str().unwrap_or("machine")
                    ))
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

fn trace(path: &PathBuf, environment: &EnvironmentArgs, format: Format, stats: bool) -> Result<()> {
    let script = read_script(path)?;
    // The script's own `// bufscope:` lines (inputs, redirections) win over the flags, as they
    // win over the playground's selectors.
    let environment =
        bufscope_sim::header::environment_from_header(&script, environment.to_environment()?)
            .map_err(|message| anyhow::anyhow!("{}: {message}", path.display()))?;
    let started = Instant::now();
    let report = run(&script, &environment, Limits::default())
        .map_err(|e| anyhow::anyhow!("{}:{e}", path.display()))?;
    let elapsed = started.elapsed();
    let mut out = String::new();
    match format {
        Format::Json => out = serde_json::to_string_pretty(&trace_document(&report))? + "\n",
        Format::Strace | Format::Compact => {
            let mut previous_seq = 0;
            for record in report.syscalls.iter() {
                if record.seq != previous_seq + 1 {
                    out.push_str(&format!(
                        "... {} syscalls omitted ...\n",
                        record.seq - previous_seq - 1
                    ));
                }
                previous_seq = record.seq;
                let line = match format {
                    Format::Compact => compact_line(record),
                    _ => Some(strace_line(record)),
                };
                if let Some(line) = line {
                    out.push_str(&line);
                    out.push('\n');
                }
            }
            if matches!(format, Format::Strace) {
                out.push_str(&format!("+++ exited with {} +++\n", report.exit_code));
            }
        }
    }
    print!("{out}");
    match &report.ending {
        Ending::Stopped(error) => eprintln!(
            "bufscope: the simulation stopped at {}:{error}",
            path.display()
        ),
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
    if stats {
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
