//! A simulated TCP client of a server script: it connects to an address the script listens
//! on, sends its bytes, shuts down its sending side, reads the reply until the server closes
//! the connection, then closes its own end.
//!
//! Clients are a run setting (header `// bufscope: client ADDRESS=SPEC`, `bufscope trace
//! --client`); several clients of one address connect one after the other, in the order they
//! are given, each only once the server is done with the one before (the Book's
//! single-threaded server, and the differential test's real clients, work that way).

/// The first port simulated clients connect from; the n-th client of a run (from 1) uses
/// `FIRST_CLIENT_PORT + n - 1`. Any port of Linux's ephemeral range (32768–60999) has five
/// digits, so a program printing `peer_addr()` prints as many bytes as the real one.
pub const FIRST_CLIENT_PORT: u16 = 50001;

/// One simulated client connection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Client {
    /// The address it connects to, as the script binds it (`127.0.0.1:7878`).
    pub server: String,
    /// The port it connects from (what `accept` and `peer_addr` report).
    pub port: u16,
    /// What it sends before shutting down its sending side.
    pub request: Vec<u8>,
}

impl Client {
    /// The client's own address, `127.0.0.1:PORT`: loopback, as the server's.
    pub fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }
}

/// The clients of a run, from `(server address, request)` pairs in connection order: each
/// gets the next port from [`FIRST_CLIENT_PORT`].
pub fn clients_in_order(requests: &[(String, Vec<u8>)]) -> Vec<Client> {
    requests
        .iter()
        .zip(FIRST_CLIENT_PORT..)
        .map(|((server, request), port)| Client {
            server: server.clone(),
            port,
            request: request.clone(),
        })
        .collect()
}
