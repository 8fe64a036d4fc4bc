//! `bufscope`: the native shell over bufscope-sim.

use anyhow::{Context, Result, bail};
use bufscope_sim::capacity_sweep::{Workload, power_of_two_capacities, sweep};

const USAGE: &str = "usage: bufscope sweep [TOTAL_BYTES] [BYTES_PER_WRITE]";

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("sweep") => run_sweep(&args[1..]),
        Some("--help" | "-h") | None => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => bail!("unknown command `{other}`\n{USAGE}"),
    }
}

/// Prints, for each BufWriter capacity, the write syscalls the workload needs.
fn run_sweep(args: &[String]) -> Result<()> {
    let number = |i: usize, default: usize| -> Result<usize> {
        args.get(i).map_or(Ok(default), |s| {
            s.replace('_', "")
                .parse()
                .with_context(|| format!("not a byte count: `{s}`"))
        })
    };
    let workload = Workload {
        total: number(0, 1_000_000)?,
        chunk: number(1, 1)?.max(1),
    };
    println!("capacity\tsyscalls");
    for point in sweep(workload, &power_of_two_capacities()) {
        println!("{}\t{}", point.capacity, point.syscalls);
    }
    Ok(())
}
