// `Ok(())` as a pattern (the unit value, not an empty tuple) and string literals as the
// alternatives of one arm on a `&str` (each alternative matches the reference as it is):
// commands read from stdin, answered on stdout, the flush's result matched.
// bufscope: input -="get a\nput b\nlist\ndel c\n"
use std::io::{self, BufRead, Write};

fn main() {
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let verb: &str = line.split(' ').next().unwrap_or("");
        match verb {
            "get" | "put" => writeln!(out, "{verb}: takes a key").unwrap(),
            "list" => writeln!(out, "list: no key").unwrap(),
            _ => writeln!(out, "{verb}: unknown").unwrap(),
        }
        match out.flush() {
            Ok(()) => {}
            Err(e) => eprintln!("flush: {e}"),
        }
    }
}
