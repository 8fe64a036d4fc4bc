//! `std::io::BufReader<R>`, genuine, over a tap: std decides when to refill.

use std::io::{self, BufRead, BufReader, Read, Seek};

use super::layer_name;
use crate::stack::fd_handles::KernelRef;
use crate::stack::stream::{BufferView, IntoInnerResult, Stream, StreamRef};
use crate::stack::tap::{Owner, OwnerState, Tap};

/// `std::io::BufReader<R>`.
#[derive(Debug)]
pub struct BufReaderStream {
    name: String,
    reader: BufReader<Tap>,
}

impl BufReaderStream {
    /// `BufReader::with_capacity(capacity, inner)`.
    pub fn new(kernel: KernelRef, inner: StreamRef, capacity: usize) -> BufReaderStream {
        let name = layer_name("BufReader", &inner);
        let tap = Tap::new(kernel, inner, Owner::BufReader, &name);
        BufReaderStream {
            name,
            reader: BufReader::with_capacity(capacity, tap),
        }
    }

    fn armed(&mut self, caller_buffer: &[u8]) -> &mut BufReader<Tap> {
        self.reader.get_mut().state = OwnerState::for_call(caller_buffer);
        &mut self.reader
    }
}

impl Read for BufReaderStream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.armed(buf).read(buf)
    }
    fn read_exact(&mut self, buf: &mut [u8]) -> io::Result<()> {
        self.armed(buf).read_exact(buf)
    }
    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> io::Result<usize> {
        self.armed(&[]).read_to_end(buf)
    }
    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {
        self.armed(&[]).read_to_string(buf)
    }
}

impl BufRead for BufReaderStream {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.armed(&[]).fill_buf()
    }
    fn consume(&mut self, amount: usize) {
        self.reader.consume(amount);
    }
    fn read_line(&mut self, buf: &mut String) -> io::Result<usize> {
        self.armed(&[]).read_line(buf)
    }
    fn read_until(&mut self, byte: u8, buf: &mut Vec<u8>) -> io::Result<usize> {
        self.armed(&[]).read_until(byte, buf)
    }
}

impl Stream for BufReaderStream {
    fn type_name(&self) -> String {
        self.name.clone()
    }
    fn reader(&mut self) -> Option<&mut dyn Read> {
        Some(self)
    }
    fn buf_reader(&mut self) -> Option<&mut dyn BufRead> {
        Some(self)
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed(&self.name)
    }
    fn buffer_into(&self, keep: usize, data: &mut Vec<u8>) -> Option<(usize, usize)> {
        data.clear();
        let held = self.reader.buffer();
        data.extend_from_slice(&held[..held.len().min(keep)]);
        Some((self.reader.capacity(), held.len()))
    }
    fn buffer(&self, keep: usize) -> Option<BufferView> {
        let data = self.reader.buffer();
        Some(BufferView {
            layer: self.name.clone(),
            capacity: self.reader.capacity(),
            len: data.len(),
            data: data[..data.len().min(keep)].to_vec(),
        })
    }
    fn inner(&self) -> Option<StreamRef> {
        Some(self.reader.get_ref().inner().clone())
    }
    /// std's `Seek for BufReader`: discards the buffer and seeks the inner reader, by the
    /// offset less what was buffered for `SeekFrom::Current`.
    fn seeker(&mut self) -> Option<&mut dyn Seek> {
        Some(&mut self.reader)
    }
    fn seek_relative(&mut self, offset: i64) -> Option<io::Result<()>> {
        Some(self.reader.seek_relative(offset))
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        // BufReader::into_inner discards what is buffered; it never fails.
        Ok(self.reader.into_inner().inner().clone())
    }
}
