// Two JSON objects read one after the other from a file through one
// `serde_json::Deserializer::from_reader` over a `&mut BufReader<File>` of 16 bytes:
// `User::deserialize(&mut de)` reads a value and leaves what follows it unread, `end()` reads
// on to check only whitespace is left, a third value is an EOF error; the reader then gives
// nothing more. A deserializer owning its `File` closes it when dropped.
// bufscope: input users.json="{\"fingerprint\": \"0xF9BA143B95FF6D82\", \"location\": \"Menlo Park, CA\"}\n{\"fingerprint\": \"0x1\", \"location\": \"Paris\"}\n  \n"
use serde::Deserialize;
use std::error::Error;
use std::fs::File;
use std::io::{BufReader, Read};

#[derive(Deserialize, Debug)]
struct User {
    fingerprint: String,
    location: String,
}

fn main() -> Result<(), Box<dyn Error>> {
    let mut reader = BufReader::with_capacity(16, File::open("users.json")?);
    let mut de = serde_json::Deserializer::from_reader(&mut reader);
    let first = User::deserialize(&mut de)?;
    println!("{first:?}");
    let second = User::deserialize(&mut de)?;
    println!("{:#?} {}", second, second.location.len());
    de.end()?;
    let third = User::deserialize(&mut de);
    println!("{}", third.is_err());
    drop(de);
    let mut rest = String::new();
    reader.read_to_string(&mut rest)?;
    println!("{rest:?} {}", first.fingerprint);
    let mut owned = serde_json::Deserializer::from_reader(File::open("users.json")?);
    let again = User::deserialize(&mut owned)?;
    drop(owned);
    println!("{}", again.location);
    Ok(())
}
