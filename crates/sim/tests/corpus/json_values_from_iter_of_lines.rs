// `Value::from_iter` and `serde_json::Value::from_iter`: serde_json's `FromIterator` impls
// called by name. An inventory's `item:count` lines become an object (a key seen twice keeps
// its last value, in serde_json's own key order), its item names an array, each written
// through a BufWriter<File>.
// bufscope: input inventory.txt="pears:3\napples:7\nplums:1\npears:5\n"
use serde_json::Value;
use std::fs::{self, File};
use std::io::{BufWriter, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("inventory.txt")?;
    let counts = serde_json::Value::from_iter(
        text.lines()
            .filter_map(|line| line.split_once(':'))
            .map(|(name, count)| (name, count.parse::<u32>().unwrap_or(0))),
    );
    let names = Value::from_iter(text.lines().map(|line| line.len()));
    let words: Value = Value::from_iter(vec!["a", "b"]);
    let mut out = BufWriter::new(File::create("inventory.json")?);
    serde_json::to_writer(&mut out, &counts)?;
    writeln!(out)?;
    serde_json::to_writer_pretty(&mut out, &names)?;
    out.flush()?;
    println!("{counts} {names:?} {}", words == Value::from(vec!["a", "b"]));
    Ok(())
}
