//! `io::Cursor`, genuine, over the two kinds of bytes std's cursors write to: a `Vec<u8>`
//! that grows (`Cursor<Vec<u8>>`, `Cursor<&mut Vec<u8>>`) and a slice that keeps its length
//! (`Cursor<&mut [u8]>`, `Cursor<[u8; N]>`). std runs one slice write for every fixed kind, so
//! `Cursor<Box<[u8]>>` stands for them all: a write past the end writes what fits, and
//! `write_all` then fails with `WriteZero`.
//!
//! A cursor over borrowed bytes writes to the borrowed `Vec` or slice itself. The cursor keeps
//! its own copy and remembers which bytes its writes touched ([`Stream::take_written`]), so
//! the interpreter passes exactly those on to the borrowed storage (see `LentCursor`).

use std::io::{self, Cursor, IoSlice, Read, Seek, Write};
use std::ops::Range;

use super::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner};

/// The bytes a cursor holds.
#[derive(Debug)]
enum Bytes {
    Growable(Cursor<Vec<u8>>),
    Fixed(Cursor<Box<[u8]>>),
}

/// A cursor, named as the script's type is.
#[derive(Debug)]
pub struct CursorStream {
    bytes: Bytes,
    name: String,
    /// The bytes written since [`Stream::take_written`] was last asked.
    written: Option<Range<usize>>,
}

impl CursorStream {
    /// `Cursor<Vec<u8>>`, or a cursor over a borrowed `Vec<u8>` (`name` says which).
    pub fn growable(bytes: Vec<u8>, name: impl Into<String>) -> CursorStream {
        CursorStream {
            bytes: Bytes::Growable(Cursor::new(bytes)),
            name: name.into(),
            written: None,
        }
    }

    /// A cursor over bytes of a fixed length: a slice, an array, a string.
    pub fn fixed(bytes: Vec<u8>, name: impl Into<String>) -> CursorStream {
        CursorStream {
            bytes: Bytes::Fixed(Cursor::new(bytes.into_boxed_slice())),
            name: name.into(),
            written: None,
        }
    }

    fn position(&self) -> u64 {
        match &self.bytes {
            Bytes::Growable(cursor) => cursor.position(),
            Bytes::Fixed(cursor) => cursor.position(),
        }
    }

    fn contents(&self) -> &[u8] {
        match &self.bytes {
            Bytes::Growable(cursor) => cursor.get_ref(),
            Bytes::Fixed(cursor) => cursor.get_ref(),
        }
    }

    /// Runs a write and notes the bytes it touched: from where it started (or the old end,
    /// when a `Vec` cursor placed past it fills the gap with zeros) to where it left off.
    fn tracked<T>(&mut self, write: impl FnOnce(&mut dyn Write) -> io::Result<T>) -> io::Result<T> {
        let (start, len) = (self.position(), self.contents().len());
        let result = match &mut self.bytes {
            Bytes::Growable(cursor) => write(cursor),
            Bytes::Fixed(cursor) => write(cursor),
        };
        let start = usize::try_from(start).unwrap_or(usize::MAX).min(len);
        let end = usize::try_from(self.position()).unwrap_or(usize::MAX);
        if end > start {
            self.written = Some(match self.written.take() {
                Some(seen) => seen.start.min(start)..seen.end.max(end),
                None => start..end,
            });
        }
        result
    }
}

impl Write for CursorStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.tracked(|w| w.write(buf))
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.tracked(|w| w.write_all(buf))
    }
    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        self.tracked(|w| w.write_vectored(bufs))
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Stream for CursorStream {
    fn type_name(&self) -> String {
        self.name.clone()
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(self)
    }
    fn reader(&mut self) -> Option<&mut dyn Read> {
        Some(match &mut self.bytes {
            Bytes::Growable(cursor) => cursor,
            Bytes::Fixed(cursor) => cursor,
        })
    }
    fn seeker(&mut self) -> Option<&mut dyn Seek> {
        Some(match &mut self.bytes {
            Bytes::Growable(cursor) => cursor,
            Bytes::Fixed(cursor) => cursor,
        })
    }
    /// `Cursor` is `BufRead` over the bytes it holds: its "buffer" is what is left of them.
    fn buf_reader(&mut self) -> Option<&mut dyn io::BufRead> {
        Some(match &mut self.bytes {
            Bytes::Growable(cursor) => cursor,
            Bytes::Fixed(cursor) => cursor,
        })
    }
    fn memory(&self) -> Option<&[u8]> {
        Some(self.contents())
    }
    fn position(&self) -> Option<u64> {
        Some(CursorStream::position(self))
    }
    /// Only a `Vec` cursor's bytes can be taken whole or grown; whoever takes them may change
    /// any of them, so all count as written.
    fn memory_mut(&mut self) -> Option<&mut Vec<u8>> {
        match &mut self.bytes {
            Bytes::Growable(cursor) => {
                self.written = Some(0..usize::MAX);
                Some(cursor.get_mut())
            }
            Bytes::Fixed(_) => None,
        }
    }
    fn holds_vec(&self) -> bool {
        matches!(self.bytes, Bytes::Growable(_))
    }
    fn take_written(&mut self) -> Option<Range<usize>> {
        let written = self.written.take()?;
        Some(written.start.min(self.contents().len())..written.end.min(self.contents().len()))
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((no_into_inner(&*self), self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_cursor_writes_what_fits_and_notes_it() {
        let mut cursor = CursorStream::fixed(vec![0; 4], "Cursor<&mut [u8]>");
        assert_eq!(cursor.write(b"123456").expect("memory never fails"), 4);
        let error = cursor.write_all(b"z").expect_err("the slice is full");
        assert_eq!(
            (error.kind(), error.to_string()),
            (
                io::ErrorKind::WriteZero,
                "failed to write whole buffer".to_string()
            )
        );
        assert_eq!(cursor.memory(), Some(&b"1234"[..]));
        assert_eq!(cursor.take_written(), Some(0..4));
        assert_eq!(cursor.take_written(), None);
    }

    #[test]
    fn a_growable_cursor_notes_the_gap_it_fills_and_what_it_overwrites() {
        let mut cursor = CursorStream::growable(b"---".to_vec(), "Cursor<&mut Vec<u8>>");
        cursor
            .seeker()
            .expect("a cursor seeks")
            .seek(io::SeekFrom::Start(5))
            .expect("a cursor seeks anywhere");
        cursor.write_all(b"ab").expect("a Vec grows");
        assert_eq!(cursor.memory(), Some(&b"---\0\0ab"[..]));
        assert_eq!(cursor.take_written(), Some(3..7));
        cursor
            .seeker()
            .expect("a cursor seeks")
            .seek(io::SeekFrom::Start(1))
            .expect("a cursor seeks anywhere");
        cursor.write_all(b"x").expect("a Vec grows");
        let reader = cursor.reader().expect("a cursor reads");
        reader.read_exact(&mut [0; 2]).expect("two bytes are there");
        assert_eq!(cursor.take_written(), Some(1..2));
    }
}
