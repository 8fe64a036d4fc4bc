//! `bufscope trace` as a user runs it: inputs, filters, the `-c` table, output files, and
//! every syscall of a long run.

use std::path::PathBuf;
use std::process::Command;

fn work_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("trace_cli")
        .join(name);
    std::fs::create_dir_all(&dir).expect("work dir");
    dir
}

/// Runs `bufscope trace` with `args`; its stdout, stderr and exit code.
fn trace(args: &[&str]) -> (String, String, i32) {
    let output = Command::new(env!("CARGO_BIN_EXE_bufscope"))
        .arg("trace")
        .args(args)
        .output()
        .expect("bufscope runs");
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
        output.status.code().unwrap_or(-1),
    )
}

const COUNT_LINES: &str = "let mut n = 0;
for line in io::stdin().lock().lines() {
    line?;
    n += 1;
}
println!(\"{n}\");
let _ = File::open(\"missing.txt\");
";

fn count_lines_setup(name: &str) -> (String, String) {
    let dir = work_dir(name);
    let script = dir.join("count.rs");
    let input = dir.join("in.txt");
    std::fs::write(&script, COUNT_LINES).expect("script");
    std::fs::write(&input, "a\nbb\nccc\n").expect("input");
    (script.display().to_string(), input.display().to_string())
}

const COUNT_LINES_TRACE: &str = "read(0, \"a\\nbb\\nccc\\n\", 8192) = 9
read(0, \"\", 8192) = 0
write(1, \"3\\n\", 2) = 2
openat(AT_FDCWD, \"missing.txt\", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)
+++ exited with 0 +++
";

#[test]
fn stdin_comes_from_input_dash_or_stdin() {
    let (script, input) = count_lines_setup("stdin");
    let dash = format!("-={input}");
    assert_eq!(
        trace(&[&script, "--input", &dash]),
        (COUNT_LINES_TRACE.to_string(), String::new(), 0)
    );
    assert_eq!(
        trace(&[&script, "--stdin", &input]),
        (COUNT_LINES_TRACE.to_string(), String::new(), 0)
    );
}

#[test]
fn a_filter_keeps_the_syscalls_it_names_and_output_can_go_to_a_file() {
    let (script, input) = count_lines_setup("filter");
    let out = work_dir("filter").join("trace.txt");
    let out_arg = out.display().to_string();
    assert_eq!(
        trace(&[
            &script,
            "--stdin",
            &input,
            "-e",
            "trace=read,openat",
            "-o",
            &out_arg
        ]),
        (String::new(), String::new(), 0)
    );
    let kept: String = COUNT_LINES_TRACE
        .lines()
        .filter(|line| !line.starts_with("write("))
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(std::fs::read_to_string(&out).expect("trace file"), kept);
    let (stdout, stderr, code) = trace(&[&script, "-e", "trace=wirte"]);
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert!(
        stderr.contains("`wirte` is not a syscall bufscope simulates"),
        "{stderr}"
    );
}

#[test]
fn the_c_table_counts_every_syscall_and_error_of_the_listing() {
    let (script, input) = count_lines_setup("summary");
    let (table, _, code) = trace(&[&script, "--stdin", &input, "-c"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(
        lines[0],
        "% time     seconds  usecs/call     calls    errors syscall"
    );
    assert_eq!(lines[1], lines[lines.len() - 2], "rules");
    // calls and errors per syscall, as the listing shows them.
    let mut rows: Vec<(String, u64, u64)> = lines[2..lines.len() - 2]
        .iter()
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let name = fields.last().expect("name").to_string();
            let calls = fields[3].parse().expect("calls");
            let errors = if fields.len() == 6 {
                fields[4].parse().expect("errors")
            } else {
                0
            };
            (name, calls, errors)
        })
        .collect();
    rows.sort();
    assert_eq!(
        rows,
        [
            ("openat".to_string(), 1, 1),
            ("read".to_string(), 2, 0),
            ("write".to_string(), 1, 0)
        ]
    );
    let total: Vec<&str> = lines[lines.len() - 1].split_whitespace().collect();
    assert_eq!(
        (total[0], total[3], total[4], total[5]),
        ("100.00", "4", "1", "total")
    );
    let shares: f64 = lines[2..lines.len() - 2]
        .iter()
        .map(|line| {
            line.split_whitespace()
                .next()
                .expect("share")
                .parse::<f64>()
                .expect("number")
        })
        .sum();
    assert!((shares - 100.0).abs() < 0.05, "{shares}");
}

#[test]
fn a_long_run_prints_every_syscall() {
    let dir = work_dir("long");
    let script = dir.join("long.rs");
    std::fs::write(
        &script,
        "for i in 1..30000 {\n    println!(\"{}\", i);\n}\n",
    )
    .expect("script");
    let (stdout, stderr, code) = trace(&[&script.display().to_string(), "--format", "compact"]);
    assert_eq!((stderr.as_str(), code), ("", 0));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 29_999);
    for (i, line) in lines.iter().enumerate() {
        let n = i + 1;
        let len = n.to_string().len() + 1;
        assert_eq!(*line, format!("write 1 {len} {len}"), "line {n}");
    }
}

#[test]
fn a_run_the_step_budget_stops_names_its_loop_and_has_no_exit_status() {
    let dir = work_dir("stopped");
    let script = dir.join("endless.rs");
    std::fs::write(&script, "println!(\"start\");\nloop {\n    let x = 1;\n}\n").expect("script");
    let path = script.display().to_string();
    let (stdout, stderr, code) = trace(&[&path, "--max-steps", "10000"]);
    assert_eq!(
        (stdout.as_str(), code),
        (
            "write(1, \"start\\n\", 6) = 6\n+++ stopped by bufscope +++\n",
            0
        )
    );
    assert_eq!(
        stderr,
        format!(
            "{path}:2:1: stopped by bufscope: the script ran more than 10000 steps in this loop\n  \
             help: make the loop shorter; counts stay exact for up to about a million iterations\n"
        )
    );
}

#[test]
fn the_json_trace_streams_every_syscall_and_the_rest_of_the_report() {
    let dir = work_dir("json");
    let script = dir.join("lines.rs");
    std::fs::write(
        &script,
        "let mut f = std::fs::File::create(\"out.txt\")?;\nfor i in 0..3 {\n    writeln!(f, \"{i}\")?;\n}\n",
    )
    .expect("script");
    let (stdout, stderr, code) = trace(&[&script.display().to_string(), "--format", "json"]);
    assert_eq!((stderr.as_str(), code), ("", 0));
    let document: serde_json::Value = serde_json::from_str(&stdout).expect("one JSON document");
    let strace: Vec<&str> = document["syscalls"]
        .as_array()
        .expect("syscalls")
        .iter()
        .map(|s| s["strace"].as_str().expect("strace line"))
        .collect();
    assert_eq!(
        strace,
        [
            "openat(AT_FDCWD, \"out.txt\", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 3",
            // `writeln!` on an unbuffered `File`: each piece of the format is its own write.
            "write(3, \"0\", 1) = 1",
            "write(3, \"\\n\", 1) = 1",
            "write(3, \"1\", 1) = 1",
            "write(3, \"\\n\", 1) = 1",
            "write(3, \"2\", 1) = 1",
            "write(3, \"\\n\", 1) = 1",
            "close(3) = 0",
        ]
    );
    assert_eq!(
        (
            &document["syscalls_omitted"],
            &document["totals"]["all"],
            &document["files"]["out.txt"],
            &document["ending"]["kind"],
            &document["schema"],
        ),
        (
            &serde_json::json!(0),
            &serde_json::json!({ "calls": 8, "bytes": 6, "errors": 0 }),
            &serde_json::json!("0\n1\n2\n"),
            &serde_json::json!("returned"),
            &serde_json::json!("bufscope-trace/1"),
        )
    );
}

const ONE_REPLY_SERVER: &str = "use std::io::{Read, Write};
use std::net::TcpListener;

fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind(\"127.0.0.1:7878\")?;
    for stream in listener.incoming() {
        let mut stream = stream?;
        let mut request = String::new();
        stream.read_to_string(&mut request)?;
        stream.write_all(request.to_uppercase().as_bytes())?;
    }
    Ok(())
}
";

#[test]
fn clients_from_the_command_line_connect_in_order_then_the_server_waits_forever() {
    // The expected trace is the real program's under strace (rustc 1.95, two clients that
    // send these bytes and shut down their sending side), ports and fd paths aside.
    let dir = work_dir("clients");
    let script = dir.join("server.rs");
    let request = dir.join("request.txt");
    std::fs::write(&script, ONE_REPLY_SERVER).expect("script");
    std::fs::write(&request, "from a file").expect("request");
    let path = script.display().to_string();
    let from_file = format!("127.0.0.1:7878={}", request.display());
    let (stdout, stderr, code) = trace(&[
        &path,
        "--client",
        &from_file,
        "--client",
        "127.0.0.1:7878=\"hi\\n\"",
    ]);
    assert_eq!(
        (stdout.as_str(), code),
        (
            "socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC, IPPROTO_IP) = 3
setsockopt(3, SOL_SOCKET, SO_REUSEADDR, [1], 4) = 0
bind(3, {sa_family=AF_INET, sin_port=htons(7878), sin_addr=inet_addr(\"127.0.0.1\")}, 16) = 0
listen(3, 128) = 0
accept4(3, {sa_family=AF_INET, sin_port=htons(50001), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16], SOCK_CLOEXEC) = 4
recvfrom(4, \"from a file\", 32, 0, NULL, NULL) = 11
recvfrom(4, \"\", 32, 0, NULL, NULL) = 0
sendto(4, \"FROM A FILE\", 11, MSG_NOSIGNAL, NULL, 0) = 11
close(4) = 0
accept4(3, {sa_family=AF_INET, sin_port=htons(50002), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16], SOCK_CLOEXEC) = 4
recvfrom(4, \"hi\\n\", 32, 0, NULL, NULL) = 3
recvfrom(4, \"\", 5, 0, NULL, NULL) = 0
sendto(4, \"HI\\n\", 3, MSG_NOSIGNAL, NULL, 0) = 3
close(4) = 0
accept4(3,  <unfinished ...>) = ?
+++ stopped by bufscope +++
",
            0
        )
    );
    assert_eq!(
        stderr,
        format!(
            "{path}:6:19: stopped by bufscope: accept4 would wait forever: no more simulated clients\n  \
             help: each `// bufscope: client ADDRESS=…` line (or `--client`) is one connection; the real server would wait here until it is killed\n"
        )
    );
    let (_, stderr, code) = trace(&[&path, "--client", "localhost=x"]);
    assert_eq!(
        (stderr.as_str(), code),
        (
            "bufscope: --client: `localhost` is not an address such as 127.0.0.1:7878\n",
            2
        )
    );
}

/// A line a second: the run's clock advances by each `thread::sleep`, so the trace JSON puts
/// each line's `write` at its second (issue 14's poem).
const POEM_WITH_PAUSES: &str = "use std::thread;
use std::time::Duration;

fn main() {
    let poem = [\"Roses are red,\", \"violets are blue,\", \"buffers wait for newlines,\", \"and so do you.\"];
    for line in poem {
        println!(\"{line}\");
        thread::sleep(Duration::from_secs(1));
    }
}
";

#[test]
fn each_write_of_a_script_that_sleeps_is_at_its_time_in_the_json_trace() {
    let dir = work_dir("sleep");
    let script = dir.join("poem.rs");
    std::fs::write(&script, POEM_WITH_PAUSES).expect("script");
    let (stdout, stderr, code) = trace(&[&script.display().to_string(), "--format", "json"]);
    assert_eq!((stderr.as_str(), code), ("", 0));
    let document: serde_json::Value = serde_json::from_str(&stdout).expect("one JSON document");
    let writes: Vec<(&str, u64)> = document["syscalls"]
        .as_array()
        .expect("syscalls")
        .iter()
        .map(|s| {
            let start = s["start_ns"].as_u64().expect("start_ns");
            (s["strace"].as_str().expect("strace line"), start)
        })
        .collect();
    // Each write starts within a millisecond after its second: the syscalls' own costs only.
    let seconds: Vec<(&str, u64, bool)> = writes
        .iter()
        .map(|&(line, start)| {
            (
                line,
                start / 1_000_000_000,
                start % 1_000_000_000 < 1_000_000,
            )
        })
        .collect();
    assert_eq!(
        seconds,
        [
            ("write(1, \"Roses are red,\\n\", 15) = 15", 0, true),
            ("write(1, \"violets are blue,\\n\", 18) = 18", 1, true),
            (
                "write(1, \"buffers wait for newlines,\\n\", 27) = 27",
                2,
                true
            ),
            ("write(1, \"and so do you.\\n\", 15) = 15", 3, true),
        ]
    );
    let duration = document["duration_ns"].as_u64().expect("duration_ns");
    assert!(
        (4_000_000_000..4_001_000_000).contains(&duration),
        "{duration}"
    );
}

#[test]
fn a_hash_maps_order_is_noted_on_stderr_beside_the_trace() {
    let dir = work_dir("hash_order");
    let script = dir.join("colors.rs");
    std::fs::write(
        &script,
        "use std::collections::HashMap;\nfn main() {\n    let mut m = HashMap::new();\n    m.insert(\"red\", 1);\n    m.insert(\"blue\", 2);\n    println!(\"{m:?}\");\n}\n",
    )
    .expect("script");
    let script = script.display().to_string();
    assert_eq!(
        trace(&[&script]),
        (
            "write(1, \"{\\\"blue\\\": 2, \\\"red\\\": 1}\\n\", 22) = 22\n+++ exited with 0 +++\n"
                .to_string(),
            format!(
                "bufscope: note: {script}:6:16: the 2 entries of this `HashMap` are shown in key \
                 order; the compiled program visits them in an order that changes from run to \
                 run (std seeds its hash from `getrandom` in each process): use a `BTreeMap` or \
                 `BTreeSet`, or sort, for one order\n"
            ),
            0
        )
    );
    let (json, _, _) = trace(&[&script, "--format", "json"]);
    let document: serde_json::Value = serde_json::from_str(&json).expect("trace JSON");
    assert_eq!(
        document["notes"],
        serde_json::json!([{
            "line": 6,
            "column": 16,
            "note": "the 2 entries of this `HashMap` are shown in key order; the compiled program \
                     visits them in an order that changes from run to run (std seeds its hash \
                     from `getrandom` in each process): use a `BTreeMap` or `BTreeSet`, or sort, \
                     for one order"
        }])
    );
}
