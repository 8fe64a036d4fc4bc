//! A `Cursor` over a borrowed `Vec<u8>` or `&mut [u8]`: what its writes change reaches the
//! borrowed storage, as in the compiled program, where the cursor writes there directly.

use std::rc::Rc;

use super::{Slot, Value};
use crate::stack::stream::StreamRef;

/// A cursor and the storage it borrows.
#[derive(Debug)]
pub struct LentCursor {
    pub cursor: StreamRef,
    /// The borrowed `Vec<u8>`, array or `Vec` writer.
    pub storage: Slot,
    /// The part of `storage` a slice borrows (`&mut buf[2..6]`); `None` for all of it.
    pub part: Option<(usize, usize)>,
    /// The variable holding the slice, when the slice itself is the writer or reader
    /// (`Write for &mut [u8]`, `Read for &[u8]`): each call moves it on past what it wrote or
    /// read, as std's `*self = rest` does.
    pub advance: Option<Slot>,
}

impl LentCursor {
    /// Copies the bytes written since the last call into the borrowed storage; whether
    /// anything but this record still holds the cursor.
    pub fn store_back(&mut self) -> bool {
        let in_use = Rc::strong_count(&self.cursor) > 1;
        // Never panics: storage or a cursor busy elsewhere is stored next time.
        let (Ok(mut cursor), Ok(mut storage)) =
            (self.cursor.try_borrow_mut(), self.storage.try_borrow_mut())
        else {
            return true;
        };
        if let (Some(holder), Some((start, end))) = (&self.advance, self.part) {
            let moved = usize::try_from(cursor.position().unwrap_or(0)).unwrap_or(usize::MAX);
            let Ok(mut holder) = holder.try_borrow_mut() else {
                return true;
            };
            *holder = Value::SliceRef(self.storage.clone(), (start + moved).min(end), end);
        }
        let Some(written) = cursor.take_written() else {
            return in_use;
        };
        let Some(bytes) = cursor.memory() else {
            return in_use;
        };
        match &mut *storage {
            Value::Bytes(target, _) => store(target, self.part, bytes, written),
            Value::Stream(stream) => {
                if let Ok(mut stream) = stream.try_borrow_mut()
                    && let Some(vec) = stream.memory_mut()
                {
                    store(vec, None, bytes, written);
                }
            }
            _ => {}
        }
        in_use
    }
}

/// Copies `bytes[written]` to the same place in `target` (or in its `part`): a `Vec` grows
/// to the cursor's length, a slice keeps its own.
fn store(
    target: &mut Vec<u8>,
    part: Option<(usize, usize)>,
    bytes: &[u8],
    written: std::ops::Range<usize>,
) {
    let Some(source) = bytes.get(written.clone()) else {
        return;
    };
    match part {
        // The cursor's `Vec` is the borrowed one, copied: it has its length (a `get_mut()`
        // may have shortened it).
        None => {
            target.resize(bytes.len(), 0);
            target[written].copy_from_slice(source);
        }
        Some((start, end)) => {
            let at = start + written.start..start + written.end;
            if at.end <= end
                && let Some(place) = target.get_mut(at)
            {
                place.copy_from_slice(source);
            }
        }
    }
}
