//! Settings a script can carry in `// bufscope:` comment lines: where its standard streams go,
//! the files it reads, its stdin, its TCP and UDP peers and clients.
//!
//! ```text
//! // bufscope: stdout=file stderr=terminal
//! // bufscope: input data.json=json:20000
//! // bufscope: input -=text:500
//! // bufscope: peer 127.0.0.1:7878=bytes:4000
//! // bufscope: client 127.0.0.1:7878="GET / HTTP/1.1\r\n\r\n"
//! // bufscope: udp-client 127.0.0.1:34254="hello"
//! // bufscope: udp-peer 127.0.0.1:34260=bytes:16
//! // bufscope: stdout-policy=proposed
//! // bufscope: args=poem.txt "to be"
//! // bufscope: env IGNORE_CASE=1
//! ```
//! Sizes use [`crate::inputs::generate`]'s specs. `args=` takes the rest of its line as a shell
//! would split it (quotes group words); `env NAME=VALUE` sets one variable to the rest of
//! the line. Each `client` line is one connection to a server the script runs, in order: the
//! client sends its bytes, shuts down its sending side and reads the reply until the server
//! closes ([`crate::kernel::client`]). Each `udp-client` line is one datagram sent to the
//! script's UDP socket bound at the address, and each `udp-peer` a socket that answers the
//! first datagram it gets ([`crate::kernel::datagram`]). `stdout-policy` is `today` (the default) or
//! `proposed` ([`StdoutPolicy`]). The lines are comments, so the script stays valid Rust.

use crate::inputs::generate;
use crate::kernel::process::split_words;
use crate::kernel::{Environment, StreamTarget};
use crate::stdout_policy::StdoutPolicy;

/// `defaults` with the script's header settings applied, or the first malformed setting.
pub fn environment_from_header(source: &str, defaults: Environment) -> Result<Environment, String> {
    let mut environment = defaults;
    for (number, line) in source.lines().enumerate() {
        let Some(settings) = line.trim_start().strip_prefix("// bufscope: ") else {
            continue;
        };
        let at = |message: String| format!("line {}: {message}", number + 1);
        if let Some(input) = settings.strip_prefix("input ") {
            let (key, spec) = input
                .split_once('=')
                .ok_or_else(|| at(format!("`input {input}` is not NAME=SPEC")))?;
            let bytes = generate(spec.trim()).map_err(at)?;
            if key == "-" {
                environment.stdin = bytes;
            } else {
                environment.files.insert(key.to_string(), bytes);
            }
        } else if let Some(line) = settings.strip_prefix("args=") {
            environment.process.args = split_words(line).map_err(at)?;
        } else if let Some(variable) = settings.strip_prefix("env ") {
            let (name, value) = variable
                .split_once('=')
                .ok_or_else(|| at(format!("`env {variable}` is not NAME=VALUE")))?;
            if name.is_empty() || name.contains(char::is_whitespace) {
                return Err(at(format!("`{name}` is not a variable name")));
            }
            environment
                .process
                .vars
                .insert(name.to_string(), value.to_string());
        } else if let Some(client) = settings.strip_prefix("udp-client ") {
            let (address, bytes) = address_and_bytes("udp-client", client).map_err(at)?;
            environment.datagrams.clients.push((address, bytes));
        } else if let Some(peer) = settings.strip_prefix("udp-peer ") {
            let (address, bytes) = address_and_bytes("udp-peer", peer).map_err(at)?;
            environment.datagrams.peers.insert(address, bytes);
        } else if let Some(client) = settings.strip_prefix("client ") {
            let (address, bytes) = address_and_bytes("client", client).map_err(at)?;
            environment.clients.push((address, bytes));
        } else if let Some(peer) = settings.strip_prefix("peer ") {
            let (address, bytes) = address_and_bytes("peer", peer).map_err(at)?;
            environment.peers.insert(address, bytes);
        } else {
            for setting in settings.split_whitespace() {
                let (key, value) = setting
                    .split_once('=')
                    .ok_or_else(|| at(format!("`{setting}` is not KEY=VALUE")))?;
                if key == "stdout-policy" {
                    environment.stdout_policy = StdoutPolicy::parse(value)
                        .ok_or_else(|| at(format!("`{value}` is not today or proposed")))?;
                    continue;
                }
                let target = StreamTarget::parse(value)
                    .ok_or_else(|| at(format!("`{value}` is not terminal, file, pipe or null")))?;
                match key {
                    "stdout" => environment.stdout = target,
                    "stderr" => environment.stderr = target,
                    other => return Err(at(format!("unknown setting `{other}`"))),
                }
            }
        }
    }
    Ok(environment)
}

/// `ADDRESS=SPEC` after `peer` or `client`: the address and the bytes the spec makes.
fn address_and_bytes(setting: &str, rest: &str) -> Result<(String, Vec<u8>), String> {
    let (address, spec) = rest
        .split_once('=')
        .ok_or_else(|| format!("`{setting} {rest}` is not ADDRESS=SPEC"))?;
    Ok((address.to_string(), generate(spec.trim())?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_set_streams_inputs_and_peers() {
        let source = "// bufscope: stdout=null stderr=pipe\n// bufscope: input a.txt=text:10\n// bufscope: input -=bytes:2\n// bufscope: peer 127.0.0.1:1=bytes:1\nprintln!(\"x\");";
        let environment = environment_from_header(source, Environment::default()).expect("valid");
        assert_eq!(
            (environment.stdout, environment.stderr),
            (StreamTarget::Null, StreamTarget::Pipe)
        );
        assert_eq!(environment.files["a.txt"].len(), 10);
        assert_eq!(environment.stdin, vec![7, 38]);
        assert_eq!(environment.peers["127.0.0.1:1"], vec![7]);
    }

    #[test]
    fn client_lines_are_connections_in_order() {
        let source = "// bufscope: client 127.0.0.1:7878=\"GET / HTTP/1.1\\r\\n\\r\\n\"\n// bufscope: client 127.0.0.1:7878=bytes:2\nfn main() {}";
        let environment = environment_from_header(source, Environment::default()).expect("valid");
        assert_eq!(
            environment.clients,
            [
                (
                    "127.0.0.1:7878".to_string(),
                    b"GET / HTTP/1.1\r\n\r\n".to_vec()
                ),
                ("127.0.0.1:7878".to_string(), vec![7, 38]),
            ]
        );
        let source = "// bufscope: udp-client 127.0.0.1:34254=\"hi\"\n// bufscope: udp-peer 127.0.0.1:34260=bytes:2\nfn main() {}";
        let datagrams = environment_from_header(source, Environment::default())
            .expect("valid")
            .datagrams;
        assert_eq!(
            (
                datagrams.clients,
                datagrams.peers.into_iter().collect::<Vec<_>>()
            ),
            (
                vec![("127.0.0.1:34254".to_string(), b"hi".to_vec())],
                vec![("127.0.0.1:34260".to_string(), vec![7, 38])]
            )
        );
        assert_eq!(
            environment_from_header("// bufscope: client 127.0.0.1:7878", Environment::default())
                .map(|_| ()),
            Err("line 1: `client 127.0.0.1:7878` is not ADDRESS=SPEC".to_string())
        );
    }

    #[test]
    fn headers_set_the_command_line_and_variables() {
        let source = "// bufscope: args=poem.txt \"to be\" -i\n// bufscope: env IGNORE_CASE=yes please\nfn main() {}";
        let process = environment_from_header(source, Environment::default())
            .expect("valid")
            .process;
        assert_eq!(process.args, ["poem.txt", "to be", "-i"]);
        assert_eq!(
            process.vars.into_iter().collect::<Vec<_>>(),
            [("IGNORE_CASE".to_string(), "yes please".to_string())]
        );
        assert_eq!(
            environment_from_header("// bufscope: args='x\n", Environment::default()).map(|_| ()),
            Err("line 1: a `'` is not closed".to_string())
        );
    }

    #[test]
    fn the_stdout_policy_setting_selects_the_proposal() {
        let source = "// bufscope: stdout=pipe stdout-policy=proposed\nprintln!(\"x\");";
        let environment = environment_from_header(source, Environment::default()).expect("valid");
        assert_eq!(
            (environment.stdout, environment.stdout_policy),
            (StreamTarget::Pipe, StdoutPolicy::BlockWhenNotTerminal)
        );
        let error =
            environment_from_header("// bufscope: stdout-policy=block", Environment::default())
                .expect_err("invalid");
        assert_eq!(error, "line 1: `block` is not today or proposed");
    }

    #[test]
    fn a_malformed_setting_names_its_line() {
        let error = environment_from_header("\n// bufscope: stdout=screen", Environment::default())
            .expect_err("invalid");
        assert_eq!(
            error,
            "line 2: `screen` is not terminal, file, pipe or null"
        );
    }
}
