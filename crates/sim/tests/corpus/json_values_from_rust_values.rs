// serde_json's `From` impls make `Value`s of Rust values (`Value::from(x)`, `x.into()` where a
// `Value` is expected); the values are written as one JSON line each through a BufWriter.
use serde_json::Value;
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let name = String::from("ada");
    let tags = vec!["io", "json"];
    let sizes: &[u64] = &[4096, 8192];
    let values: Vec<Value> = vec![
        Value::from(7u8),
        Value::from(-3i64),
        Value::from(2.5),
        Value::from(0.0 / 0.0),
        Value::from(true),
        Value::from("text"),
        Value::from(name),
        Value::from(tags),
        Value::from(sizes),
        Value::from(()),
        Value::from(vec![1u8, 2]),
        Value::from([Some(1.5), None]),
    ];
    let mut out = BufWriter::new(File::create("values.jsonl")?);
    for value in &values {
        serde_json::to_writer(&mut out, value)?;
        out.write_all(b"\n")?;
    }
    out.flush()?;
    let x: Value = 1.5.into();
    let y: Value = usize::MAX.into();
    println!("{x} {y} {:?}", values[3]);
    Ok(())
}
