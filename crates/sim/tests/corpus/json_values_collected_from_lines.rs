// serde_json's `FromIterator` impls: `collect` into a `Value` makes an object of (key, value)
// pairs or an array of items. A settings file's `key=value` lines become an object, its numbers
// an array, written pretty through a BufWriter.
// bufscope: input settings.txt="name=bufscope\nmode=trace\nlevel=3\n"
use serde_json::Value;
use std::fs::{self, File};
use std::io::{BufWriter, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("settings.txt")?;
    let object: Value = text
        .lines()
        .filter_map(|line| line.split_once('='))
        .collect();
    let numbers: Value = (1..=4u32).map(|n| n * n).collect();
    let pairs: Vec<(String, bool)> = Vec::new();
    let flags: Vec<bool> = Vec::new();
    let none: Value = pairs.into_iter().collect();
    let empty: Value = flags.into_iter().collect();
    let parsed: Option<Value> = "7,8,9".split(',').map(|s| s.parse::<i64>().ok()).collect();
    let mut out = BufWriter::new(File::create("settings.json")?);
    serde_json::to_writer_pretty(&mut out, &object)?;
    writeln!(out)?;
    serde_json::to_writer(&mut out, &numbers)?;
    writeln!(out)?;
    out.flush()?;
    println!("{none} {empty} {:?}", parsed);
    Ok(())
}
