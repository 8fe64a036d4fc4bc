//! Starting a real program with its output going to a scenario's sink, and waiting for it.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use nix::sys::resource::{UsageWho, getrusage};

use crate::scenarios::{Scenario, Sink};

/// What one run took. In nanoseconds.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct RunTimes {
    pub wall_ns: f64,
    pub user_ns: f64,
    pub sys_ns: f64,
    /// The kernel's exact count of read and write syscalls (`syscr`, `syscw` in
    /// /proc/PID/io), read after the program exited and before it was reaped. They count
    /// read/readv and write/writev, not socket calls.
    pub read_calls: u64,
    pub write_calls: u64,
}

/// The folder a scenario's files live in: on tmpfs for a tmpfs sink, on disk otherwise.
pub fn run_dir(work: &Path, scenario: &Scenario) -> PathBuf {
    match scenario.sink {
        Sink::Tmpfs => PathBuf::from("/dev/shm/bufscope-record").join(&scenario.id),
        _ => work.join("runs").join(&scenario.id),
    }
}

/// Creates the run folder with the scenario's input files.
pub fn prepare(dir: &Path, scenario: &Scenario) -> Result<()> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    for (name, bytes) in &scenario.files {
        std::fs::write(dir.join(name), bytes).with_context(|| format!("writing {name}"))?;
    }
    Ok(())
}

/// Reads a stream to its end on a thread, like a terminal or `cat` would.
fn drain(mut source: impl Read + Send + 'static) -> JoinHandle<()> {
    std::thread::spawn(move || {
        let mut buffer = vec![0u8; 64 * 1024];
        // A pty's master reports EIO once the program has closed it: that is the end too.
        while matches!(source.read(&mut buffer), Ok(n) if n > 0) {}
    })
}

/// A started program and the helpers that keep its sink drained.
pub struct Running {
    child: Child,
    helpers: Vec<JoinHandle<()>>,
}

/// Starts `command` with stdout and stderr on the scenario's sink (stdin is /dev/null) and
/// its TCP peer listening.
pub fn start(mut command: Command, dir: &Path, scenario: &Scenario) -> Result<Running> {
    let mut helpers = Vec::new();
    if let Some((address, bytes)) = &scenario.peer {
        helpers.push(crate::real_run::serve_peer(address, bytes.clone()));
    }
    command.current_dir(dir).stdin(Stdio::null());
    let mut pty_master = None;
    match scenario.sink {
        Sink::File | Sink::Tmpfs => {
            let out = std::fs::File::create(dir.join("stdout.out"))?;
            let err = std::fs::File::create(dir.join("stderr.out"))?;
            command.stdout(out).stderr(err);
        }
        Sink::Null => {
            command.stdout(Stdio::null()).stderr(Stdio::null());
        }
        Sink::Pipe => {
            command.stdout(Stdio::piped()).stderr(Stdio::piped());
        }
        Sink::Pty => {
            let pty = nix::pty::openpty(None, None).context("opening a pseudo-terminal")?;
            let slave_err = pty.slave.try_clone()?;
            command
                .stdout(Stdio::from(pty.slave))
                .stderr(Stdio::from(slave_err));
            pty_master = Some(pty.master);
        }
    }
    let mut child = command.spawn().context("starting the program")?;
    // The parent's copies of the slave end were moved into `command`; drop it so the master
    // sees the end when the program exits.
    drop(command);
    if let Some(master) = pty_master {
        helpers.push(drain(std::fs::File::from(master)));
    }
    if let Some(out) = child.stdout.take() {
        helpers.push(drain(out));
    }
    if let Some(err) = child.stderr.take() {
        helpers.push(drain(err));
    }
    Ok(Running { child, helpers })
}

/// A finished program: how it exited, and its read/write syscall counts.
pub struct Finished {
    pub status: std::process::ExitStatus,
    pub read_calls: u64,
    pub write_calls: u64,
}

/// `syscr` and `syscw` of a process that has exited but is not reaped yet.
fn io_counts(pid: u32) -> Result<(u64, u64)> {
    let text =
        std::fs::read_to_string(format!("/proc/{pid}/io")).context("reading /proc/PID/io")?;
    let field = |name: &str| {
        text.lines()
            .find_map(|line| {
                line.strip_prefix(name)?
                    .trim_start_matches(':')
                    .trim()
                    .parse::<u64>()
                    .ok()
            })
            .unwrap_or(0)
    };
    Ok((field("syscr"), field("syscw")))
}

impl Running {
    /// Waits for the program (at most `limit`) and its helpers.
    pub fn finish(mut self, limit: Duration) -> Result<Finished> {
        use nix::sys::wait::{Id, WaitPidFlag, WaitStatus, waitid};
        let deadline = Instant::now() + limit;
        let pid = self.child.id();
        // Wait for the exit without reaping, so /proc/PID/io can still be read.
        loop {
            let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT | WaitPidFlag::WNOHANG;
            if waitid(Id::Pid(nix::unistd::Pid::from_raw(pid as i32)), flags)?
                != WaitStatus::StillAlive
            {
                break;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                anyhow::bail!(
                    "the program ran longer than {} s and was stopped",
                    limit.as_secs()
                );
            }
            std::thread::sleep(Duration::from_micros(50));
        }
        let (read_calls, write_calls) = io_counts(pid)?;
        let status = self.child.wait()?;
        for helper in self.helpers {
            let _ = helper.join();
        }
        Ok(Finished {
            status,
            read_calls,
            write_calls,
        })
    }
}

fn children_cpu() -> Result<(f64, f64)> {
    let usage = getrusage(UsageWho::RUSAGE_CHILDREN)?;
    let ns = |t: nix::sys::time::TimeVal| t.tv_sec() as f64 * 1e9 + t.tv_usec() as f64 * 1e3;
    Ok((ns(usage.user_time()), ns(usage.system_time())))
}

/// Runs `binary` once with the scenario's sink and measures wall, user and sys time.
pub fn timed_run(binary: &Path, dir: &Path, scenario: &Scenario) -> Result<RunTimes> {
    let (user_before, sys_before) = children_cpu()?;
    let started = Instant::now();
    let finished = start(Command::new(binary), dir, scenario)?.finish(Duration::from_secs(120))?;
    // The wait is a poll loop: the wall time includes up to 50 µs of polling slack.
    let wall_ns = started.elapsed().as_nanos() as f64;
    let (user_after, sys_after) = children_cpu()?;
    anyhow::ensure!(
        finished.status.success(),
        "{} exited with {}",
        scenario.id,
        finished.status
    );
    Ok(RunTimes {
        wall_ns,
        user_ns: user_after - user_before,
        sys_ns: sys_after - sys_before,
        read_calls: finished.read_calls,
        write_calls: finished.write_calls,
    })
}
