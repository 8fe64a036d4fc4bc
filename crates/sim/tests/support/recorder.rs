//! A writer that logs every `write` and `write_all` call, including empty ones: the sequence
//! the formatting tests compare.

use std::io::{self, Write};

#[derive(Debug, Default)]
pub struct Rec {
    pub calls: Vec<Vec<u8>>,
}

impl Write for Rec {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls.push(buf.to_vec());
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.calls.push(buf.to_vec());
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The calls as text, for readable assertions.
pub fn show(calls: &[Vec<u8>]) -> Vec<String> {
    calls
        .iter()
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect()
}
