//! `std::io::LineWriter<W>`, genuine, over a tap, with a shadow of its buffer (std shows none).

use std::io::{self, IoSlice, LineWriter, Write};

use super::{drop_buffered, layer_name, with_cause};
use crate::stack::fd_handles::KernelRef;
use crate::stack::stream::{BufferView, IntoInnerResult, Stream, StreamRef};
use crate::stack::tap::{Owner, OwnerState, Tap};
use crate::trace::Cause;

/// `std::io::LineWriter<W>`.
///
/// std gives no view of a `LineWriter`'s buffer, so the stream keeps a shadow of it: every
/// byte the writer accepted that has not passed its tap yet. std passes bytes down in the order
/// it accepted them, so that is exactly the buffer.
#[derive(Debug)]
pub struct LineWriterStream {
    name: String,
    capacity: usize,
    writer: Option<LineWriter<Tap>>,
    shadow: Vec<u8>,
}

impl LineWriterStream {
    /// `LineWriter::with_capacity(capacity, inner)`.
    pub fn new(kernel: KernelRef, inner: StreamRef, capacity: usize) -> LineWriterStream {
        let name = layer_name("LineWriter", &inner);
        let tap = Tap::new(kernel, inner, Owner::LineWriter, &name);
        LineWriterStream {
            name,
            capacity,
            writer: Some(LineWriter::with_capacity(capacity, tap)),
            shadow: Vec::new(),
        }
    }

    /// Runs `call` on the genuine writer and updates the shadow buffer: what the call accepted
    /// (the first `accepted` of its result bytes of `data`) joins the back, what passed the tap
    /// leaves the front.
    fn run<T>(
        &mut self,
        state: OwnerState,
        data: &[&[u8]],
        accepted: impl Fn(&T) -> usize,
        call: impl FnOnce(&mut LineWriter<Tap>) -> io::Result<T>,
    ) -> io::Result<T> {
        let writer = self
            .writer
            .as_mut()
            .ok_or_else(|| io::Error::other("moved"))?;
        writer.get_mut().state = state;
        let passed_before = writer.get_ref().passed();
        let result = call(writer);
        let passed = (writer.get_ref().passed() - passed_before) as usize;
        let accepted = result.as_ref().map_or(0, accepted);
        // A line that left whole empties the shadow: cleared, without copying in the bytes that
        // have already left (cheaper than a drain of it all).
        if passed >= self.shadow.len() + accepted {
            self.shadow.clear();
            return result;
        }
        let mut left = accepted;
        for part in data {
            let part = &part[..part.len().min(left)];
            self.shadow.extend_from_slice(part);
            left -= part.len();
        }
        if passed >= self.shadow.len() {
            self.shadow.clear();
        } else {
            self.shadow.drain(..passed);
        }
        result
    }
}

impl Write for LineWriterStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.run(OwnerState::for_call(buf), &[buf], |n| *n, |w| w.write(buf))
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.run(
            OwnerState::for_call(buf),
            &[buf],
            |()| buf.len(),
            |w| w.write_all(buf),
        )
    }
    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        let slices: Vec<&[u8]> = bufs.iter().map(|b| &b[..]).collect();
        self.run(
            OwnerState::for_slices(&slices),
            &slices,
            |n| *n,
            |w| w.write_vectored(bufs),
        )
    }
    fn is_write_vectored(&self) -> bool {
        self.writer.as_ref().is_some_and(|w| w.is_write_vectored())
    }
    fn flush(&mut self) -> io::Result<()> {
        let frame = format!("{}::flush", self.name);
        self.run(
            OwnerState::without_data(),
            &[],
            |()| 0,
            |w| {
                let kernel = w.get_ref().kernel().clone();
                with_cause(&kernel, frame, Cause::ExplicitFlush, || w.flush())
            },
        )
    }
}

impl Drop for LineWriterStream {
    fn drop(&mut self) {
        if let Some(mut writer) = self.writer.take() {
            writer.get_mut().state = OwnerState::without_data();
            let (kernel, passed) = (
                writer.get_ref().kernel().clone(),
                writer.get_ref().passed_counter(),
            );
            drop_buffered(&self.name, kernel, passed, self.shadow.len(), writer);
        }
    }
}

impl Stream for LineWriterStream {
    fn type_name(&self) -> String {
        self.name.clone()
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(self)
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed(&self.name)
    }
    fn buffer_into(&self, keep: usize, data: &mut Vec<u8>) -> Option<(usize, usize)> {
        data.clear();
        self.writer.as_ref()?;
        // Past the window's head nothing is kept (and nothing copied).
        if keep > 0 {
            data.extend_from_slice(&self.shadow[..self.shadow.len().min(keep)]);
        }
        Some((self.capacity, self.shadow.len()))
    }
    fn buffer(&self, keep: usize) -> Option<BufferView> {
        self.writer.as_ref()?;
        Some(BufferView {
            layer: self.name.clone(),
            capacity: self.capacity,
            len: self.shadow.len(),
            data: self.shadow[..self.shadow.len().min(keep)].to_vec(),
        })
    }
    fn inner(&self) -> Option<StreamRef> {
        self.writer.as_ref().map(|w| w.get_ref().inner().clone())
    }
    fn pending_output(&self) -> usize {
        self.shadow.len()
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(mut self: Box<Self>) -> IntoInnerResult {
        let Some(mut writer) = self.writer.take() else {
            return Err((io::Error::other("moved"), self));
        };
        writer.get_mut().state = OwnerState::without_data();
        let passed_before = writer.get_ref().passed();
        let kernel = writer.get_ref().kernel().clone();
        let frame = format!("{}::into_inner", self.name);
        // std's own IntoInnerError is what it is: large, and returned as is.
        #[allow(clippy::result_large_err)]
        let result = with_cause(&kernel, frame, Cause::IntoInner, || writer.into_inner());
        match result {
            Ok(tap) => Ok(tap.inner().clone()),
            Err(error) => {
                let (error, writer) = error.into_parts();
                let passed = (writer.get_ref().passed() - passed_before) as usize;
                self.shadow.drain(..passed.min(self.shadow.len()));
                self.writer = Some(writer);
                Err((error, self))
            }
        }
    }
}
