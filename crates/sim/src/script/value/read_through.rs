//! A stream as a `Read` for serde_json: what a `serde_json::Deserializer` a script holds
//! reads through, and what `from_reader` reads through.

use std::io::{self, Read};

use crate::stack::stream::StreamRef;

/// Forwards `Read` to a stream, so serde_json reads through std's own types. serde_json's
/// `IoRead` reads with `io::Bytes::next`, so that is the frame its reads get.
pub struct ReadThrough(pub StreamRef, pub crate::stack::fd_handles::KernelRef);

impl Read for ReadThrough {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        thread_local! {
            static FRAME: crate::trace::Frame = crate::trace::Frame::new("io::Bytes::next");
        }
        {
            let mut kernel = self.1.borrow_mut();
            kernel.recorder.work.byte_reads += 1;
            kernel.recorder.context.push(FRAME.with(Clone::clone), None);
        }
        let result = {
            let mut stream = self.0.borrow_mut();
            match stream.reader() {
                Some(reader) => reader.read(buf),
                None => Err(io::Error::other("not a reader")),
            }
        };
        self.1.borrow_mut().recorder.context.pop();
        result
    }
}

/// A `serde_json::Deserializer` over a stream, with the stream it reads (the step it runs in
/// is that stream's).
pub struct JsonStreamDeserializer {
    pub deserializer: serde_json::Deserializer<serde_json::de::IoRead<ReadThrough>>,
    pub stream: StreamRef,
}

impl std::fmt::Debug for ReadThrough {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ReadThrough")
    }
}

impl std::fmt::Debug for JsonStreamDeserializer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Deserializer")
    }
}
