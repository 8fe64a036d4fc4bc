//! `io::copy` between two fds, as std 1.95 runs it on Linux (library/std/src/sys/io/
//! kernel_copy/linux.rs): when the reader is a `File` or `TcpStream` (under any `BufReader`
//! and `Take` layers) and the writer a `File`, `TcpStream`, `StdoutLock` or `StderrLock`
//! (under any `BufWriter` layers), std asks each fd what it is (`statx`; a socket is taken on
//! trust), empties the reader's buffers into the writer and flushes it, then lets the kernel
//! move the bytes: `copy_file_range` in 1 GiB steps between regular files, else `sendfile` in
//! 0x7ffff000-byte steps from a regular file to anything but a pipe or socket, else `splice`
//! when a pipe is on either side and the source is a socket or pipe. A call that fails as
//! "not for these fds" (or a first `copy_file_range` that moves nothing) falls back to the
//! next, and at the end to the generic loop; `Take` limits cap every step and shrink by
//! what moved.

use std::io;

use crate::kernel::Errno;
use crate::kernel::sim_kernel::{FdStat, FileType, PIPE_CAPACITY};
use crate::stack::fd_handles::KernelRef;
use crate::stack::stream::StreamRef;
use crate::trace::Frame;

/// `copy_file_range`'s step: 1 GiB. In bytes.
const COPY_FILE_RANGE_CHUNK: u64 = 0x4000_0000;
/// `sendfile`'s and `splice`'s step, the most sendfile moves per call. In bytes.
const SENDFILE_CHUNK: u64 = 0x7fff_f000;

/// How a kernel copy ended: std's `CopyState`.
pub(super) enum CopyState {
    /// Done: this many bytes in all.
    Ended(u64),
    /// The generic loop goes on after this many bytes.
    Fallback(u64),
}

/// The fd at the bottom of a reader or writer, and how std learns what it is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Base {
    /// `File`, `StdoutLock`, `StderrLock`: `statx` tells.
    Fd(i32),
    /// `TcpStream`: a socket, without asking.
    Socket(i32),
    /// `StdinLock`: std's `CopyRead`, but what stdin is bufscope does not model.
    Stdin,
}

/// A reader std's kernel copy takes over (`CopyRead`): its `Take` and `BufReader` layers,
/// outermost first, over the fd.
pub(super) struct CopyReader {
    layers: Vec<StreamRef>,
    base: Base,
}

/// A writer std's kernel copy takes over (`CopyWrite`): the writer itself (what std drains
/// into and flushes) over its fd; `BufWriter` layers between are passed through.
pub(super) struct CopyWriter {
    base: Base,
}

/// `reader` as `CopyRead`, or `None` when std takes the generic path.
pub(super) fn copy_reader(reader: &StreamRef) -> Option<CopyReader> {
    let mut layers = Vec::new();
    let mut current = reader.clone();
    loop {
        let (name, fd, inner) = {
            let layer = current.borrow();
            (layer.name().into_owned(), layer.fd(), layer.inner())
        };
        let base = match name.as_str() {
            "File" => Base::Fd(fd?),
            "TcpStream" => Base::Socket(fd?),
            "StdinLock<'static>" => Base::Stdin,
            _ if name.starts_with("Take<") || name.starts_with("BufReader<") => {
                layers.push(current.clone());
                current = inner?;
                continue;
            }
            _ => return None,
        };
        return Some(CopyReader { layers, base });
    }
}

/// `writer` as `CopyWrite`, or `None` when std takes the generic path (`Stdout` unlocked,
/// `LineWriter`, a `Vec`…).
pub(super) fn copy_writer(writer: &StreamRef) -> Option<CopyWriter> {
    let mut current = writer.clone();
    loop {
        let (name, fd, inner) = {
            let layer = current.borrow();
            (layer.name().into_owned(), layer.fd(), layer.inner())
        };
        let base = match name.as_str() {
            "File" | "StdoutLock<'static>" | "StderrLock<'static>" => Base::Fd(fd?),
            "TcpStream" => Base::Socket(fd?),
            _ if name.starts_with("BufWriter<") => {
                current = inner?;
                continue;
            }
            _ => return None,
        };
        return Some(CopyWriter { base });
    }
}

/// Why bufscope does not run this copy, if it does not (decided from the fds alone, before
/// running): from stdin, whose kind bufscope does not model; a socket's more than 64 KiB
/// spliced into a pipe, split as its packets came.
pub(super) fn unsupported(
    kernel: &KernelRef,
    reader: &CopyReader,
    writer: &CopyWriter,
) -> Option<&'static str> {
    if reader.base == Base::Stdin {
        return Some(
            "std's kernel copy from stdin depends on what stdin is (a file, a pipe, a terminal), which bufscope does not model",
        );
    }
    let kernel = kernel.borrow();
    let (Base::Socket(input), Base::Fd(output)) = (reader.base, writer.base) else {
        return None;
    };
    let into_pipe = kernel
        .fd_stat(output)
        .is_some_and(|stat| stat.file_type == FileType::Fifo);
    let pending = kernel.pending_input(input).unwrap_or(0);
    (into_pipe && pending > PIPE_CAPACITY).then_some(
        "std splices the socket into the pipe, and how more than 64 KiB splits depends on the packets",
    )
}

/// What std knows of an fd before copying: std's `FdMeta`.
#[derive(Clone, Copy)]
enum FdMeta {
    Metadata(FdStat),
    Socket,
    /// `statx` failed.
    NoneObtained,
}

impl FdMeta {
    fn is(self, file_type: FileType) -> bool {
        matches!(self, FdMeta::Metadata(stat) if stat.file_type == file_type)
    }

    fn maybe_fifo(self) -> bool {
        match self {
            FdMeta::Metadata(stat) => stat.file_type == FileType::Fifo,
            FdMeta::Socket => false,
            FdMeta::NoneObtained => true,
        }
    }

    /// A regular file with bytes in it (bufscope has no block devices).
    fn potential_sendfile_source(self) -> bool {
        matches!(self, FdMeta::Metadata(stat) if stat.file_type == FileType::Regular && stat.size > 0)
    }
}

/// std's `safe_kernel_copy`: bytes from a file must not be left in a pipe or socket buffer
/// where later changes to the file could show.
fn safe_kernel_copy(source: FdMeta, sink: FdMeta) -> bool {
    source.is(FileType::Fifo)
        || source.is(FileType::Socket)
        || matches!(source, FdMeta::Socket)
        || matches!(sink, FdMeta::Metadata(stat)
            if stat.file_type != FileType::Fifo && stat.file_type != FileType::Socket)
}

/// Whether the copy may end on the generic loop (decided from the fds alone, before running):
/// only a non-empty regular file copied to a regular file (another one, not `O_APPEND`) or
/// to a terminal or /dev/null surely ends in the kernel.
pub(super) fn may_fall_back(kernel: &KernelRef, reader: &CopyReader, writer: &CopyWriter) -> bool {
    let kernel = kernel.borrow();
    let (Base::Fd(input), Base::Fd(output)) = (reader.base, writer.base) else {
        return true;
    };
    let (Some(source), Some(sink)) = (kernel.fd_stat(input), kernel.fd_stat(output)) else {
        return true;
    };
    let ends = source.file_type == FileType::Regular
        && source.size > 0
        && !kernel.is_append(output)
        && match sink.file_type {
            FileType::Regular => kernel.fd_path(input) != kernel.fd_path(output),
            FileType::CharDevice => true,
            FileType::Fifo | FileType::Socket => false,
        };
    !ends
}

/// std's `Copier::copy` for a `CopyRead` and a `CopyWrite`: `writer` is the script's writer.
pub(super) fn kernel_copy(
    kernel: &KernelRef,
    reader: &CopyReader,
    copy_writer: &CopyWriter,
    writer: &StreamRef,
) -> io::Result<CopyState> {
    let properties = |base: Base| match base {
        Base::Fd(fd) => {
            let frame = Frame::new("File::metadata");
            match syscall(kernel, frame, |k| k.statx_fd(fd)) {
                Ok(stat) => FdMeta::Metadata(stat),
                Err(_) => FdMeta::NoneObtained,
            }
        }
        Base::Socket(_) => FdMeta::Socket,
        Base::Stdin => FdMeta::NoneObtained,
    };
    let input_meta = properties(reader.base);
    let output_meta = properties(copy_writer.base);
    let (Base::Fd(readfd) | Base::Socket(readfd), Base::Fd(writefd) | Base::Socket(writefd)) =
        (reader.base, copy_writer.base)
    else {
        return Ok(CopyState::Fallback(0));
    };
    // Before moving bytes under the buffers, empty them: the reader's into the writer, then
    // the writer's out.
    let mut written = drain_to(&reader.layers, writer, u64::MAX)?;
    {
        let mut stream = writer.borrow_mut();
        let name = stream.type_name();
        let out = stream
            .writer()
            .ok_or_else(|| io::Error::other(format!("{name} is not a writer")))?;
        out.flush()?;
    }
    let max_write = min_limit(&reader.layers);

    // std's `copy_file_range_candidate`: a non-empty regular file into a regular file.
    if input_meta.potential_sendfile_source() && output_meta.is(FileType::Regular) {
        let result = copy_regular_files(kernel, readfd, writefd, max_write);
        match taken(&reader.layers, result) {
            CopyResult::Ended(bytes) => return Ok(CopyState::Ended(bytes + written)),
            CopyResult::Error(e) => return Err(e),
            CopyResult::Fallback(bytes) => written += bytes,
        }
    }
    if input_meta.potential_sendfile_source() && safe_kernel_copy(input_meta, output_meta) {
        let result = sendfile_splice(kernel, Mode::Sendfile, readfd, writefd, max_write);
        match taken(&reader.layers, result) {
            CopyResult::Ended(bytes) => return Ok(CopyState::Ended(bytes + written)),
            CopyResult::Error(e) => return Err(e),
            CopyResult::Fallback(bytes) => written += bytes,
        }
    }
    if (input_meta.maybe_fifo() || output_meta.maybe_fifo())
        && safe_kernel_copy(input_meta, output_meta)
    {
        let result = sendfile_splice(kernel, Mode::Splice, readfd, writefd, max_write);
        match taken(&reader.layers, result) {
            CopyResult::Ended(bytes) => return Ok(CopyState::Ended(bytes + written)),
            CopyResult::Error(e) => return Err(e),
            CopyResult::Fallback(_) => {}
        }
    }
    Ok(CopyState::Fallback(written))
}

/// One syscall of the kernel copy, under `frame`.
fn syscall<T>(
    kernel: &KernelRef,
    frame: Frame,
    call: impl FnOnce(&mut crate::kernel::Kernel) -> Result<T, Errno>,
) -> Result<T, Errno> {
    let mut kernel = kernel.borrow_mut();
    kernel.recorder.context.push(frame, None);
    let result = call(&mut kernel);
    kernel.recorder.context.pop();
    result
}

/// std's `drain_to` through the reader's layers, outermost first: a `BufReader` writes what it
/// holds (up to `limit`) with `write_all` and drops it; a `Take` caps the layers below it and
/// shrinks by what they drained. In bytes.
fn drain_to(layers: &[StreamRef], writer: &StreamRef, limit: u64) -> io::Result<u64> {
    let Some((layer, below)) = layers.split_first() else {
        return Ok(0);
    };
    let take_limit = layer.borrow().take_limit();
    if let Some(local) = take_limit {
        let drained = drain_to(below, writer, limit.min(local))?;
        layer.borrow_mut().set_take_limit(local - drained);
        return Ok(drained);
    }
    let held = {
        let layer = layer.borrow();
        let cap = usize::try_from(limit).unwrap_or(usize::MAX);
        layer.buffer(cap).map(|view| view.data).unwrap_or_default()
    };
    if !held.is_empty() {
        {
            let mut out = writer.borrow_mut();
            let name = out.type_name();
            out.writer()
                .ok_or_else(|| io::Error::other(format!("{name} is not a writer")))?
                .write_all(&held)?;
        }
        if let Some(buffered) = layer.borrow_mut().buf_reader() {
            buffered.consume(held.len());
        }
    }
    let inner = drain_to(below, writer, limit - held.len() as u64)?;
    Ok(held.len() as u64 + inner)
}

/// The smallest `Take` limit among the layers, `u64::MAX` without one.
fn min_limit(layers: &[StreamRef]) -> u64 {
    layers
        .iter()
        .filter_map(|layer| layer.borrow().take_limit())
        .min()
        .unwrap_or(u64::MAX)
}

/// How one kernel-copy strategy ended: std's `CopyResult` (the bytes of an error are only
/// for `Take`).
pub(super) enum CopyResult {
    Ended(u64),
    Error(io::Error),
    Fallback(u64),
}

/// std's `update_take`: every `Take` layer shrinks by the bytes moved.
fn taken(layers: &[StreamRef], (result, bytes): (CopyResult, u64)) -> CopyResult {
    for layer in layers {
        let mut layer = layer.borrow_mut();
        if let Some(limit) = layer.take_limit() {
            layer.set_take_limit(limit.saturating_sub(bytes));
        }
    }
    result
}

/// std's `copy_regular_files`: `copy_file_range` until end of file or `max_len`. With the
/// bytes moved.
pub(super) fn copy_regular_files(
    kernel: &KernelRef,
    reader: i32,
    writer: i32,
    max_len: u64,
) -> (CopyResult, u64) {
    let mut written = 0u64;
    while written < max_len {
        let chunk = (max_len - written).min(COPY_FILE_RANGE_CHUNK) as usize;
        let frame = Frame::new("copy_file_range");
        match syscall(kernel, frame, |k| k.copy_file_range(reader, writer, chunk)) {
            // A first call that moves nothing may be a kernel bug: the next strategy decides.
            Ok(0) if written == 0 => return (CopyResult::Fallback(0), 0),
            Ok(0) => return (CopyResult::Ended(written), written),
            Ok(n) => written += n as u64,
            // std also falls back on ENOSYS, EXDEV, EPERM, EOPNOTSUPP and (with what moved)
            // EOVERFLOW, which the simulated kernel never returns.
            Err(Errno::Ebadf | Errno::Einval) if written == 0 => {
                return (CopyResult::Fallback(0), 0);
            }
            Err(errno) => return (CopyResult::Error(errno.into_io()), written),
        }
    }
    (CopyResult::Ended(written), written)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Sendfile,
    Splice,
}

/// std's `sendfile_splice`: the call until end of input or `len`. With the bytes moved.
fn sendfile_splice(
    kernel: &KernelRef,
    mode: Mode,
    reader: i32,
    writer: i32,
    len: u64,
) -> (CopyResult, u64) {
    let mut written = 0u64;
    while written < len {
        let chunk = (len - written).min(SENDFILE_CHUNK) as usize;
        let result = match mode {
            Mode::Sendfile => syscall(kernel, Frame::new("sendfile"), |k| {
                k.sendfile(writer, reader, chunk)
            }),
            Mode::Splice => syscall(kernel, Frame::new("splice"), |k| {
                k.splice(reader, writer, chunk)
            }),
        };
        match result {
            Ok(0) => break,
            Ok(n) => written += n as u64,
            // std also falls back on ENOSYS and EPERM (and sendfile's EOVERFLOW), which the
            // simulated kernel never returns.
            Err(Errno::Einval) => return (CopyResult::Fallback(0), 0),
            Err(errno) => return (CopyResult::Error(errno.into_io()), written),
        }
    }
    (CopyResult::Ended(written), written)
}
