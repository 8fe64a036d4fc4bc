// bufscope: input present.txt=text:40
// Option and Result combinators with closures: map_err to a String, and_then, map,
// unwrap_or_else, ok_or_else, map_or.
use std::fs::File;
use std::io::Read;

fn read_all(path: &str) -> Result<String, String> {
    let mut file = File::open(path).map_err(|e| format!("cannot open {path}: {e}"))?;
    let mut text = String::new();
    file.read_to_string(&mut text)
        .map_err(|e| format!("cannot read {path}: {e}"))?;
    Ok(text)
}

fn main() {
    let present = read_all("present.txt").map(|t| t.len()).unwrap_or_else(|e| {
        eprintln!("{e}");
        0
    });
    let missing = read_all("missing.txt").map(|t| t.len()).unwrap_or_else(|e| {
        eprintln!("{e}");
        0
    });
    println!("{present} {missing}");
    let first_word = Some("alpha beta").and_then(|s| s.split_whitespace().next());
    let len = first_word.map_or(0, |w| w.len());
    let checked: Result<usize, String> = first_word.map(|w| w.len()).ok_or_else(|| "none".to_string());
    println!("{:?} {len} {:?}", first_word, checked);
    if let Err(e) = read_all("nothing.txt") {
        println!("error: {e}");
    }
}
