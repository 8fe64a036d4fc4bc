//! Running real compiled programs: building exported scripts, serving TCP peers on
//! 127.0.0.1, and reading strace's record of what they did.
//!
//! Shared by `bufscope record` and the simulator's differential test (which includes this file
//! by path), so it depends on std alone.

use std::io::{Read, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Writes a cargo project with one binary per `(name, main.rs)` and builds it, offline, with
/// the workspace's lockfile (so serde_json is the version already fetched). Returns the folder
/// holding the binaries.
pub fn build_programs(
    work: &Path,
    lockfile: &Path,
    programs: &[(String, String)],
    release: bool,
) -> Result<PathBuf, String> {
    let project = write_project(work, lockfile, programs)?;
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.args(["build", "--offline", "--bins", "--quiet"]);
    if release {
        command.arg("--release");
    }
    let output = command
        .current_dir(&project)
        .env("CARGO_TARGET_DIR", work.join("target"))
        .env_remove("RUSTFLAGS")
        .output()
        .map_err(|e| format!("cargo: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "building the programs failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(work
        .join("target")
        .join(if release { "release" } else { "debug" }))
}

/// Writes `work/project`: a cargo project with one binary per `(name, main.rs)`, depending on
/// serde (with its derive) and serde_json at the workspace's versions, locked by `lockfile`.
/// Returns the project's folder; build it with `CARGO_TARGET_DIR` set to `work/target`.
pub fn write_project(
    work: &Path,
    lockfile: &Path,
    programs: &[(String, String)],
) -> Result<PathBuf, String> {
    let project = work.join("project");
    let bin_dir = project.join("src/bin");
    let _ = std::fs::remove_dir_all(&bin_dir);
    std::fs::create_dir_all(&bin_dir).map_err(|e| format!("{}: {e}", bin_dir.display()))?;
    // Built once and traced: no debuginfo (the code and its syscalls are the same) and no
    // incremental state, which for the differential test's ~650 programs were 2.8 GB and 1 GB
    // of a fresh checkout's target (a full disk ends a CI run).
    let manifest = "[package]\nname = \"bufscope-programs\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
                    [dependencies]\nserde = { version = \"=1.0.229\", features = [\"derive\"] }\nserde_json = \"=1.0.154\"\n\n[workspace]\n\n\
                    [profile.dev]\ndebug = 0\nincremental = false\n";
    std::fs::write(project.join("Cargo.toml"), manifest).map_err(|e| e.to_string())?;
    std::fs::copy(lockfile, project.join("Cargo.lock"))
        .map_err(|e| format!("{}: {e}", lockfile.display()))?;
    for (name, main_rs) in programs {
        std::fs::write(bin_dir.join(format!("{name}.rs")), main_rs).map_err(|e| e.to_string())?;
    }
    Ok(project)
}

/// Binds `address`, waiting (up to ten seconds) while another socket holds it: a published
/// snippet's port (`127.0.0.1:34254`) lies in Linux's ephemeral range, where the kernel may
/// have lent it for a moment to some client connection on this machine.
fn bind_when_free(address: &str) -> TcpListener {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        match TcpListener::bind(address) {
            Ok(listener) => return listener,
            Err(e) if e.kind() == std::io::ErrorKind::AddrInUse && Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(e) => panic!("bind {address}: {e}"),
        }
    }
}

/// A peer on 127.0.0.1 that accepts one connection, sends `bytes`, then reads until the
/// client closes; it gives up after a few seconds.
pub fn serve_peer(address: &str, bytes: Vec<u8>) -> JoinHandle<()> {
    let listener = bind_when_free(address);
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
