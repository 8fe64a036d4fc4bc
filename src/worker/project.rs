//! What a learner takes home: the script as a Cargo project (what `bufscope export` gives, with
//! the input files the run read) in one shell script that writes it, and the strace command
//! that shows the same syscalls from the real program.

use bufscope_sim::export::export;
use bufscope_sim::kernel::{Environment, StreamTarget, SyscallKind};

use crate::protocol::{ExportView, Rejection};

/// The project's folder and package name.
const NAME: &str = "bufscope-run";

/// The syscalls the simulator shows, every kind it makes, for strace's `-e trace=`.
fn traced() -> String {
    SyscallKind::ALL.map(SyscallKind::name).join(",")
}

/// Where a stream goes in a shell command line (`> stdout.txt`), as the run sent it.
fn redirect(target: StreamTarget, fd: u8, file: &str) -> String {
    let to = match fd {
        1 => ">",
        _ => "2>",
    };
    match target {
        StreamTarget::Terminal => String::new(),
        StreamTarget::File => format!(" {to} {file}"),
        StreamTarget::Null => format!(" {to} /dev/null"),
        StreamTarget::Pipe if fd == 1 => " | cat".to_string(),
        StreamTarget::Pipe => " 2>&1 >&3 3>&- | cat 3>&-".to_string(),
    }
}

/// The strace command that traces the built program as the simulation ran it.
pub fn strace_command(environment: &Environment) -> String {
    let stdin = if environment.stdin.is_empty() {
        ""
    } else {
        " < stdin.txt"
    };
    let pipe_stderr = environment.stderr == StreamTarget::Pipe;
    let line = format!(
        "strace -f -y -s 64 -e trace={} -o strace.txt ./target/release/{NAME}{stdin}{}{}",
        traced(),
        redirect(environment.stdout, 1, "stdout.txt"),
        redirect(environment.stderr, 2, "stderr.txt"),
    );
    // Piping stderr alone needs a spare fd for stdout.
    if pipe_stderr {
        format!("{{ {line}; }} 3>&1")
    } else {
        line
    }
}

/// A here-document that writes `bytes` to `path`: as text when it is text, else as base64.
fn write_file(path: &str, bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) if !text.contains("BUFSCOPE_EOF") => {
            let newline = if text.ends_with('\n') || text.is_empty() {
                ""
            } else {
                "\n"
            };
            // printf drops the newline the here-document adds when the file has none.
            if newline.is_empty() {
                format!("cat > '{path}' <<'BUFSCOPE_EOF'\n{text}BUFSCOPE_EOF\n")
            } else {
                format!(
                    "cat <<'BUFSCOPE_EOF' | head -c -1 > '{path}'\n{text}{newline}BUFSCOPE_EOF\n"
                )
            }
        }
        _ => format!(
            "base64 -d > '{path}' <<'BUFSCOPE_EOF'\n{}\nBUFSCOPE_EOF\n",
            base64(bytes)
        ),
    }
}

/// Standard base64, in 76-character lines.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for (i, chunk) in bytes.chunks(3).enumerate() {
        if i > 0 && i % 19 == 0 {
            out.push('\n');
        }
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (j, &b)| n | (u32::from(b) << (16 - 8 * j)));
        for j in 0..4 {
            if j <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * j) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The project for `script` run in `environment`, or why the script cannot be exported.
pub fn project(script: &str, environment: &Environment) -> Result<ExportView, Rejection> {
    let exported = export(script).map_err(|error| Rejection {
        message: error.to_string(),
        at: Some((error.span.line, error.span.column)),
    })?;
    let manifest = format!(
        "[package]\nname = \"{NAME}\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n[dependencies]\nserde = {{ version = \"1\", features = [\"derive\"] }}\nserde_json = \"1\"\n\n[profile.release]\ndebug = false\n"
    );
    let strace = strace_command(environment);
    let mut sh = format!(
        "#!/bin/sh\n# The bufscope script as a Cargo project, with the files it reads.\n#   sh {NAME}.sh && cd {NAME} && cargo build --release\n# then, to see the same syscalls as the simulation:\n#   {strace}\nset -e\nmkdir -p {NAME}/src\ncd {NAME}\n"
    );
    sh.push_str(&write_file("Cargo.toml", manifest.as_bytes()));
    sh.push_str(&write_file("src/main.rs", exported.main_rs.as_bytes()));
    for (path, bytes) in &environment.files {
        if let Some(parent) = std::path::Path::new(path)
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
        {
            sh.push_str(&format!("mkdir -p '{}'\n", parent.display()));
        }
        sh.push_str(&write_file(path, bytes));
    }
    if !environment.stdin.is_empty() {
        sh.push_str(&write_file("stdin.txt", &environment.stdin));
    }
    sh.push_str(&format!(
        "echo 'Written to ./{NAME}. Next: cd {NAME} && cargo build --release'\n"
    ));
    Ok(ExportView {
        file_name: format!("{NAME}.sh"),
        project_sh: sh,
        main_rs: exported.main_rs,
        strace,
    })
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn base64_is_the_standard_one() {
        assert_eq!(
            [
                base64(b""),
                base64(b"f"),
                base64(b"fo"),
                base64(b"foo"),
                base64(b"foob\xff")
            ],
            ["", "Zg==", "Zm8=", "Zm9v", "Zm9vYv8="]
        );
    }

    #[test]
    fn the_strace_command_sends_the_streams_where_the_run_did() {
        let to = |stdout, stderr| {
            strace_command(&Environment {
                stdout,
                stderr,
                ..Environment::default()
            })
        };
        // Every kind the simulator makes, as strace names them (checked against strace's own
        // list: `strace -e trace=… true` accepts each).
        let traced = "openat,close,read,write,writev,recvfrom,sendto,statx,lseek,fcntl,socket,\
                      connect,fsync,fdatasync,ftruncate,unlink,mkdir,fchmod,setsockopt,getsockopt,bind,listen,\
                      accept4,shutdown,getsockname,getpeername,copy_file_range,sendfile,splice";
        let prefix = format!(
            "strace -f -y -s 64 -e trace={traced} -o strace.txt ./target/release/bufscope-run"
        );
        assert_eq!(
            [
                to(StreamTarget::Terminal, StreamTarget::Terminal),
                to(StreamTarget::File, StreamTarget::Null),
                to(StreamTarget::Pipe, StreamTarget::Terminal),
            ],
            [
                prefix.clone(),
                format!("{prefix} > stdout.txt 2> /dev/null"),
                format!("{prefix} | cat"),
            ]
        );
    }
}
