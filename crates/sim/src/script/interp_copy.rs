//! `io::copy` as std 1.95 runs it on Linux (library/std/src/io/copy.rs): between two file
//! descriptors std first lets the kernel move the bytes ([`super::kernel_copy`]:
//! `copy_file_range`, `sendfile`, `splice`); what that leaves goes through the generic loop:
//! a byte slice is written whole; a `BufReader` hands over its buffer; a `Vec` writer has the
//! reader `read_to_end` into it; anything else goes through an 8 KiB stack buffer. Refused
//! before running, never run differently: a copy from `StdinLock` that std would hand to the
//! kernel (what stdin is decides it; the checker refuses it before the run); at the call,
//! before its first syscall, a socket's more than 64 KiB spliced into a pipe (split as the
//! packets came) and a generic loop into a `BufWriter` of 8 KiB or more (std reads straight
//! into its buffer) when a kernel copy could fall back to it.

use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::IntTy;
use super::kernel_copy::{
    CopyState, copy_reader, copy_writer, kernel_copy, may_fall_back, unsupported,
};
use super::value::{BytesKind, Slot, Value, target_slot};
use crate::stack::stream::StreamRef;
use crate::trace::Span;

/// std's `DEFAULT_BUF_SIZE`. In bytes.
const DEFAULT_BUF_SIZE: usize = 8 * 1024;

/// Where `io::copy` reads from.
enum Source {
    /// A `&[u8]` variable: written whole, then left empty (`*self = &self[len..]`).
    Bytes(Slot, Vec<u8>),
    Stream(StreamRef),
}

impl Interpreter<'_> {
    /// `io::copy(&mut reader, &mut writer)`, as one operation.
    // Kept out of the caller's frame: the interpreter recurses through it.
    #[inline(never)]
    pub(super) fn io_copy(&mut self, values: &[Value], span: Span) -> Eval {
        let [reader, writer] = values else {
            return Err(fatal(span, "`io::copy` takes a reader and a writer"));
        };
        let source = self.copy_source(reader, span)?;
        let writer = self.stream_of(writer.clone(), span)?;
        let label = self.text_of(span);
        let copied = self.record_op(span, label, Some(&writer), |me| {
            let result = match source {
                Source::Bytes(slot, bytes) => {
                    let result = me.write_all_to(&writer, &bytes, span)?;
                    *slot.borrow_mut() = Value::Bytes(Vec::new(), BytesKind::Literal);
                    result.map(|()| bytes.len() as u64)
                }
                Source::Stream(reader) => me.copy_streams(&reader, &writer, span)?,
            };
            Ok(Value::from_io(result, |n| Value::Int(n.into(), IntTy::U64)))
        })?;
        Ok(copied)
    }

    fn copy_source(&mut self, reader: &Value, span: Span) -> Result<Source, Flow> {
        let Value::Ref(slot) = reader else {
            return Err(fatal(span, "`io::copy` takes `&mut` a reader"));
        };
        // `&mut data` where `data: &[u8]`: the bytes it views; afterwards `data` itself (not
        // what it borrows) is left empty, as std's `*self = &self[len..]`.
        let viewed = target_slot(slot);
        let slot = slot.clone();
        let bytes = match &*viewed.borrow() {
            Value::Bytes(bytes, _) => Some(bytes.clone()),
            // `&mut &buf[a..b]`: the bytes it views.
            Value::SliceRef(of, start, end) => match &*of.borrow() {
                Value::Bytes(bytes, _) => bytes.get(*start..*end).map(<[u8]>::to_vec),
                _ => None,
            },
            _ => None,
        };
        match bytes {
            Some(bytes) => Ok(Source::Bytes(slot, bytes)),
            None => self.stream_of(Value::Ref(viewed), span).map(Source::Stream),
        }
    }

    fn write_all_to(
        &mut self,
        writer: &StreamRef,
        bytes: &[u8],
        span: Span,
    ) -> Result<std::io::Result<()>, Flow> {
        let mut stream = writer.borrow_mut();
        let name = stream.type_name();
        match stream.writer() {
            Some(w) => Ok(w.write_all(bytes)),
            None => Err(fatal(span, format!("`{name}` is not a writer"))),
        }
    }

    fn copy_streams(
        &mut self,
        reader: &StreamRef,
        writer: &StreamRef,
        span: Span,
    ) -> Result<std::io::Result<u64>, Flow> {
        let kernel_sides = copy_reader(reader).zip(copy_writer(writer));
        if let Some((copy_read, copy_write)) = &kernel_sides {
            let reader_name = reader.borrow().type_name();
            let writer_name = writer.borrow().type_name();
            if let Some(why) = unsupported(&self.kernel, copy_read, copy_write) {
                return Err(fatal(
                    span,
                    format!(
                        "`io::copy` from `{reader_name}` to `{writer_name}` is not supported by bufscope yet: {why}"
                    ),
                ));
            }
            if may_fall_back(&self.kernel, copy_read, copy_write) {
                self.generic_refusal(reader, writer, span)?;
            }
        } else {
            self.generic_refusal(reader, writer, span)?;
        }
        let copied = match &kernel_sides {
            Some((copy_read, copy_write)) => {
                match kernel_copy(&self.kernel, copy_read, copy_write, writer) {
                    Ok(CopyState::Ended(n)) => return Ok(Ok(n)),
                    Ok(CopyState::Fallback(n)) => n,
                    Err(e) => return Ok(Err(e)),
                }
            }
            None => 0,
        };
        Ok(self
            .generic_copy(reader, writer, span)?
            .map(|more| copied + more))
    }

    /// Refuses a generic loop bufscope does not run: into a `BufWriter` of at least 8 KiB
    /// (std reads straight into its buffer) from a reader that is not a larger `BufReader`.
    fn generic_refusal(
        &mut self,
        reader: &StreamRef,
        writer: &StreamRef,
        span: Span,
    ) -> Result<(), Flow> {
        let (read_buf, write_buf) = buffer_sizes(reader, writer);
        let writer_name = writer.borrow().type_name();
        let reads_into_buffer = !(read_buf >= DEFAULT_BUF_SIZE && read_buf >= write_buf)
            && writer_name != "Vec<u8>"
            && write_buf >= DEFAULT_BUF_SIZE;
        if reads_into_buffer {
            return Err(fatal(
                span,
                format!(
                    "`io::copy` into `{writer_name}` is not supported by bufscope yet: std reads straight into its buffer"
                ),
            ));
        }
        Ok(())
    }

    /// std's `generic_copy`: the read-write loop its buffers' sizes choose.
    fn generic_copy(
        &mut self,
        reader: &StreamRef,
        writer: &StreamRef,
        span: Span,
    ) -> Result<std::io::Result<u64>, Flow> {
        let (read_buf, write_buf) = buffer_sizes(reader, writer);
        let (reader_name, writer_name) = (reader.borrow().type_name(), writer.borrow().type_name());
        let mut reader = reader.borrow_mut();
        let mut writer = writer.borrow_mut();
        if read_buf >= DEFAULT_BUF_SIZE && read_buf >= write_buf {
            // `BufReader`'s `copy_to`: each buffer it fills goes out with one `write_all`.
            let (Some(input), Some(output)) = (reader.buf_reader(), writer.writer()) else {
                return Err(fatal(span, "`io::copy` needs a reader and a writer"));
            };
            return Ok(buf_reader_copy(input, output));
        }
        if writer_name == "Vec<u8>" {
            // `Vec`'s `copy_from`: the reader's own `read_to_end` into the vector.
            let Some(input) = reader.reader() else {
                return Err(fatal(span, format!("`{reader_name}` is not a reader")));
            };
            let Some(vec) = writer.memory_mut() else {
                return Err(fatal(span, "`io::copy` needs a `Vec<u8>`"));
            };
            return Ok(input.read_to_end(vec).map(|n| n as u64));
        }
        if write_buf >= DEFAULT_BUF_SIZE {
            return Err(fatal(
                span,
                format!(
                    "`io::copy` into `{writer_name}` is not supported by bufscope yet: std reads straight into its buffer"
                ),
            ));
        }
        let (Some(input), Some(output)) = (reader.reader(), writer.writer()) else {
            return Err(fatal(span, "`io::copy` needs a reader and a writer"));
        };
        Ok(stack_buffer_copy(input, output))
    }
}

/// The buffer sizes std's `generic_copy` compares: `BufferedReaderSpec::buffer_size` of the
/// reader and `BufferedWriterSpec::buffer_size` of the writer. In bytes.
fn buffer_sizes(reader: &StreamRef, writer: &StreamRef) -> (usize, usize) {
    let (reader_name, writer_name) = (reader.borrow().type_name(), writer.borrow().type_name());
    let read_buf = if reader_name.starts_with("BufReader<") {
        reader.borrow().buffer(0).map_or(0, |view| view.capacity)
    } else {
        0
    };
    let write_buf = if writer_name.starts_with("BufWriter<") {
        writer.borrow().buffer(0).map_or(0, |view| view.capacity)
    } else if writer_name == "Vec<u8>" {
        let mut stream = writer.borrow_mut();
        let spare = stream
            .memory_mut()
            .map_or(0, |vec| vec.capacity() - vec.len());
        DEFAULT_BUF_SIZE.max(spare)
    } else {
        0
    };
    (read_buf, write_buf)
}

/// std's `BufferedReaderSpec::copy_to` for `BufReader`.
fn buf_reader_copy(
    reader: &mut dyn std::io::BufRead,
    writer: &mut dyn std::io::Write,
) -> std::io::Result<u64> {
    let mut len = 0;
    loop {
        let buf = match reader.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(len);
        }
        writer.write_all(buf)?;
        let n = buf.len();
        len += n as u64;
        reader.consume(n);
    }
}

/// std's `stack_buffer_copy`: reads into an 8 KiB buffer, writes what came with `write_all`.
fn stack_buffer_copy(
    reader: &mut dyn std::io::Read,
    writer: &mut dyn std::io::Write,
) -> std::io::Result<u64> {
    let mut buf = [0u8; DEFAULT_BUF_SIZE];
    let mut len = 0;
    loop {
        let n = match reader.read(&mut buf) {
            Ok(0) => return Ok(len),
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        len += n as u64;
        writer.write_all(&buf[..n])?;
    }
}
