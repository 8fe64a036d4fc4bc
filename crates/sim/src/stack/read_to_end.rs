//! `read_to_end` as std runs it for readers backed by a file descriptor.
//!
//! This is the one piece of std logic bufscope has to carry as a port instead of running it:
//! std's `default_read_to_end` (library/std/src/io/mod.rs:409-537 in 1.95) is private, and the
//! public `Read::read_to_end` a user type inherits differs from what `File`, `TcpStream` and
//! stdin get in two ways that change the syscalls:
//! - `File` passes a size hint (`statx` + `lseek`), which sets the first read's size;
//! - fd readers fill `read_buf` without initialising it, so after two short reads std stops
//!   capping the read size; a user type's default `read_buf` initialises, so std never does.
//!
//! The port keeps std's structure, names and constants; the differential tests against strace
//! check it.

use std::io::{self, ErrorKind, Read};

/// std's `DEFAULT_BUF_SIZE` on Linux. In bytes.
const DEFAULT_BUF_SIZE: usize = 8 * 1024;
/// std's `PROBE_SIZE`. In bytes.
pub const PROBE_SIZE: usize = 32;

/// Hooks the port calls so a caller can label the probe reads in the trace.
pub trait ProbeObserver {
    /// Called around each small probe read.
    fn probing(&mut self, probing: bool);
}

/// A reader the port can drive: an fd handle that can tell apart probe reads.
pub trait FdReader: Read + ProbeObserver {}

impl<T: Read + ProbeObserver> FdReader for T {}

fn small_probe_read<R: FdReader + ?Sized>(r: &mut R, buf: &mut Vec<u8>) -> io::Result<usize> {
    let mut probe = [0u8; PROBE_SIZE];
    r.probing(true);
    let result = loop {
        match r.read(&mut probe) {
            Ok(n) => {
                buf.extend_from_slice(&probe[..n]);
                break Ok(n);
            }
            Err(ref e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => break Err(e),
        }
    };
    r.probing(false);
    result
}

/// std's `default_read_to_end` for a reader that does not initialise the buffer it reads into.
pub fn fd_read_to_end<R: FdReader + ?Sized>(
    r: &mut R,
    buf: &mut Vec<u8>,
    size_hint: Option<usize>,
) -> io::Result<usize> {
    let start_len = buf.len();
    let start_cap = buf.capacity();
    let mut max_read_size = size_hint
        .and_then(|s| {
            s.checked_add(1024)?
                .checked_next_multiple_of(DEFAULT_BUF_SIZE)
        })
        .unwrap_or(DEFAULT_BUF_SIZE);

    if (size_hint.is_none() || size_hint == Some(0)) && buf.capacity() - buf.len() < PROBE_SIZE {
        let read = small_probe_read(r, buf)?;
        if read == 0 {
            return Ok(0);
        }
    }

    let mut consecutive_short_reads = 0;
    // `filled` is the data; `buf.len()` may run past it over bytes already zeroed, so a short
    // read never zeroes its spare capacity again (std tracks that as `BorrowedBuf::init`:
    // without it, 1-byte reads into a 3 MB buffer zero 3 MB each).
    let mut filled = buf.len();
    loop {
        if filled == buf.capacity() && buf.capacity() == start_cap {
            buf.truncate(filled);
            let read = small_probe_read(r, buf)?;
            filled = buf.len();
            if read == 0 {
                return Ok(filled - start_len);
            }
        }

        if filled == buf.capacity() {
            buf.try_reserve(PROBE_SIZE)
                .map_err(|_| io::Error::from(ErrorKind::OutOfMemory))?;
        }

        let spare = buf.capacity() - filled;
        let buf_len = spare.min(max_read_size);
        if buf.len() < filled + buf_len {
            buf.resize(filled + buf_len, 0);
        }
        let result = loop {
            match r.read(&mut buf[filled..filled + buf_len]) {
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                res => break res,
            }
        };
        let bytes_read = *result.as_ref().unwrap_or(&0);
        filled += bytes_read;
        if let Err(error) = result {
            buf.truncate(filled);
            return Err(error);
        }

        if bytes_read == 0 {
            buf.truncate(filled);
            return Ok(filled - start_len);
        }

        if bytes_read < buf_len {
            consecutive_short_reads += 1;
        } else {
            consecutive_short_reads = 0;
        }

        if size_hint.is_none() {
            // An fd reader never initialises the buffer (`was_fully_initialized` is false).
            if consecutive_short_reads > 1 {
                max_read_size = usize::MAX;
            }
            if buf_len >= max_read_size && bytes_read == buf_len {
                max_read_size = max_read_size.saturating_mul(2);
            }
        }
    }
}

/// std's `default_read_to_string`: `fd_read_to_end`, then a UTF-8 check of what was appended.
pub fn fd_read_to_string<R: FdReader + ?Sized>(
    r: &mut R,
    buf: &mut String,
    size_hint: Option<usize>,
) -> io::Result<usize> {
    let mut bytes = std::mem::take(buf).into_bytes();
    let start = bytes.len();
    let result = fd_read_to_end(r, &mut bytes, size_hint);
    match String::from_utf8(bytes) {
        Ok(text) => {
            *buf = text;
            result
        }
        Err(error) => {
            let mut bytes = error.into_bytes();
            bytes.truncate(start);
            *buf = String::from_utf8(bytes).unwrap_or_default();
            result.and_then(|_| Err(invalid_utf8()))
        }
    }
}

/// std's own `INVALID_UTF8` error, taken from std so it prints exactly as std's does.
fn invalid_utf8() -> io::Error {
    let mut sink = String::new();
    match (&b"\xff"[..]).read_to_string(&mut sink) {
        Err(error) => error,
        Ok(_) => io::Error::new(ErrorKind::InvalidData, "stream did not contain valid UTF-8"),
    }
}
