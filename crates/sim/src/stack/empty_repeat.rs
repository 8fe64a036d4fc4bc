//! `io::empty()` and `io::repeat(byte)`, genuine: readers with no device behind them (an
//! empty one is also a `BufRead` and a writer that accepts everything).

use std::io::{self, BufRead, Read, Write};

use super::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner};

/// `io::Empty`.
#[derive(Debug)]
pub struct EmptyStream {
    empty: io::Empty,
}

impl Default for EmptyStream {
    fn default() -> Self {
        EmptyStream { empty: io::empty() }
    }
}

impl Stream for EmptyStream {
    fn type_name(&self) -> String {
        "Empty".into()
    }
    fn reader(&mut self) -> Option<&mut dyn Read> {
        Some(&mut self.empty)
    }
    fn buf_reader(&mut self) -> Option<&mut dyn BufRead> {
        Some(&mut self.empty)
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(&mut self.empty)
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((no_into_inner(&*self), self))
    }
}

/// `io::Repeat`: every read fills the whole buffer with the byte.
#[derive(Debug)]
pub struct RepeatStream {
    repeat: io::Repeat,
}

impl RepeatStream {
    pub fn new(byte: u8) -> RepeatStream {
        RepeatStream {
            repeat: io::repeat(byte),
        }
    }
}

impl Stream for RepeatStream {
    fn type_name(&self) -> String {
        "Repeat".into()
    }
    fn reader(&mut self) -> Option<&mut dyn Read> {
        Some(&mut self.repeat)
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((no_into_inner(&*self), self))
    }
}
