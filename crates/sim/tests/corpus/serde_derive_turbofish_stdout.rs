// `from_str::<T>`, a function returning `serde_json::Result<T>`, `?` into a boxed error, and
// `to_writer_pretty` into a locked stdout (a LineWriter: one write per line on a terminal).
use serde::{Deserialize, Serialize};
use serde_json::from_str;
use std::io::Write;

#[derive(Debug, Serialize, Deserialize, Clone, PartialEq)]
struct P {
    x: i32,
    tags: Option<Vec<String>>,
}

fn parse(text: &str) -> serde_json::Result<P> {
    from_str(text)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let p = serde_json::from_str::<P>(r#"{"x": 1}"#)?;
    let q = parse(r#"{"x": 2, "tags": ["a"]}"#)?;
    let list = vec![p.clone(), q];
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    serde_json::to_writer_pretty(&mut lock, &list)?;
    writeln!(lock)?;
    let back: Vec<P> = serde_json::from_slice(&serde_json::to_vec(&list)?)?;
    println!("{}", back == list);
    let bad: Result<P, _> = serde_json::from_str("{\"x\": 1, \"tags\": [1]}");
    println!("{}", bad.unwrap_err());
    Ok(())
}
