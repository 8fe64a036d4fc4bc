// `json!` with Rust expressions inside: each goes through serde_json's `to_value(&expr)` (so
// nothing is moved), keys may be expressions too. A report of a file's lines is built that way
// and written as JSON lines through a BufWriter.
// bufscope: input words.txt="alpha\nbeta gamma\n\ndelta\n"
use serde_json::json;
use std::fs::{self, File};
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let text = fs::read_to_string("words.txt")?;
    let lines: Vec<&str> = text.lines().collect();
    let mut out = BufWriter::new(File::create("report.jsonl")?);
    for (number, line) in lines.iter().enumerate() {
        let words: Vec<String> = line.split_whitespace().map(String::from).collect();
        let key = format!("line{}", number + 1);
        let entry = json!({
            key: {"words": words, "count": words.len(), "blank": line.is_empty()},
            "first": words.first(),
            "ratio": line.len() as f64 / 2.0,
            "limits": [0, u64::MAX, -1, null],
        });
        serde_json::to_writer(&mut out, &entry)?;
        out.write_all(b"\n")?;
        println!("{} {}", words.len(), entry["first"]);
    }
    out.flush()?;
    let total = json!([lines.len(), lines, "end"]);
    println!("{total}");
    Ok(())
}
