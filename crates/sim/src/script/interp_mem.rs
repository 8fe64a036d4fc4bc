//! `mem::swap`, `mem::replace` and `mem::take`: what places hold, exchanged where they live
//! (a variable, a field, an item lent out by `&mut v[i]`), so nothing is copied and nothing
//! drops: the value taken out is the caller's.

use std::rc::Rc;

use super::interpreter::{Eval, Interpreter, fatal};
use super::value::{Value, target_slot};
use crate::trace::Span;

impl Interpreter<'_> {
    /// `mem::swap(a, b)`; `mem::replace(dest, src)` and `mem::take(dest)` (whose default the
    /// checker gave as `src`), which give back what `dest` held.
    pub(super) fn exchange(&mut self, path: &str, values: Vec<Value>, span: Span) -> Eval {
        let mut values = values.into_iter();
        let (Some(Value::Ref(dest)), Some(other)) = (values.next(), values.next()) else {
            return Err(fatal(span, format!("`{path}` needs a `&mut` place")));
        };
        let dest = target_slot(&dest);
        if path != "mem::swap" {
            return Ok(std::mem::replace(&mut *dest.borrow_mut(), other));
        }
        let Value::Ref(other) = other else {
            return Err(fatal(span, "`mem::swap` needs two `&mut` places"));
        };
        let other = target_slot(&other);
        // The borrow checker lets no place be swapped with itself; were it so, nothing moves.
        if !Rc::ptr_eq(&dest, &other) {
            std::mem::swap(&mut *dest.borrow_mut(), &mut *other.borrow_mut());
        }
        Ok(Value::Unit)
    }
}
