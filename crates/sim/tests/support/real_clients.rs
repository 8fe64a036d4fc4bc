//! The clients of a real server program under strace: each connects to its address on
//! 127.0.0.1 (once the server listens), sends its bytes, shuts down its sending side, reads the
//! reply until the server closes, then closes; one after the other, as the simulated clients
//! do. Then the server, waiting in `accept4` for a client that never comes, is killed there.
//!
//! Every wait is bounded; nothing talks to anything but 127.0.0.1.

use std::io::{Read, Write};
use std::net::{Shutdown, TcpStream};
use std::path::Path;
use std::time::{Duration, Instant};

/// How long a client waits for the server to listen, and for its reply. Generous: the
/// programs run under strace on a loaded machine.
const PATIENCE: Duration = Duration::from_secs(20);

/// x86_64's number for `accept4`, as `/proc/PID/syscall` shows the call a process waits in.
const ACCEPT4: &str = "288";

/// Runs `clients` in order against the server; returns the reply each got.
pub fn serve_clients(clients: &[(String, Vec<u8>)]) -> Vec<Vec<u8>> {
    clients
        .iter()
        .map(|(address, request)| {
            let deadline = Instant::now() + PATIENCE;
            let mut stream = loop {
                match TcpStream::connect(address.as_str()) {
                    Ok(stream) => break stream,
                    Err(_) if Instant::now() < deadline => {
                        std::thread::sleep(Duration::from_millis(10))
                    }
                    Err(error) => panic!("the server at {address} never listened: {error}"),
                }
            };
            stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
            stream.write_all(request).expect("send the request");
            stream.shutdown(Shutdown::Write).expect("shutdown");
            let mut reply = Vec::new();
            // A server that closes without reading everything resets the connection: the
            // reply is what arrived before.
            let _ = stream.read_to_end(&mut reply);
            reply
        })
        .collect()
}

/// Waits until the traced program `pid` has exited or waits in `accept4`; in `accept4` it is
/// killed there (`SIGKILL`: strace logs the call unfinished). Returns whether it was killed.
pub fn kill_when_waiting_in_accept(pid: u32) -> bool {
    let syscall = Path::new("/proc").join(pid.to_string()).join("syscall");
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        let Ok(now) = std::fs::read_to_string(&syscall) else {
            return false; // it has exited
        };
        if now.split_whitespace().next() == Some(ACCEPT4) {
            // strace logs the call's entry before the process blocks in it.
            std::thread::sleep(Duration::from_millis(50));
            let killed = std::process::Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status()
                .is_ok_and(|status| status.success());
            assert!(killed, "kill {pid}");
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("process {pid} neither exited nor waited in accept4 within {PATIENCE:?}");
}

/// The traced program's pid: `strace -ff -o LOG` writes `LOG.PID` once it runs. Waits for it.
pub fn traced_pid(dir: &Path) -> Option<u32> {
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        let pid = std::fs::read_dir(dir).ok()?.find_map(|entry| {
            let name = entry.ok()?.file_name();
            name.to_str()?.strip_prefix("strace.log.")?.parse().ok()
        });
        if pid.is_some() {
            return pid;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    None
}
