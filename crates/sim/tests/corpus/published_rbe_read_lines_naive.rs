// Source: https://doc.rust-lang.org/rust-by-example/std_misc/file/read_lines.html
// bufscope: input hosts.txt="127.0.0.1 localhost\n192.168.1.10 nas\n"
use std::fs::read_to_string;

fn read_lines(filename: &str) -> Vec<String> {
    read_to_string(filename)
        .unwrap()  // panic on possible file-reading errors
        .lines()  // split the string into an iterator of string slices
        .map(String::from)  // make each slice into a string
        .collect()  // gather them together into a vector
}

fn main() {
    for line in read_lines("hosts.txt") {
        println!("{line}");
    }
}
