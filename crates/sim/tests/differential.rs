//! The promise, checked: for every corpus script and every playground example (`examples/`),
//! the simulated syscalls equal those of the exported program compiled with rustc and run
//! under strace, syscall for syscall: the data calls in the compact form, the calls on files
//! and fds (`openat`, `close`, `statx`, `lseek`, `fsync`, `unlink`, `mkdir`, `fchmod`,
//! `fcntl`…) in strace's own syntax, all in one ordered list.
//!
//! All programs are built once, as binaries of one generated cargo project (offline, with the
//! workspace's own serde_json). Each runs in a fresh folder holding its inputs, with its
//! standard streams redirected as the script's header says, and TCP and UDP peers and UDP
//! clients served on 127.0.0.1 by bounded threads. The real trace is filtered by path (strace -y), not by fd:
//! the loader and the runtime read libraries and /proc/self/maps on fd 3 before main.

mod support;

#[path = "support/real_clients.rs"]
mod real_clients;
#[path = "support/real_datagrams.rs"]
mod real_datagrams;
#[path = "../../cli/src/real_run.rs"]
mod real_run;
#[path = "support/strace_log.rs"]
mod strace_log;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::JoinHandle;
use std::time::Instant;

use bufscope_sim::kernel::StreamTarget;
use bufscope_sim::kernel::SyscallRecord;
use bufscope_sim::render::compact::compact_line;
use bufscope_sim::render::strace::strace_line;
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;
use real_clients::{kill_when_waiting_in_accept, serve_clients, traced_pid};
use real_run::serve_peer;
use strace_log::{ProgramCalls, STRACE_ARGS, STRACE_SYNTAX_CALLS, normalized_call};
use support::{BROWSER_SAMPLE, CorpusScript, corpus_dir, load_corpus};

fn work_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("differential")
}

/// Builds every corpus script's exported program (debug: only syscalls matter here).
fn build_programs(corpus: &[CorpusScript]) -> PathBuf {
    let programs: Vec<(String, String)> = corpus
        .iter()
        .map(|script| {
            (
                script.name.clone(),
                bufscope_sim::export::export(&script.source)
                    .expect("export")
                    .main_rs,
            )
        })
        .collect();
    let lockfile = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.lock");
    let started = Instant::now();
    let bin_dir = real_run::build_programs(&work_dir(), &lockfile, &programs, false)
        .unwrap_or_else(|e| panic!("{e}"));
    eprintln!(
        "built {} programs in {:.1} s",
        corpus.len(),
        started.elapsed().as_secs_f64()
    );
    bin_dir
}

/// Runs the program with its standard streams on a pseudo-terminal, drained by `script(1)`;
/// streams the script sends elsewhere are redirected by the shell `script` starts.
fn on_a_terminal(
    binary: &Path,
    args: &str,
    script: &CorpusScript,
    dir: &Path,
    log: &Path,
) -> Command {
    let redirect = |target: StreamTarget, fd: u8, file: &str| match target {
        StreamTarget::Terminal => String::new(),
        StreamTarget::Null => format!(" {fd}>/dev/null"),
        StreamTarget::File | StreamTarget::Pipe => format!(" {fd}>{}", dir.join(file).display()),
    };
    let stdin = if script.stdin.is_some() {
        format!(" <{}", dir.join("stdin.in").display())
    } else {
        " </dev/null".to_string()
    };
    let line = format!(
        "strace {} {} {}{}{}{}{}",
        STRACE_ARGS.join(" "),
        log.display(),
        binary.display(),
        args,
        stdin,
        redirect(script.stdout, 1, "stdout.out"),
        redirect(script.stderr, 2, "stderr.out"),
    );
    let mut command = Command::new("script");
    command
        .args(["-q", "-e", "-c", &line, "/dev/null"])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command
}

fn stdio_for(target: StreamTarget, dir: &Path, name: &str) -> Stdio {
    match target {
        StreamTarget::File | StreamTarget::Terminal => {
            Stdio::from(std::fs::File::create(dir.join(name)).expect("output file"))
        }
        StreamTarget::Null => Stdio::null(),
        StreamTarget::Pipe => Stdio::piped(),
    }
}

/// What one real run showed: its data syscalls in compact form, its process id, and the bytes
/// it wrote to stdout and stderr when they went to a pipe or a file (not a terminal's).
struct RealRun {
    syscalls: Vec<String>,
    pid: u32,
    stdout: Option<Vec<u8>>,
    stderr: Option<Vec<u8>>,
}

/// Runs one program under strace, with the script's command line and variables.
fn real_trace(binary: &Path, script: &CorpusScript) -> RealRun {
    let dir = work_dir().join("runs").join(&script.name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("run folder");
    for (path, bytes) in &script.files {
        // An input in a directory comes with its directory, as in the simulated kernel.
        let file = dir.join(path);
        std::fs::create_dir_all(file.parent().expect("inside the run folder"))
            .expect("input's directory");
        std::fs::write(file, bytes).expect("input file");
    }
    let stdin = match &script.stdin {
        Some(bytes) => {
            std::fs::write(dir.join("stdin.in"), bytes).expect("stdin file");
            Stdio::from(std::fs::File::open(dir.join("stdin.in")).expect("stdin"))
        }
        None => Stdio::null(),
    };
    let peers: Vec<JoinHandle<()>> = script
        .peers
        .iter()
        .map(|(address, bytes)| serve_peer(address, bytes.clone()))
        .chain(real_datagrams::serve_udp_peers(&script.datagrams.peers))
        .collect();
    let udp_clients = real_datagrams::send_udp_clients(&script.datagrams.clients);
    let log = dir.join("strace.log");
    let args = script.environment().process.args;
    // The command line goes through `script(1)`'s shell: each argument single-quoted.
    let quoted: String = args
        .iter()
        .map(|arg| format!(" '{}'", arg.replace('\'', "'\\''")))
        .collect();
    let mut command =
        if script.stdout == StreamTarget::Terminal || script.stderr == StreamTarget::Terminal {
            on_a_terminal(binary, &quoted, script, &dir, &log)
        } else {
            let mut command = Command::new("strace");
            command.args(STRACE_ARGS).arg(&log).arg(binary).args(&args);
            command
                .stdout(stdio_for(script.stdout, &dir, "stdout.out"))
                .stderr(stdio_for(script.stderr, &dir, "stderr.out"));
            command
        };
    // A panic prints what the simulator prints only without a backtrace request.
    let mut child = command
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .envs(&script.environment().process.vars)
        .current_dir(&dir)
        .stdin(stdin)
        .spawn()
        .expect("strace runs (is it installed? ./dev setup installs it)");
    // Drain pipes so the program never blocks on a full pipe; keep what they carried.
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        pipe.map(|mut pipe| {
            std::thread::spawn(move || {
                let mut sink = Vec::new();
                let _ = pipe.read_to_end(&mut sink);
                sink
            })
        })
    };
    let stdout_drain = drain(
        child
            .stdout
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    let stderr_drain = drain(
        child
            .stderr
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    // A server: its clients, one after the other; then, waiting in `accept4` for a client
    // that never comes, it is killed there (the simulated run stops in that call).
    let killed = script.source.contains("TcpListener") && {
        serve_clients(&script.clients);
        let pid = traced_pid(&dir).unwrap_or_else(|| panic!("{}: no strace log", script.name));
        kill_when_waiting_in_accept(pid)
    };
    let status = child.wait().expect("wait");
    let stdout_piped = stdout_drain.map(|h| h.join().expect("stdout drain"));
    let stderr_piped = stderr_drain.map(|h| h.join().expect("stderr drain"));
    for handle in peers {
        handle.join().expect("helper thread");
    }
    drop(udp_clients.join().expect("udp clients"));
    let written = |target: StreamTarget, piped: Option<Vec<u8>>, file: &str| match target {
        StreamTarget::Pipe | StreamTarget::File => {
            piped.or_else(|| std::fs::read(dir.join(file)).ok())
        }
        StreamTarget::Terminal | StreamTarget::Null => None,
    };
    let stdout = written(script.stdout, stdout_piped, "stdout.out");
    let stderr = written(script.stderr, stderr_piped, "stderr.out");
    assert!(
        status.code().is_some() || killed,
        "{} was killed",
        script.name
    );
    // `-ff` names the log after the program's process id: `strace.log.PID`.
    let (pid, log) = std::fs::read_dir(&dir)
        .expect("run folder")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = path.file_name()?.to_str()?;
            let pid = name.strip_prefix("strace.log.")?.parse().ok()?;
            Some((pid, path))
        })
        .next()
        .unwrap_or_else(|| panic!("{}: no strace log", script.name));
    let text = std::fs::read_to_string(&log).expect("strace log");
    let mut calls = ProgramCalls::new(&dir);
    RealRun {
        syscalls: text.lines().filter_map(|line| calls.line(line)).collect(),
        pid,
        stdout,
        stderr,
    }
}

#[test]
fn every_corpus_script_makes_the_syscalls_of_the_real_program() {
    // `BUFSCOPE_DIFFERENTIAL_ONLY=net_` compares only the scripts whose name contains it.
    let only = std::env::var("BUFSCOPE_DIFFERENTIAL_ONLY").unwrap_or_default();
    let corpus: Vec<CorpusScript> = load_corpus()
        .into_iter()
        .filter(|script| script.name.contains(&only))
        .collect();
    let bin_dir = build_programs(&corpus);
    let mut mismatches = Vec::new();
    let started = Instant::now();
    for script in &corpus {
        let binary = bin_dir.join(&script.name);
        let real = real_trace(&binary, script);
        let limits = Limits {
            syscall_window: 1_000_000,
            ..Limits::default()
        };
        // The simulated process is started as the real one was: its name and its id (a
        // panic message prints the id).
        let mut environment = script.environment();
        environment.process.program = binary.display().to_string();
        environment.process.pid = real.pid;
        environment.process.source = format!("src/bin/{}.rs", script.name);
        let report = run(&script.source, &environment, limits).expect("the simulator runs it");
        assert_eq!(
            report.syscalls.omitted(),
            0,
            "{}: the comparison needs every syscall",
            script.name
        );
        // The bytes too, except a network program's: they show the ports the kernel picked.
        let networked = script.source.contains("Tcp") || script.source.contains("Udp");
        for (stream, simulated, real) in [
            ("stdout", &report.stdout, &real.stdout),
            ("stderr", &report.stderr, &real.stderr),
        ] {
            if !networked
                && let Some(real) = real
                && let Some(message) = bytes_differ(simulated, real)
            {
                mismatches.push(format!("{}: {stream} differs: {message}", script.name));
            }
        }
        let simulated: Vec<String> = report.syscalls.iter().filter_map(compared).collect();
        let real = real.syscalls;
        if BROWSER_SAMPLE.contains(&script.name.as_str()) {
            let data_calls: Vec<String> = real
                .iter()
                .filter(|line| !line.contains('('))
                .cloned()
                .collect();
            check_expected(script, &data_calls, &mut mismatches);
        }
        if simulated != real {
            let first = simulated
                .iter()
                .zip(&real)
                .position(|(a, b)| a != b)
                .unwrap_or(simulated.len().min(real.len()));
            mismatches.push(format!(
                "{}: {} simulated vs {} real syscalls, first difference at #{}: simulated {:?}, real {:?}",
                script.name,
                simulated.len(),
                real.len(),
                first + 1,
                simulated.get(first),
                real.get(first)
            ));
        }
    }
    eprintln!(
        "traced {} programs in {:.1} s",
        corpus.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(
        mismatches.is_empty(),
        "{} of {} scripts differ:\n{}",
        mismatches.len(),
        corpus.len(),
        mismatches.join("\n")
    );
}

/// A simulated syscall as the comparison shows it (see [`strace_log::ProgramCalls`]).
fn compared(record: &SyscallRecord) -> Option<String> {
    if STRACE_SYNTAX_CALLS.contains(&record.kind.name()) {
        Some(normalized_call(&strace_line(record)))
    } else {
        compact_line(record)
    }
}

/// Where the simulated bytes of a stream first differ from the real ones, with the text
/// around it; `None` when they are the same.
fn bytes_differ(simulated: &[u8], real: &[u8]) -> Option<String> {
    if simulated == real {
        return None;
    }
    let at = simulated
        .iter()
        .zip(real)
        .position(|(a, b)| a != b)
        .unwrap_or(simulated.len().min(real.len()));
    let around = |bytes: &[u8]| {
        let start = at.saturating_sub(40);
        String::from_utf8_lossy(&bytes[start..(at + 40).min(bytes.len())]).into_owned()
    };
    Some(format!(
        "{} simulated vs {} real bytes, first difference at byte {at}: simulated {:?}, real {:?}",
        simulated.len(),
        real.len(),
        around(simulated),
        around(real)
    ))
}

/// The real traces of the browser sample are kept in the repository; they must stay what the
/// real program does. `BUFSCOPE_BLESS=1` rewrites them from this run's strace.
fn check_expected(script: &CorpusScript, real: &[String], mismatches: &mut Vec<String>) {
    let path = corpus_dir()
        .join("expected")
        .join(format!("{}.compact", script.name));
    let text: String = real.iter().map(|line| format!("{line}\n")).collect();
    if std::env::var_os("BUFSCOPE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().expect("parent")).expect("expected folder");
        std::fs::write(&path, text).expect("write expected trace");
        return;
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    if kept != text {
        mismatches.push(format!("{}: the real trace differs from {} (rerun with BUFSCOPE_BLESS=1 if the script changed)", script.name, path.display()));
    }
}
