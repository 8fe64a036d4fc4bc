//! `Cursor::new`: std's cursor over a copy of its bytes, growable over a `Vec<u8>` and of a
//! fixed length over a slice or an array; over a borrowed `Vec` or slice, lent to it so
//! that its writes reach the borrowed bytes (see `value::LentCursor`).

use super::interpreter::{Flow, Interpreter};
use super::value::{BytesKind, LentCursor, Slot, Value, target_slot};
use crate::stack::cursor::CursorStream;
use crate::stack::stream::{StreamRef, share};
use crate::trace::Span;

impl Interpreter<'_> {
    pub(super) fn new_cursor(&mut self, inner: &Value, span: Span) -> Result<StreamRef, Flow> {
        let bytes = self.bytes_arg(inner, span)?;
        let (cursor, lent) = match inner {
            Value::SliceRef(slot, start, end) => (
                CursorStream::fixed(bytes, "Cursor<&mut [u8]>"),
                Some((slot.clone(), Some((*start, *end)))),
            ),
            Value::Ref(slot) => {
                let storage = target_slot(slot);
                let growable = matches!(
                    &*storage.borrow(),
                    Value::Bytes(_, BytesKind::Vec) | Value::Stream(_)
                );
                if growable {
                    let cursor = CursorStream::growable(bytes, "Cursor<&mut Vec<u8>>");
                    (cursor, Some((storage, None)))
                } else {
                    let name = format!("Cursor<&{}>", storage.borrow().type_name());
                    (CursorStream::fixed(bytes, name), None)
                }
            }
            Value::Bytes(_, BytesKind::Vec) => {
                (CursorStream::growable(bytes, "Cursor<Vec<u8>>"), None)
            }
            other => {
                let name = format!("Cursor<{}>", other.type_name());
                (CursorStream::fixed(bytes, name), None)
            }
        };
        let cursor = share(cursor);
        if let Some((storage, part)) = lent {
            self.lent_cursors.push(LentCursor {
                cursor: cursor.clone(),
                storage,
                part,
                advance: None,
            });
        }
        Ok(cursor)
    }

    /// A byte slice as std's `Write for &mut [u8]` and `Read for &[u8]` use it: a slice
    /// cursor over `storage[start..end]` (std's slice write and read), lent to the storage.
    /// When a variable holds the slice (`holder`), each call moves it on past the bytes
    /// written or read; calls within one statement go on with the same cursor.
    pub(super) fn slice_stream(
        &mut self,
        holder: Option<Slot>,
        storage: Slot,
        (start, end): (usize, usize),
        span: Span,
    ) -> Result<StreamRef, Flow> {
        if let Some(holder) = &holder
            && let Some(lent) = self.lent_cursors.iter().find(|lent| {
                lent.advance
                    .as_ref()
                    .is_some_and(|other| std::rc::Rc::ptr_eq(other, holder))
            })
        {
            return Ok(lent.cursor.clone());
        }
        let bytes = self.bytes_arg(&Value::SliceRef(storage.clone(), start, end), span)?;
        let cursor = share(CursorStream::fixed(bytes, "&mut [u8]"));
        self.lent_cursors.push(LentCursor {
            cursor: cursor.clone(),
            storage,
            part: Some((start, end)),
            advance: holder,
        });
        Ok(cursor)
    }

    /// The loan of `cursor` (a cursor over borrowed bytes), stored back and ended: the
    /// reference `Cursor::into_inner` gives back, to the borrowed `Vec` or slice.
    pub(super) fn end_cursor_loan(&mut self, cursor: &StreamRef) -> Option<Value> {
        let at = self
            .lent_cursors
            .iter()
            .position(|lent| std::rc::Rc::ptr_eq(&lent.cursor, cursor))?;
        let mut lent = self.lent_cursors.remove(at);
        lent.store_back();
        Some(match lent.part {
            Some((start, end)) => Value::SliceRef(lent.storage, start, end),
            None => Value::Ref(lent.storage),
        })
    }
}
