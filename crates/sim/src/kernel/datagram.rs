//! UDP in a run: the datagrams sent to the sockets a script binds, and the peers that answer
//! the script's datagrams. Both are run settings (header `// bufscope: udp-client
//! ADDRESS=SPEC` and `// bufscope: udp-peer ADDRESS=SPEC`).
//!
//! A udp client sends one datagram to the script's socket bound at its address, from its own
//! port ([`super::client::FIRST_CLIENT_PORT`] onward, in the order given), as soon as the
//! socket is bound. A udp peer answers the first datagram the script sends it with one
//! datagram of its bytes, then is gone.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// The UDP side of a run's environment.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Datagrams {
    /// `(the script's address, the datagram)`, in the order the clients send.
    pub clients: Vec<(String, Vec<u8>)>,
    /// What the peer at each address answers the first datagram it gets with.
    pub peers: BTreeMap<String, Vec<u8>>,
    /// The clients whose datagram the script has received: it may answer them.
    pub heard_from: BTreeSet<String>,
}

/// A datagram waiting in a socket: who sent it and its bytes.
pub type Datagram = (String, Vec<u8>);

impl Datagrams {
    /// The datagrams the clients of `address` send it, each from its own address, in order.
    /// They are taken: another socket bound at the address gets none.
    pub fn take_clients_of(&mut self, address: &str, first_port: u16) -> VecDeque<Datagram> {
        let mut taken = VecDeque::new();
        let mut port = first_port;
        self.clients.retain(|(to, bytes)| {
            let ours = to == address;
            if ours {
                taken.push_back((format!("127.0.0.1:{port}"), bytes.clone()));
            }
            port += 1;
            !ours
        });
        taken
    }

    /// The answer of the peer at `address` to a datagram, the first time; `None` after that
    /// or when no peer is there.
    pub fn answer_of(&mut self, address: &str) -> Option<Vec<u8>> {
        self.peers.remove(address)
    }

    /// Whether a datagram to `address` reaches someone bufscope simulates: a peer, or a
    /// client the script heard from.
    pub fn reaches(&self, address: &str) -> bool {
        self.peers.contains_key(address) || self.heard_from.contains(address)
    }
}
