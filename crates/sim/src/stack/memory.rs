//! In-memory writers, genuine: `Vec<u8>`, `io::Sink` (`Cursor` is in `cursor`).

use std::io::{self, Write};

use super::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner};

/// `Vec<u8>` as a writer (its `Write` impl appends).
#[derive(Debug, Default)]
pub struct VecStream {
    pub vec: Vec<u8>,
}

impl Stream for VecStream {
    fn type_name(&self) -> String {
        "Vec<u8>".into()
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(&mut self.vec)
    }
    fn memory(&self) -> Option<&[u8]> {
        Some(&self.vec)
    }
    fn memory_mut(&mut self) -> Option<&mut Vec<u8>> {
        Some(&mut self.vec)
    }
    fn holds_vec(&self) -> bool {
        true
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((no_into_inner(&*self), self))
    }
}

/// `io::sink()`: accepts everything, keeps nothing.
#[derive(Debug)]
pub struct SinkStream {
    sink: io::Sink,
}

impl Default for SinkStream {
    fn default() -> Self {
        SinkStream { sink: io::sink() }
    }
}

impl Stream for SinkStream {
    fn type_name(&self) -> String {
        "Sink".into()
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(&mut self.sink)
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((no_into_inner(&*self), self))
    }
}
