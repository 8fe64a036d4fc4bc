// bufscope: input config.json="{\n  \"name\": \"server\",\n  \"port\": 8080\n}\n"
// A field missing from the file: `?` returns serde_json's error from main, which prints it
// with `Error: ` and its Debug (line and column where the object ended).
use serde::Deserialize;
use std::fs::File;
use std::io::BufReader;

#[derive(Debug, Deserialize)]
struct Config {
    name: String,
    port: u16,
    workers: usize,
}

fn main() -> Result<(), serde_json::Error> {
    let file = File::open("config.json").unwrap();
    let config: Config = serde_json::from_reader(BufReader::new(file))?;
    println!("{config:?}");
    Ok(())
}
