//! The corpus in the simulator alone: every script runs, the playground's examples
//! (`examples/`) with them, and together they exercise every cause of a syscall and every kind
//! of device (the differential test checks them against strace).

mod support;

use std::collections::BTreeSet;

use bufscope_sim::kernel::{DeviceKind, Errno, StreamTarget, SyscallKind};
use bufscope_sim::run::{Ending, run};
use bufscope_sim::script::interpreter::Limits;
use bufscope_sim::trace::Cause;

#[test]
fn the_corpus_has_at_least_fifty_scripts_and_all_run() {
    let corpus = support::load_corpus();
    assert!(corpus.len() >= 50, "{} scripts", corpus.len());
    let mut failures = Vec::new();
    let mut servers = 0;
    for script in &corpus {
        match run(&script.source, &script.environment(), Limits::default()) {
            Err(error) => failures.push(format!("{} rejected: {error}", script.name)),
            Ok(report) => {
                // A server ends as the real one is ended: killed while it waits in `accept4`
                // for a client that never comes. Any other stop is a failure.
                let waits_for_a_client = report.syscalls.iter().last().is_some_and(|last| {
                    last.kind == SyscallKind::Accept4 && last.result == Err(Errno::Unfinished)
                });
                match &report.ending {
                    Ending::Stopped(error) if !waits_for_a_client => {
                        failures.push(format!("{} stopped: {error}", script.name));
                    }
                    Ending::Stopped(_) => servers += 1,
                    _ => {}
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(servers, 10, "servers that end waiting for a client");
}

#[test]
fn the_corpus_covers_every_cause_and_device() {
    let mut causes = BTreeSet::new();
    let mut targets = BTreeSet::new();
    let mut kinds = BTreeSet::new();
    for script in support::load_corpus() {
        let report = run(&script.source, &script.environment(), Limits::default()).expect("runs");
        for record in report.syscalls.iter().filter(|r| r.kind.moves_data()) {
            causes.insert(record.cause);
            kinds.insert(record.kind);
        }
        targets.insert(format!("{:?}", script.stdout));
        targets.insert(format!("{:?}", script.stderr));
        if !script.peers.is_empty() {
            targets.insert("Socket".into());
        }
        if script.stdin.is_some() {
            targets.insert("Input".into());
        }
    }
    let data_causes: BTreeSet<Cause> = Cause::ALL
        .into_iter()
        .filter(|c| {
            !matches!(
                c,
                Cause::Open
                    | Cause::Close
                    | Cause::Duplicate
                    | Cause::SizeHintProbe
                    | Cause::FileSystem
                    | Cause::Socket
            )
        })
        .collect();
    let missing: Vec<_> = data_causes.difference(&causes).collect();
    assert!(
        missing.is_empty(),
        "causes no corpus script shows: {missing:?}"
    );
    for wanted in [
        StreamTarget::Terminal,
        StreamTarget::File,
        StreamTarget::Pipe,
        StreamTarget::Null,
    ] {
        assert!(
            targets.contains(&format!("{wanted:?}")),
            "no script sends a stream to {wanted:?}"
        );
    }
    assert!(targets.contains("Socket") && targets.contains("Input"));
    let _ = DeviceKind::File;
    assert_eq!(
        kinds.len(),
        8,
        "read, write, writev, recvfrom, sendto, copy_file_range, sendfile and splice all appear: {kinds:?}"
    );
}

#[test]
fn a_servers_setup_calls_carry_open_socket_and_close_causes() {
    let corpus = support::load_corpus();
    let script = corpus
        .iter()
        .find(|s| s.name == "net_echo_read_write_all")
        .expect("the echo server is in the corpus");
    let report = run(&script.source, &script.environment(), Limits::default())
        .expect("the echo server runs");
    let setup: Vec<(SyscallKind, Cause)> = report
        .syscalls
        .iter()
        .filter(|r| !r.kind.moves_data())
        .map(|r| (r.kind, r.cause))
        .collect();
    use Cause::{Close, Open, Socket};
    use SyscallKind::*;
    assert_eq!(
        setup,
        [
            (SyscallKind::Socket, Open),
            (Setsockopt, Socket),
            (Bind, Socket),
            (Listen, Socket),
            (Accept4, Open),
            (Getpeername, Socket),
            (SyscallKind::Close, Close),
            (Accept4, Open),
            (Getpeername, Socket),
            (SyscallKind::Close, Close),
            (Accept4, Open),
        ]
    );
}

#[test]
fn a_bufwriter_writes_out_what_it_holds_before_each_seek() {
    let corpus = support::load_corpus();
    let script = corpus
        .iter()
        .find(|s| s.name == "seek_buffered_and_generic")
        .expect("the seek script is in the corpus");
    let report = run(&script.source, &script.environment(), Limits::default())
        .expect("the seek script runs");
    // The `BufWriter<File>` on out.txt, from its open to its close (fd 4).
    let writer: Vec<(SyscallKind, Cause)> = report
        .syscalls
        .iter()
        .skip_while(|r| r.path != "out.txt")
        .take_while(|r| r.kind != SyscallKind::Close)
        .map(|r| (r.kind, r.cause))
        .collect();
    use Cause::{FileSystem, FlushOnDrop, Open, SeekFlush};
    use SyscallKind::{Lseek, Openat, Write};
    assert_eq!(
        writer,
        [
            (Openat, Open),
            (Write, SeekFlush),
            (Lseek, FileSystem),
            // `stream_position` is a seek too: it writes out the patch first.
            (Write, SeekFlush),
            (Lseek, FileSystem),
            (Write, SeekFlush),
            (Lseek, FileSystem),
            (Write, FlushOnDrop),
        ]
    );
}
