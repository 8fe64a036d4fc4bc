// Records written as one JSON array through a BufWriter<File> (8 KiB writes, the rest when it
// is dropped), read back through a BufReader<File>, then a copy cut short: serde_json stops
// reading where the document ends too early, and its error says where.
use serde::{Deserialize, Serialize};
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};

#[derive(Debug, Serialize, Deserialize)]
struct Sample {
    id: u32,
    label: String,
    values: Vec<i64>,
    parent: Option<u32>,
}

fn main() -> std::io::Result<()> {
    let samples: Vec<Sample> = (0..200)
        .map(|id| Sample {
            id,
            label: format!("sample number {id}"),
            values: vec![id as i64 * 3, -(id as i64), 1000000],
            parent: if id % 3 == 0 { None } else { Some(id - 1) },
        })
        .collect();
    {
        let mut out = BufWriter::new(File::create("samples.json")?);
        serde_json::to_writer(&mut out, &samples)?;
        out.write_all(b"\n")?;
    }
    let back: Vec<Sample> = serde_json::from_reader(BufReader::new(File::open("samples.json")?))?;
    println!("{} samples, last {:?}", back.len(), back[back.len() - 1]);
    let mut text = String::new();
    File::open("samples.json")?.read_to_string(&mut text)?;
    File::create("cut.json")?.write_all(&text.as_bytes()[..text.len() / 2])?;
    let cut: Result<Vec<Sample>, serde_json::Error> =
        serde_json::from_reader(BufReader::new(File::open("cut.json")?));
    match cut {
        Ok(samples) => println!("{} samples", samples.len()),
        Err(e) => println!("cut: {e}"),
    }
    Ok(())
}
