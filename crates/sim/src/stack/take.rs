//! `Read::take`: std's own `io::Take` over a stream of the script, so its limit and its
//! reads are std's.

use std::io::{self, Read};

use super::stream::{IntoInnerResult, Stream, StreamRef};

/// Reads from a shared stream (the reader `take` was called on, owned or borrowed).
pub struct StreamReader(pub StreamRef);

impl std::fmt::Debug for StreamReader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.borrow().type_name())
    }
}

impl Read for StreamReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut stream = self.0.borrow_mut();
        let name = stream.type_name();
        match stream.reader() {
            Some(reader) => reader.read(buf),
            None => Err(io::Error::other(format!("{name} is not a reader"))),
        }
    }
}

/// `io::Take<R>`.
#[derive(Debug)]
pub struct TakeStream {
    pub take: io::Take<StreamReader>,
}

impl TakeStream {
    pub fn new(inner: StreamRef, limit: u64) -> TakeStream {
        TakeStream {
            take: StreamReader(inner).take(limit),
        }
    }
}

impl Stream for TakeStream {
    fn type_name(&self) -> String {
        format!("Take<{}>", self.take.get_ref().0.borrow().type_name())
    }
    fn reader(&mut self) -> Option<&mut dyn Read> {
        Some(&mut self.take)
    }
    fn inner(&self) -> Option<StreamRef> {
        Some(self.take.get_ref().0.clone())
    }
    /// `Take::into_inner` gives the reader back as it is: no flush, no error.
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Ok(self.take.into_inner().0)
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
}
