//! What a simulated program starts with: its inputs, where its standard streams go, the
//! faults to inject. A run's caller fills one in; [`Kernel::new`](super::Kernel::new) builds the
//! devices and fds from it.

use std::collections::BTreeMap;

use super::device::StreamTarget;
use super::faults::Faults;
use super::process::Process;
use crate::stdout_policy::StdoutPolicy;

/// What the program starts with: inputs, where the standard streams go, faults.
#[derive(Debug, Clone, Default)]
pub struct Environment {
    pub stdin: Vec<u8>,
    pub stdout: StreamTarget,
    pub stderr: StreamTarget,
    /// Files that exist before the program runs, by path.
    pub files: BTreeMap<String, Vec<u8>>,
    /// What the peer at each address sends after the program connects, then it closes.
    pub peers: BTreeMap<String, Vec<u8>>,
    /// Clients that connect to the addresses the program listens on, in order: each is the
    /// server's address and what the client sends ([`super::client`]).
    pub clients: Vec<(String, Vec<u8>)>,
    /// The UDP clients and peers ([`super::datagram`]).
    pub datagrams: super::datagram::Datagrams,
    pub faults: Faults,
    /// Regular files live on tmpfs (memory) rather than a disk; only costs differ.
    pub files_on_tmpfs: bool,
    /// How std buffers stdout: as today, or as rust-lang/rust#60673 proposes.
    pub stdout_policy: StdoutPolicy,
    /// Keep every call the program makes on stdout's writer ([`Kernel::stdout_events`]), for
    /// replaying the same output through other stacks. Off by default: it copies all output.
    pub capture_stdout_events: bool,
    /// The command line, variables and id the program starts with.
    pub process: Process,
}
