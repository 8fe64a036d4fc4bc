//! A stream object of a script: one value of a std I/O type, with what is below it.
//!
//! The interpreter holds `File`, `BufWriter<…>`, `Stdout`… as `Box<dyn Stream>`. Each
//! implementation wraps the genuine std type and exposes it as `dyn Write` / `dyn Read` /
//! `dyn BufRead`, so calls dispatch to std's own code, overrides included.

use std::cell::RefCell;
use std::io::{self, BufRead, Read, Write};
use std::rc::Rc;

/// A shared stream: owned by one script variable, borrowed by layers stacked on it.
pub type StreamRef = Rc<RefCell<Box<dyn Stream>>>;

/// Wraps a new stream for sharing.
pub fn share(stream: impl Stream + 'static) -> StreamRef {
    Rc::new(RefCell::new(Box::new(stream)))
}

/// One layer's buffer, for views: how big it is and what waits in it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BufferView {
    /// The type of the layer, e.g. `BufWriter<File>`.
    pub layer: String,
    /// In bytes.
    pub capacity: usize,
    /// How many bytes wait: to be written (writers) or to be consumed (readers).
    pub len: usize,
    /// The first of them, as many as the caller asked to keep.
    pub data: Vec<u8>,
}

/// What `into_inner` gives back.
pub type IntoInnerResult = Result<StreamRef, (io::Error, Box<dyn Stream>)>;

/// `File`'s own methods, beyond `Read`/`Write`/`Seek`: the handle standing where std has
/// `File` implements them, and [`Stream::file`] finds it.
pub trait FileMethods {
    /// `sync_all` (`fsync`), or `sync_data` (`fdatasync`) when `data_only`.
    fn sync(&mut self, data_only: bool) -> io::Result<()>;

    /// `set_len`: `ftruncate`.
    fn set_len(&mut self, len: u64) -> io::Result<()>;

    /// `metadata().len()`: the size `statx` reports. In bytes.
    fn len_by_statx(&mut self) -> io::Result<u64>;
}

/// A std I/O object the script can hold.
///
/// Type-specific methods (`File::sync_all`, `Take::limit`) are reached through methods of
/// this trait rather than `Any` downcasts: `Any` gave every implementation a `type_id` in the
/// worker for two types that need one.
pub trait Stream {
    /// The Rust type, as a reader would write it: `BufWriter<File>`, `StdoutLock<'static>`.
    fn type_name(&self) -> String;

    /// [`Stream::type_name`] without a copy, for types that hold it: read once per operation.
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Owned(self.type_name())
    }

    /// This layer's buffer as [`Stream::buffer`] sees it, its first `keep` bytes written into
    /// `data` (cleared first): `(capacity, len)`. Types with a buffer override it to copy no
    /// more than `keep` bytes and allocate nothing.
    fn buffer_into(&self, keep: usize, data: &mut Vec<u8>) -> Option<(usize, usize)> {
        data.clear();
        let view = self.buffer(keep)?;
        data.extend_from_slice(&view.data);
        Some((view.capacity, view.len))
    }

    /// The object as a writer, if it is one.
    fn writer(&mut self) -> Option<&mut dyn Write> {
        None
    }

    /// The object as a reader, if it is one.
    fn reader(&mut self) -> Option<&mut dyn Read> {
        None
    }

    /// The object as a buffered reader, if it is one.
    fn buf_reader(&mut self) -> Option<&mut dyn BufRead> {
        None
    }

    /// This layer's own buffer, if it has one, keeping at most `keep` of its bytes (views of a
    /// million operations must not copy a full buffer each time).
    fn buffer(&self, _keep: usize) -> Option<BufferView> {
        None
    }

    /// The layer below, if this one wraps another.
    fn inner(&self) -> Option<StreamRef> {
        None
    }

    /// The file descriptor, for handles that own or borrow one.
    fn fd(&self) -> Option<i32> {
        None
    }

    /// `into_inner()`: flush if the type does, then give back the layer below. Types without
    /// `into_inner` return themselves with [`no_into_inner`].
    fn into_inner(self: Box<Self>) -> IntoInnerResult;

    /// The bytes of an in-memory writer (`Vec<u8>`, `Cursor`): its contents, not a buffer.
    fn memory(&self) -> Option<&[u8]> {
        None
    }

    /// `BufWriter::into_parts()`: the layer below and the buffered bytes, with no flush.
    /// Types without it give themselves back.
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>>;

    /// A `Cursor`'s position. In bytes.
    fn position(&self) -> Option<u64> {
        None
    }

    /// The bytes of an in-memory writer, mutably.
    fn memory_mut(&mut self) -> Option<&mut Vec<u8>> {
        None
    }

    /// Whether [`Stream::memory_mut`] gives a `Vec` (a `Vec<u8>`, a `Cursor<Vec<u8>>`): asked
    /// without taking it, which a cursor counts as a write of all its bytes.
    fn holds_vec(&self) -> bool {
        false
    }

    /// Where in [`Stream::memory`] the writes since the last call landed: what a `Cursor`
    /// over a borrowed `Vec` or slice must pass on to it.
    fn take_written(&mut self) -> Option<std::ops::Range<usize>> {
        None
    }

    /// The object as `io::Seek`, if it is one bufscope runs (`File`, `Cursor`, and
    /// `BufReader`/`BufWriter` over them).
    fn seeker(&mut self) -> Option<&mut dyn io::Seek> {
        None
    }

    /// `BufReader::seek_relative`, for a `BufReader`: within its buffer it only moves there.
    fn seek_relative(&mut self, _offset: i64) -> Option<io::Result<()>> {
        None
    }

    /// The object as a `File`, for `File`'s own methods: `None` for every other type.
    fn file(&mut self) -> Option<&mut dyn FileMethods> {
        None
    }

    /// `Take::limit`, for a `Take`: `None` for every other type.
    fn take_limit(&self) -> Option<u64> {
        None
    }

    /// The limit a `Take` was last given (`take` or `set_limit`), which its `Debug` shows as
    /// `len`: `None` for every other type.
    fn take_len(&self) -> Option<u64> {
        None
    }

    /// `Take::set_limit`, for a `Take`: other types have no limit to set.
    fn set_take_limit(&mut self, _limit: u64) {}

    /// The script's own writer under a buffered writer, for the layer that is one.
    fn script_writer(&self) -> Option<super::script_answers::ScriptWriterHandle> {
        None
    }

    /// Bytes the object holds that have not reached a device: they are lost if the object is
    /// never dropped (`process::exit`, `mem::forget`).
    fn pending_output(&self) -> usize {
        0
    }
}

/// The error for a type that has no `into_inner`.
pub fn no_into_inner(stream: &dyn Stream) -> io::Error {
    io::Error::other(format!("{} has no into_inner", stream.type_name()))
}

impl std::fmt::Debug for dyn Stream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.type_name())
    }
}

/// Every layer from `stream` down, outermost first, with the first `keep` bytes its buffer holds.
pub fn layer_snapshots(stream: &StreamRef, keep: usize) -> Vec<crate::trace::LayerSnapshot> {
    let mut layers = Vec::new();
    layer_snapshots_into(stream, keep, &mut layers);
    layers
}

/// [`layer_snapshots`] into `layers`, reusing the snapshots (and their buffers) it holds: a
/// recorder refilling an evicted record allocates nothing for a stack it has seen before.
pub fn layer_snapshots_into(
    stream: &StreamRef,
    keep: usize,
    layers: &mut Vec<crate::trace::LayerSnapshot>,
) {
    let mut count = 0;
    let mut current = Some(stream.clone());
    while let Some(layer) = current {
        let layer = layer.borrow();
        if count == layers.len() {
            layers.push(crate::trace::LayerSnapshot {
                type_name: String::new(),
                capacity: None,
                buffered: 0,
                data: Vec::new(),
                passes: crate::trace::Passes::Nowhere,
            });
        }
        let snapshot = &mut layers[count];
        // Compared before copying: a refilled snapshot almost always names the same layer,
        // and an equal name leaves its memory clean (a copy dirtied it at every operation).
        let name = layer.name();
        if snapshot.type_name != *name {
            snapshot.type_name.clear();
            snapshot.type_name.push_str(&name);
        }
        let buffer = layer.buffer_into(keep, &mut snapshot.data);
        snapshot.capacity = buffer.map(|(capacity, _)| capacity);
        snapshot.buffered = buffer.map_or(0, |(_, len)| len);
        let below = layer.inner();
        snapshot.passes = passes(&**layer, below.is_some());
        count += 1;
        current = below;
    }
    layers.truncate(count);
}

/// Where `layer` sends the calls it is given.
fn passes(layer: &dyn Stream, has_inner: bool) -> crate::trace::Passes {
    use crate::trace::Passes;
    if has_inner {
        Passes::Down
    } else if let Some(memory) = layer.memory() {
        Passes::Memory {
            len: memory.len(),
            position: layer.position(),
        }
    } else if layer.fd().is_some() {
        Passes::Syscall
    } else if layer.script_writer().is_some() {
        Passes::Script
    } else {
        Passes::Nowhere
    }
}

/// Output held in `stream` and every layer below it. In bytes.
pub fn pending_output(stream: &StreamRef) -> usize {
    let mut pending = 0;
    let mut current = Some(stream.clone());
    while let Some(layer) = current {
        let layer = layer.borrow();
        pending += layer.pending_output();
        current = layer.inner();
    }
    pending
}
