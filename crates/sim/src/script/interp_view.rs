//! Methods that change a `&mut v[a..b]` view (`sort`, `reverse`, `swap`…): run on a copy of
//! the part it covers, then written back into the vector at `a..b`, so what they change is in
//! `v` afterwards. Its `iter_mut`, `first_mut`, `last_mut` and `get_mut` lend items where they
//! live instead (`interp_vec`).

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_slice::{EDITING, LENDING};
use super::interpreter::{Eval, Interpreter, fatal};
use super::value::{BytesKind, Value};
use crate::trace::Span;

impl Interpreter<'_> {
    /// `view.method(values)` for a method that changes the view (each keeps the part's
    /// length); `None` for any other method (it reads through the view, or lends an item) or
    /// receiver.
    pub(super) fn edit_view(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        span: Span,
        method_span: Span,
    ) -> Option<Eval> {
        if matches!(method, "iter_mut" | "first_mut" | "last_mut" | "get_mut") {
            return None;
        }
        if LENDING.contains(&method) {
            return Some(Err(fatal(
                span,
                format!("`{method}` of a `&mut v[a..b]` view is not supported by bufscope yet"),
            )));
        }
        if !EDITING.contains(&method) {
            return None;
        }
        let (vec, start, end) = super::interp_vec::items_in_place(receiver)?;
        let part = match &*vec.borrow() {
            Value::List(items) => Value::List(items.get(start..end)?.to_vec()),
            Value::Bytes(bytes, _) => Value::Bytes(bytes.get(start..end)?.to_vec(), BytesKind::Vec),
            _ => return None,
        };
        let part = Rc::new(RefCell::new(part));
        let result = self.method_of_values(
            Value::Ref(part.clone()),
            method,
            values.to_vec(),
            span,
            method_span,
        );
        // Never panics: a vector busy elsewhere keeps its items.
        let (Ok(mut vec), Ok(part)) = (vec.try_borrow_mut(), part.try_borrow()) else {
            return Some(result);
        };
        match (&mut *vec, &*part) {
            (Value::List(items), Value::List(edited)) => {
                if let Some(place) = items.get_mut(start..end)
                    && place.len() == edited.len()
                {
                    place.clone_from_slice(edited);
                }
            }
            (Value::Bytes(bytes, _), Value::Bytes(edited, _)) => {
                if let Some(place) = bytes.get_mut(start..end)
                    && place.len() == edited.len()
                {
                    place.copy_from_slice(edited);
                }
            }
            _ => {}
        }
        Some(result)
    }
}
