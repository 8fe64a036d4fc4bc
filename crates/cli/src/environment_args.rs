//! Command-line options that set up the simulated process: inputs, redirections, faults.

use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use clap::Args;

use bufscope_sim::kernel::{Environment, Faults, StreamTarget};

#[derive(Debug, Args)]
pub struct EnvironmentArgs {
    /// KEY=PATH: a file the script opens (data.json=./data.json), an address it connects to
    /// (127.0.0.1:7878=./reply.bin: the peer sends the file, then closes), or -=PATH for stdin.
    #[arg(long = "input", value_name = "KEY=PATH", allow_hyphen_values = true)]
    inputs: Vec<String>,
    /// ADDRESS=PATH: a client of the server the script runs (repeatable, in order: one
    /// connection each). It connects to ADDRESS, sends the file's bytes, shuts down its
    /// sending side and reads the reply until the server closes. ADDRESS="…" sends the quoted
    /// bytes instead, with Rust's escapes (127.0.0.1:7878="GET / HTTP/1.1\r\n\r\n").
    /// These connect before the clients of the script's own `// bufscope: client` lines.
    #[arg(long = "client", value_name = "ADDRESS=PATH")]
    clients: Vec<String>,
    /// The file standard input reads (the same as `--input -=PATH`).
    #[arg(long, value_name = "PATH")]
    stdin: Option<PathBuf>,
    /// Where fd 1 goes (a `// bufscope: stdout=…` line in the script wins).
    #[arg(long, default_value = "terminal", value_parser = parse_target)]
    stdout: StreamTarget,
    /// Where fd 2 goes (a `// bufscope: stderr=…` line in the script wins).
    #[arg(long, default_value = "terminal", value_parser = parse_target)]
    stderr: StreamTarget,
    /// Each write accepts at most this many bytes (short writes).
    #[arg(long, value_name = "BYTES")]
    max_write: Option<usize>,
    /// Each read returns at most this many bytes.
    #[arg(long, value_name = "BYTES")]
    max_read: Option<usize>,
    /// Files accept this many bytes in total, then writes fail with ENOSPC.
    #[arg(long, value_name = "BYTES")]
    disk_full_after: Option<u64>,
    /// Start with this fd closed, as `prog >&-` does (repeatable). For fds 0-2 std's runtime
    /// then opens /dev/null on them before main, as on Linux.
    #[arg(long, value_name = "FD")]
    close_fd: Vec<i32>,
    /// One argument of the program's command line, after its name (repeatable, in order:
    /// `--arg frog --arg poem.txt` is `cargo run -- frog poem.txt`). An argument that names an
    /// existing file here is also an input of that path, as if given with --input (a
    /// `// bufscope: args=…` line in the script wins).
    #[arg(long = "arg", value_name = "ARG", allow_hyphen_values = true)]
    args: Vec<String>,
    /// NAME=VALUE: an environment variable the program sees (repeatable); no other exists.
    #[arg(long = "env", value_name = "NAME=VALUE")]
    vars: Vec<String>,
}

fn parse_target(text: &str) -> Result<StreamTarget, String> {
    StreamTarget::parse(text)
        .ok_or_else(|| format!("`{text}` is not one of terminal, file, pipe, null"))
}

/// Whether an input key is a socket address (`127.0.0.1:7878`, `localhost:80`).
fn is_address(key: &str) -> bool {
    key.rsplit_once(':')
        .is_some_and(|(host, port)| !host.is_empty() && port.parse::<u16>().is_ok())
}

impl EnvironmentArgs {
    pub fn to_environment(&self) -> Result<Environment> {
        let mut environment = Environment {
            stdout: self.stdout,
            stderr: self.stderr,
            faults: Faults {
                max_bytes_per_write: self.max_write,
                max_bytes_per_read: self.max_read,
                disk_full_after: self.disk_full_after,
                closed_fds: self.close_fd.clone(),
            },
            ..Environment::default()
        };
        if let Some(path) = &self.stdin {
            environment.stdin = std::fs::read(path)
                .with_context(|| format!("cannot read stdin file {}", path.display()))?;
        }
        environment.process.args = self.args.clone();
        for variable in &self.vars {
            let Some((name, value)) = variable.split_once('=') else {
                bail!("--env takes NAME=VALUE, got `{variable}`");
            };
            environment
                .process
                .vars
                .insert(name.to_string(), value.to_string());
        }
        for arg in &self.args {
            if !arg.is_empty() && std::path::Path::new(arg).is_file() {
                let bytes =
                    std::fs::read(arg).with_context(|| format!("cannot read input {arg}"))?;
                environment.files.insert(arg.clone(), bytes);
            }
        }
        for client in &self.clients {
            let Some((address, source)) = client.split_once('=') else {
                bail!("--client takes ADDRESS=PATH, got `{client}`");
            };
            if !is_address(address) {
                bail!("--client: `{address}` is not an address such as 127.0.0.1:7878");
            }
            let request = if source.starts_with('"') {
                bufscope_sim::inputs::generate(source)
                    .map_err(|e| anyhow::anyhow!("--client {address}: {e}"))?
            } else {
                std::fs::read(source)
                    .with_context(|| format!("cannot read client request {source}"))?
            };
            environment.clients.push((address.to_string(), request));
        }
        for input in &self.inputs {
            let Some((key, path)) = input.split_once('=') else {
                bail!("--input takes KEY=PATH, got `{input}`");
            };
            let bytes = std::fs::read(PathBuf::from(path))
                .with_context(|| format!("cannot read input {path}"))?;
            if key == "-" {
                environment.stdin = bytes;
            } else if is_address(key) {
                environment.peers.insert(key.to_string(), bytes);
            } else {
                environment.files.insert(key.to_string(), bytes);
            }
        }
        Ok(environment)
    }
}
