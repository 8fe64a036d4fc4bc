// bufscope: stdout=pipe
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let mut out = io::stdout().lock();
    let commands = vec!["get", "put", "delete"];
    for i in 0..commands.len() {
        let command = commands[i];
        match command {
            "get" => writeln!(out, "{i}: {command} ok")?,
            "put" => writeln!(out, "{i}: {command} stored")?,
            _ => unimplemented!("command #{i} `{command}` ({:?})", command.as_bytes().len()),
        }
    }
    Ok(())
}
