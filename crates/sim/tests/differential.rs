//! The promise, checked: for every corpus script, the simulated data syscalls equal those of
//! the exported program compiled with rustc and run under strace, syscall for syscall.
//!
//! All programs are built once, as binaries of one generated cargo project (offline, with the
//! workspace's own serde_json). Each runs in a fresh folder holding its inputs, with its
//! standard streams redirected as the script's header says, and TCP peers served on
//! 127.0.0.1 by bounded threads. The real trace is filtered by path (strace -y), not by fd:
//! the loader and the runtime read libraries and /proc/self/maps on fd 3 before main.

mod support;

use std::io::{Read, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use bufscope_sim::kernel::StreamTarget;
use bufscope_sim::render::compact::compact;
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;
use support::{BROWSER_SAMPLE, CorpusScript, corpus_dir, load_corpus};

/// Data syscalls strace records for the comparison.
const TRACED: &str = "trace=read,write,writev,recvfrom,sendto";

fn work_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("differential")
}

/// Writes the cargo project with one binary per script and builds it.
fn build_programs(corpus: &[CorpusScript]) -> PathBuf {
    let project = work_dir().join("project");
    let bin_dir = project.join("src/bin");
    let _ = std::fs::remove_dir_all(&bin_dir);
    std::fs::create_dir_all(&bin_dir).expect("project folder");
    let manifest = "[package]\nname = \"bufscope-differential\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
                    [dependencies]\nserde_json = \"=1.0.154\"\n\n[workspace]\n";
    std::fs::write(project.join("Cargo.toml"), manifest).expect("manifest");
    // The workspace's lockfile pins serde_json and its dependencies to what is already fetched.
    let lock = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.lock");
    std::fs::copy(lock, project.join("Cargo.lock")).expect("lockfile");
    for script in corpus {
        let export = bufscope_sim::export::export(&script.source).expect("export");
        std::fs::write(bin_dir.join(format!("{}.rs", script.name)), export.main_rs)
            .expect("write program");
    }
    let started = Instant::now();
    let output = Command::new(env!("CARGO"))
        .args(["build", "--offline", "--bins", "--quiet"])
        .current_dir(&project)
        .env("CARGO_TARGET_DIR", work_dir().join("target"))
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "building the exported programs failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    eprintln!(
        "built {} programs in {:.1} s",
        corpus.len(),
        started.elapsed().as_secs_f64()
    );
    work_dir().join("target/debug")
}

/// A peer on 127.0.0.1 that accepts one connection, sends `bytes`, then reads until the
/// client closes; it gives up after a few seconds.
fn serve_peer(address: &str, bytes: Vec<u8>) -> JoinHandle<()> {
    let listener = TcpListener::bind(address).unwrap_or_else(|e| panic!("bind {address}: {e}"));
    listener.set_nonblocking(true).expect("nonblocking");
    std::thread::spawn(move || {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut stream = loop {
            match listener.accept() {
                Ok((stream, _)) => break stream,
                Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(5)),
                Err(_) => return,
            }
        };
        stream.set_nonblocking(false).expect("blocking");
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .expect("timeout");
        let _ = stream.write_all(&bytes);
        let _ = stream.shutdown(std::net::Shutdown::Write);
        let mut sink = Vec::new();
        let _ = stream.read_to_end(&mut sink);
    })
}

/// strace's options, up to `-o LOG`: data syscalls with fd paths; `-s 1 -v`: no strings, but
/// every iov entry of a writev, with its length.
const STRACE_ARGS: [&str; 10] = [
    "-qq",
    "-y",
    "-e",
    TRACED,
    "-e",
    "signal=none",
    "-s",
    "1",
    "-v",
    "-o",
];

/// Runs the program with its standard streams on a pseudo-terminal, drained by `script(1)`;
/// streams the script sends elsewhere are redirected by the shell `script` starts.
fn on_a_terminal(binary: &Path, script: &CorpusScript, dir: &Path, log: &Path) -> Command {
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
        "strace {} {} {}{}{}{}",
        STRACE_ARGS.join(" "),
        log.display(),
        binary.display(),
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

/// Runs one program under strace and returns its data syscalls in compact form.
fn real_trace(binary: &Path, script: &CorpusScript) -> Vec<String> {
    let dir = work_dir().join("runs").join(&script.name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("run folder");
    for (path, bytes) in &script.files {
        std::fs::write(dir.join(path), bytes).expect("input file");
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
        .collect();
    let log = dir.join("strace.log");
    let mut command =
        if script.stdout == StreamTarget::Terminal || script.stderr == StreamTarget::Terminal {
            on_a_terminal(binary, script, &dir, &log)
        } else {
            let mut command = Command::new("strace");
            command.args(STRACE_ARGS).arg(&log).arg(binary);
            command
                .stdout(stdio_for(script.stdout, &dir, "stdout.out"))
                .stderr(stdio_for(script.stderr, &dir, "stderr.out"));
            command
        };
    let mut child = command
        .current_dir(&dir)
        .stdin(stdin)
        .spawn()
        .expect("strace runs (is it installed? ./dev setup installs it)");
    // Drain pipes so the program never blocks on a full pipe.
    let drains: Vec<JoinHandle<()>> = [
        child
            .stdout
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
        child
            .stderr
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    ]
    .into_iter()
    .flatten()
    .map(|mut pipe| {
        std::thread::spawn(move || {
            let mut sink = Vec::new();
            let _ = pipe.read_to_end(&mut sink);
        })
    })
    .collect();
    let status = child.wait().expect("wait");
    for handle in drains.into_iter().chain(peers) {
        handle.join().expect("helper thread");
    }
    assert!(status.code().is_some(), "{} was killed", script.name);
    let text = std::fs::read_to_string(&log).expect("strace log");
    text.lines()
        .filter_map(|line| compact_from_strace(line, &dir))
        .collect()
}

/// `write(3</…/out.txt>, ""..., 38) = 38` → `write 3 38 38`, for the program's own files,
/// standard streams and sockets; `None` for anything else (the loader's reads).
fn compact_from_strace(line: &str, dir: &Path) -> Option<String> {
    let (name, rest) = line.split_once('(')?;
    let (fd, rest) = match rest.split_once(", ")? {
        // A closed fd has no path: keep it, its EBADF is the program's.
        (fd, rest) if !fd.contains('<') => (fd, rest),
        _ => {
            let (fd, rest) = rest.split_once('<')?;
            let (path, rest) = rest.split_once(">, ")?;
            let ours = path.starts_with(dir.to_str()?)
                || path.starts_with("/dev/null")
                || path.starts_with("/dev/pts/")
                || path.starts_with("pipe:")
                || path.starts_with("TCP")
                || path.starts_with("socket:");
            if !ours {
                return None;
            }
            (fd, rest)
        }
    };
    // The arguments end at the `)` before ` = `; strace pads it: `)      = 15`.
    let close = rest
        .match_indices(')')
        .map(|(i, _)| i)
        .find(|&i| rest[i + 1..].trim_start().starts_with("= "))?;
    let (args, result) = (&rest[..close], &rest[close + 1..]);
    let result = result.trim_start().strip_prefix('=')?;
    let result = match result.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["-1", errno, ..] => format!("-{errno}"),
        [n, ..] => (*n).to_string(),
        [] => return None,
    };
    let args = skip_buffer(args);
    let requested: usize = if name == "writev" {
        // [{iov_base=""..., iov_len=5}, …], 2
        args.match_indices("iov_len=")
            .map(|(i, _)| {
                args[i + 8..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect::<String>()
                    .parse::<usize>()
                    .unwrap_or(0)
            })
            .sum()
    } else {
        args.split(", ").next()?.trim().parse().ok()?
    };
    Some(format!("{name} {fd} {requested} {result}"))
}

/// Skips the first argument after the fd (a quoted buffer, an address, or an iov list).
fn skip_buffer(args: &str) -> &str {
    if args.starts_with('[') {
        return args;
    }
    if let Some(stripped) = args.strip_prefix('"') {
        let mut escaped = false;
        for (i, c) in stripped.char_indices() {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => {
                    let rest = &stripped[i + 1..];
                    let rest = rest.strip_prefix("...").unwrap_or(rest);
                    return rest.strip_prefix(", ").unwrap_or(rest);
                }
                _ => {}
            }
        }
    }
    args.split_once(", ").map_or("", |(_, rest)| rest)
}

#[test]
fn every_corpus_script_makes_the_syscalls_of_the_real_program() {
    let corpus = load_corpus();
    let bin_dir = build_programs(&corpus);
    let mut mismatches = Vec::new();
    let started = Instant::now();
    for script in &corpus {
        let limits = Limits {
            syscall_window: 1_000_000,
            ..Limits::default()
        };
        let report =
            run(&script.source, &script.environment(), limits).expect("the simulator runs it");
        assert_eq!(
            report.syscalls.omitted(),
            0,
            "{}: the comparison needs every syscall",
            script.name
        );
        let simulated = compact(report.syscalls.iter());
        let real = real_trace(&bin_dir.join(&script.name), script);
        if BROWSER_SAMPLE.contains(&script.name.as_str()) {
            check_expected(script, &real, &mut mismatches);
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

#[test]
fn strace_lines_become_compact_lines() {
    let dir = Path::new("/tmp/run");
    assert_eq!(
        compact_from_strace("write(3</tmp/run/out.txt>, \"\"..., 38) = 38", dir),
        Some("write 3 38 38".into())
    );
    assert_eq!(
        compact_from_strace("read(3</tmp/run/d.json>, \"\", 8192) = 0", dir),
        Some("read 3 8192 0".into())
    );
    assert_eq!(
        compact_from_strace(
            "write(1</dev/null>, \"\"..., 5) = -1 EBADF (Bad file descriptor)",
            dir
        ),
        Some("write 1 5 -EBADF".into())
    );
    assert_eq!(
        compact_from_strace(
            "writev(3</tmp/run/o>, [{iov_base=\"\"..., iov_len=5000}, {iov_base=\"\"..., iov_len=5000}], 2) = 10000",
            dir
        ),
        Some("writev 3 10000 10000".into())
    );
    assert_eq!(
        compact_from_strace(
            "recvfrom(3<TCP:[127.0.0.1:5->127.0.0.1:6]>, \"\", 1, 0, NULL, NULL) = 1",
            dir
        ),
        Some("recvfrom 3 1 1".into())
    );
    assert_eq!(
        compact_from_strace(
            "read(3</usr/lib/x86_64-linux-gnu/libc.so.6>, \"\"..., 832) = 832",
            dir
        ),
        None
    );
    assert_eq!(
        compact_from_strace("write(1</dev/null<char 1:3>>, \"\"..., 7)      = 7", dir),
        Some("write 1 7 7".into())
    );
    assert_eq!(
        compact_from_strace(
            "write(1, \"\"..., 18)  = -1 EBADF (Bad file descriptor)",
            dir
        ),
        Some("write 1 18 -EBADF".into())
    );
}
