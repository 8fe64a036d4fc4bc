// serde_json's `take` moves a field out of a parsed document where it lives, leaving `null`:
// the payload is taken out of each message read from a file and written on its own, the
// message's remains after it.
// bufscope: input messages.json="[{\"id\": 1, \"payload\": {\"text\": \"hi\"}}, {\"id\": 2}]"
use serde_json::Value;
use std::fs::File;
use std::io::{BufReader, BufWriter, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut messages: Value = serde_json::from_reader(BufReader::new(File::open("messages.json")?))?;
    let mut out = BufWriter::new(File::create("payloads.jsonl")?);
    for index in 0..2 {
        let payload = messages[index]["payload"].take();
        serde_json::to_writer(&mut out, &payload)?;
        out.write_all(b"\n")?;
    }
    out.flush()?;
    let mut whole = messages.take();
    println!("{messages} {whole}");
    let id = whole[0]["id"].take();
    println!("{id} {}", whole);
    Ok(())
}
