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

impl StreamReader {
    /// The stream's own `Read`, for one call.
    fn with_reader<T>(
        &mut self,
        call: impl FnOnce(&mut dyn Read) -> io::Result<T>,
    ) -> io::Result<T> {
        let mut stream = self.0.borrow_mut();
        let name = stream.type_name();
        match stream.reader() {
            Some(reader) => call(reader),
            None => Err(io::Error::other(format!("{name} is not a reader"))),
        }
    }
}

/// Each call is the stream's own (a `File`'s `read_to_end` probes its size as std's does):
/// `Take` only calls `read`; `Chain` passes `read_to_end` on to each reader.
impl Read for StreamReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.with_reader(|reader| reader.read(buf))
    }
    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> io::Result<usize> {
        self.with_reader(|reader| reader.read_to_end(buf))
    }
    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {
        self.with_reader(|reader| reader.read_to_string(buf))
    }
    fn read_exact(&mut self, buf: &mut [u8]) -> io::Result<()> {
        self.with_reader(|reader| reader.read_exact(buf))
    }
}

/// `io::Take<R>`.
#[derive(Debug)]
pub struct TakeStream {
    pub take: io::Take<StreamReader>,
    /// The limit last set (by `take` or `set_limit`): std's `Take` keeps it and shows it as
    /// `len` in its `Debug`, with no method that gives it.
    len: u64,
}

impl TakeStream {
    pub fn new(inner: StreamRef, limit: u64) -> TakeStream {
        TakeStream {
            take: StreamReader(inner).take(limit),
            len: limit,
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
    fn take_limit(&self) -> Option<u64> {
        Some(self.take.limit())
    }
    fn set_take_limit(&mut self, limit: u64) {
        self.take.set_limit(limit);
        self.len = limit;
    }
    fn take_len(&self) -> Option<u64> {
        Some(self.len)
    }
    /// `Take::into_inner` gives the reader back as it is: no flush, no error.
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Ok(self.take.into_inner().0)
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
}
