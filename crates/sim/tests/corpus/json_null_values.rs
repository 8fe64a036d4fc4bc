// serde_json's `Value::Null` as a value, named through an import and by its full path: a
// line of a file that is no number becomes `null`, compared, printed and written through a
// BufWriter<File>. A unit variant of the script's own enum named `Null` stays the script's.
// bufscope: input readings.txt="12\nn/a\n7\n\n"
use serde_json::Value;
use std::fs::{self, File};
use std::io::{BufWriter, Write};

#[derive(Debug)]
enum Reading {
    Null,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("readings.txt")?;
    let mut values = Vec::new();
    for line in text.lines() {
        let value = match line.parse::<i64>() {
            Ok(n) => Value::from(n),
            Err(_) => Value::Null,
        };
        values.push(value);
    }
    let nulls = values.iter().filter(|v| **v == serde_json::Value::Null).count();
    let mut out = BufWriter::new(File::create("readings.json")?);
    serde_json::to_writer(&mut out, &values)?;
    writeln!(out)?;
    out.flush()?;
    println!("{nulls} {} {:?} {:?}", Value::Null, Value::Null, Reading::Null);
    println!("{}", Value::Null.is_null());
    Ok(())
}
