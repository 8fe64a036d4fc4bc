//! What machine a recording was made on: CPU, cores, kernel, rustc, date, /tmp's file system.

use std::process::Command;

use bufscope_reference as schema;

fn read_trimmed(path: &str) -> String {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .trim()
        .to_string()
}

fn command_output(program: &str, args: &[&str]) -> String {
    Command::new(program)
        .args(args)
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// What machine this is: CPU model, cores, kernel, rustc, date, and the file system of /tmp.
pub fn machine() -> schema::Machine {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .unwrap_or_default()
        .lines()
        .find_map(|line| {
            line.strip_prefix("model name")
                .map(|rest| rest.trim_start_matches([' ', '\t', ':']).to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    schema::Machine {
        id: machine_id(&cpu, cores),
        cpu_model: cpu,
        cores: u32::try_from(cores).unwrap_or(u32::MAX),
        kernel: read_trimmed("/proc/sys/kernel/osrelease"),
        rustc: command_output("rustc", &["--version"]),
        date: command_output("date", &["-u", "+%Y-%m-%dT%H:%M:%SZ"]),
        tmp_filesystem: command_output(
            "stat",
            &["-f", "-c", "%T", &std::env::temp_dir().to_string_lossy()],
        ),
    }
}

/// A file-name-safe identifier: the CPU model and core count, e.g. `intel-xeon-processor-2c`.
pub fn machine_id(cpu: &str, cores: usize) -> String {
    let slug: String = cpu
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|part| !part.is_empty() && !matches!(*part, "r" | "tm" | "cpu" | "with"))
        .collect::<Vec<_>>()
        .join("-");
    format!("{slug}-{cores}c")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn machine_ids_are_file_name_safe() {
        assert_eq!(
            machine_id("Intel(R) Xeon(R) Processor", 2),
            "intel-xeon-processor-2c"
        );
        assert_eq!(
            machine_id("AMD EPYC 7B13 64-Core Processor", 8),
            "amd-epyc-7b13-64-core-processor-8c"
        );
    }
}
