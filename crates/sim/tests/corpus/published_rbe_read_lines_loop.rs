// Source: https://doc.rust-lang.org/rust-by-example/std_misc/file/read_lines.html
// bufscope: input hosts.txt="127.0.0.1 localhost\n192.168.1.10 nas\n"
use std::fs::read_to_string;

fn read_lines(filename: &str) -> Vec<String> {
    let mut result = Vec::new();

    for line in read_to_string(filename).unwrap().lines() {
        result.push(line.to_string())
    }

    result
}

fn main() {
    for line in read_lines("hosts.txt") {
        println!("{line}");
    }
}
