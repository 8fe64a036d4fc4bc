//! std's buffered types, genuine, over a [`Tap`]: `BufWriter`, `LineWriter`, `BufReader`.
//!
//! Each stream here owns the real std value and forwards every call to it unchanged; before
//! each call it tells its tap which memory is the caller's, so the tap can tell a flush of the
//! buffer from a direct write. Nothing here decides when to flush or refill: std does.

use std::cell::Cell;
use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, BufWriter, IoSlice, LineWriter, Read, Write};
use std::rc::Rc;

use super::fd_handles::KernelRef;
use super::stream::{BufferView, IntoInnerResult, Stream, StreamRef};
use super::tap::{Owner, OwnerState, Tap};
use crate::trace::{Cause, Frame, LostData};

/// Runs `body` with `cause` as the reason for any data it moves, e.g. an explicit flush.
fn with_cause<T>(kernel: &KernelRef, frame: String, cause: Cause, body: impl FnOnce() -> T) -> T {
    kernel
        .borrow_mut()
        .context
        .push(Frame::new(frame), Some(cause));
    let result = body();
    kernel.borrow_mut().context.pop();
    result
}

/// std's `BufWriter::new` and `BufReader::new` capacity. In bytes.
pub const DEFAULT_BUF_SIZE: usize = 8 * 1024;
/// std's `LineWriter::new` capacity (and stdout's). In bytes.
pub const LINE_WRITER_CAPACITY: usize = 1024;

fn layer_name(kind: &str, inner: &StreamRef) -> String {
    format!("{kind}<{}>", inner.borrow().type_name())
}

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

/// Drops a genuine buffered writer: std's Drop flushes it (ignoring errors) and then drops the
/// layers below. The flush is labelled as a drop, and what it could not pass down is reported
/// lost.
fn drop_buffered(
    name: &str,
    kernel: KernelRef,
    passed: Rc<Cell<u64>>,
    pending: usize,
    writer: impl Sized,
) {
    let before = passed.get();
    with_cause(&kernel, format!("drop({name})"), Cause::FlushOnDrop, || {
        drop(writer)
    });
    let mut kernel = kernel.borrow_mut();
    let flushed = (passed.get() - before) as usize;
    if pending > flushed {
        kernel.lost.push(LostData {
            holder: name.to_string(),
            bytes: pending - flushed,
            reason: "its flush on drop failed, and Drop ignores the error".to_string(),
        });
    }
}

impl Stream for BufWriterStream {
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
    shadow: VecDeque<u8>,
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
            shadow: VecDeque::new(),
        }
    }

    /// Runs `call` on the genuine writer and updates the shadow buffer: what the call accepted
    /// (`accepted` of its result appends it) joins the back, what passed the tap leaves the
    /// front.
    fn run<T>(
        &mut self,
        state: OwnerState,
        accepted: impl Fn(&T, &mut VecDeque<u8>),
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
        if let Ok(value) = &result {
            accepted(value, &mut self.shadow);
        }
        let drained = passed.min(self.shadow.len());
        self.shadow.drain(..drained);
        result
    }
}

impl Write for LineWriterStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.run(
            OwnerState::for_call(buf),
            |n, shadow| shadow.extend(&buf[..*n]),
            |w| w.write(buf),
        )
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.run(
            OwnerState::for_call(buf),
            |(), shadow| shadow.extend(buf),
            |w| w.write_all(buf),
        )
    }
    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        let slices: Vec<&[u8]> = bufs.iter().map(|b| &b[..]).collect();
        let accepted = |n: &usize, shadow: &mut VecDeque<u8>| {
            shadow.extend(slices.iter().flat_map(|s| s.iter().copied()).take(*n));
        };
        self.run(OwnerState::for_slices(&slices), accepted, |w| {
            w.write_vectored(bufs)
        })
    }
    fn is_write_vectored(&self) -> bool {
        self.writer.as_ref().is_some_and(|w| w.is_write_vectored())
    }
    fn flush(&mut self) -> io::Result<()> {
        let frame = format!("{}::flush", self.name);
        self.run(
            OwnerState::without_data(),
            |(), _| {},
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
        data.extend(self.shadow.iter().take(keep));
        Some((self.capacity, self.shadow.len()))
    }
    fn buffer(&self, keep: usize) -> Option<BufferView> {
        self.writer.as_ref()?;
        Some(BufferView {
            layer: self.name.clone(),
            capacity: self.capacity,
            len: self.shadow.len(),
            data: self.shadow.iter().take(keep).copied().collect(),
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
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        // BufReader::into_inner discards what is buffered; it never fails.
        Ok(self.reader.into_inner().inner().clone())
    }
}
