//! `std::io::BufWriter<W>`, genuine, over a tap: std decides when to flush; the stream labels
//! why (an explicit flush, `into_inner`, a drop).

use std::io::{self, BufWriter, IoSlice, Seek, SeekFrom, Write};

use super::{drop_buffered, layer_name, with_cause};
use crate::stack::fd_handles::KernelRef;
use crate::stack::stream::{BufferView, IntoInnerResult, Stream, StreamRef};
use crate::stack::tap::{Owner, OwnerState, Tap};
use crate::trace::Cause;

/// `std::io::BufWriter<W>`.
#[derive(Debug)]
pub struct BufWriterStream {
    name: String,
    writer: Option<BufWriter<Tap>>,
}

impl BufWriterStream {
    /// `BufWriter::with_capacity(capacity, inner)`.
    pub fn new(kernel: KernelRef, inner: StreamRef, capacity: usize) -> BufWriterStream {
        let name = layer_name("BufWriter", &inner);
        let tap = Tap::new(kernel, inner, Owner::BufWriter, &name);
        BufWriterStream {
            name,
            writer: Some(BufWriter::with_capacity(capacity, tap)),
        }
    }

    /// The genuine writer, with its tap told what the caller's memory is.
    fn armed(&mut self, state: OwnerState) -> io::Result<&mut BufWriter<Tap>> {
        let writer = self
            .writer
            .as_mut()
            .ok_or_else(|| io::Error::other("moved"))?;
        writer.get_mut().state = state;
        Ok(writer)
    }
}

impl Write for BufWriterStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.armed(OwnerState::for_call(buf))?.write(buf)
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.armed(OwnerState::for_call(buf))?.write_all(buf)
    }
    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        let slices: Vec<&[u8]> = bufs.iter().map(|b| &b[..]).collect();
        self.armed(OwnerState::for_slices(&slices))?
            .write_vectored(bufs)
    }
    fn is_write_vectored(&self) -> bool {
        self.writer.as_ref().is_some_and(|w| w.is_write_vectored())
    }
    fn flush(&mut self) -> io::Result<()> {
        let frame = format!("{}::flush", self.name);
        let writer = self.armed(OwnerState::without_data())?;
        let kernel = writer.get_ref().kernel().clone();
        with_cause(&kernel, frame, Cause::ExplicitFlush, || writer.flush())
    }
}

/// std's `Seek for BufWriter`: writes out what it holds, then seeks the inner writer.
impl Seek for BufWriterStream {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        let frame = format!("{}::seek", self.name);
        let writer = self.armed(OwnerState::without_data())?;
        let kernel = writer.get_ref().kernel().clone();
        with_cause(&kernel, frame, Cause::SeekFlush, || writer.seek(pos))
    }
}

impl Drop for BufWriterStream {
    fn drop(&mut self) {
        if let Some(mut writer) = self.writer.take() {
            writer.get_mut().state = OwnerState::without_data();
            let pending = writer.buffer().len();
            let (kernel, passed) = (
                writer.get_ref().kernel().clone(),
                writer.get_ref().passed_counter(),
            );
            drop_buffered(&self.name, kernel, passed, pending, writer);
        }
    }
}

impl Stream for BufWriterStream {
    fn type_name(&self) -> String {
        self.name.clone()
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(self)
    }
    fn seeker(&mut self) -> Option<&mut dyn Seek> {
        Some(self)
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed(&self.name)
    }
    fn buffer_into(&self, keep: usize, data: &mut Vec<u8>) -> Option<(usize, usize)> {
        data.clear();
        let writer = self.writer.as_ref()?;
        let held = writer.buffer();
        data.extend_from_slice(&held[..held.len().min(keep)]);
        Some((writer.capacity(), held.len()))
    }
    fn buffer(&self, keep: usize) -> Option<BufferView> {
        let writer = self.writer.as_ref()?;
        let data = writer.buffer();
        Some(BufferView {
            layer: self.name.clone(),
            capacity: writer.capacity(),
            len: data.len(),
            data: data[..data.len().min(keep)].to_vec(),
        })
    }
    fn inner(&self) -> Option<StreamRef> {
        self.writer.as_ref().map(|w| w.get_ref().inner().clone())
    }
    fn pending_output(&self) -> usize {
        self.writer.as_ref().map_or(0, |w| w.buffer().len())
    }
    fn into_parts(mut self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        match self.writer.take() {
            // std's into_parts never flushes: the buffered bytes come back as a Vec.
            Some(writer) => {
                let (tap, buffered) = writer.into_parts();
                Ok((
                    tap.inner().clone(),
                    buffered.unwrap_or_else(|panicked| panicked.into_inner()),
                ))
            }
            None => Err(self),
        }
    }
    fn into_inner(mut self: Box<Self>) -> IntoInnerResult {
        let Some(mut writer) = self.writer.take() else {
            return Err((io::Error::other("moved"), self));
        };
        writer.get_mut().state = OwnerState::without_data();
        let kernel = writer.get_ref().kernel().clone();
        let frame = format!("{}::into_inner", self.name);
        // std's own IntoInnerError is what it is: large, and returned as is.
        #[allow(clippy::result_large_err)]
        let result = with_cause(&kernel, frame, Cause::IntoInner, || writer.into_inner());
        match result {
            Ok(tap) => Ok(tap.inner().clone()),
            Err(error) => {
                let (error, writer) = error.into_parts();
                self.writer = Some(writer);
                Err((error, self))
            }
        }
    }
}
