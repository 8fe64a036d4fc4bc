//! How rustc words E0382 for a place read after a move: "borrow of moved value" where the
//! read borrows it (a `&self` or `&mut self` method's receiver, `&x`, a format argument,
//! `write!`'s writer), "use of moved value" where it moves or copies it (a `let`, an
//! argument, a method taking `self`). A move out of a field of a moved value names the field
//! (`pair.0`); a copy or a borrow names the value (`pair`).
//!
//! The place's own check words it as the common case; the expression around it, which knows
//! what it does with the place, rewords the error when the error is about the place itself.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind};
use super::super::surface::Receiver;
use super::super::ty::Ty;
use super::methods::Adjust;
use super::{Checked, Checker};

/// What an expression does with the place it reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Read {
    /// Moves or copies it: "use of moved value".
    Use,
    /// Borrows it: "borrow of moved value".
    Borrow,
}

impl Checker<'_> {
    /// `result` of checking `place`, its E0382 (about `place` itself, not a part inside it)
    /// worded for `read`.
    pub(super) fn read_as<T>(&self, result: Checked<T>, place: &Expr, read: Read) -> Checked<T> {
        result.map_err(|error| self.reworded(error, place, read))
    }

    fn reworded(&self, mut error: ScriptError, place: &Expr, read: Read) -> ScriptError {
        if error.code.as_deref() != Some("E0382") || !in_place(place, error.span) {
            return error;
        }
        let Some(rest) = ["use of ", "borrow of "]
            .iter()
            .find_map(|verb| error.message.strip_prefix(verb))
        else {
            return error;
        };
        let verb = match read {
            Read::Use => "use",
            Read::Borrow => "borrow",
        };
        let mut message = format!("{verb} of {rest}");
        // A move out of a field of a moved value names the field.
        if read == Read::Use
            && let ExprKind::Field(base, field) = &place.kind
            && let ExprKind::Var(name) = &base.kind
            && let Some(field_ty) = self.field_type_quiet(place)
            && !self.infer.is_copy(&field_ty)
        {
            message = message.replace(&format!("`{name}`"), &format!("`{name}.{field}`"));
        }
        error.message = message;
        error
    }

    /// The type of `local.field` from the local's type, without checking it again.
    fn field_type_quiet(&self, place: &Expr) -> Option<Ty> {
        let ExprKind::Field(base, field) = &place.kind else {
            return None;
        };
        let local_ty = self.expr_type_quiet(base)?;
        if let Some((_, ty)) = self.items.field(&local_ty, field) {
            return Some(ty);
        }
        match local_ty {
            Ty::Tuple(items) => items.get(field.parse::<usize>().ok()?).cloned(),
            _ => None,
        }
    }

    /// A method call's receiver, whose check found it moved: read by value when the method
    /// takes `self` (`reader.lines()`), borrowed when it takes `&self` or `&mut self`.
    pub(super) fn moved_receiver<T>(
        &mut self,
        result: Checked<T>,
        receiver: &Expr,
        method: &str,
    ) -> Checked<T> {
        let Err(error) = result else {
            return result;
        };
        let ty = match &receiver.kind {
            ExprKind::Var(_) => self.expr_type_quiet(receiver),
            ExprKind::Field(..) => self.field_type_quiet(receiver),
            _ => None,
        };
        let Some(ty) = ty else {
            return Err(error);
        };
        let span = error.span;
        let read = match self.probe(&self.infer.resolve(&ty), method, span, true) {
            Ok(pick)
                if pick.adjust == Adjust::ByValue
                    && pick.step == 0
                    && pick.sig.receiver == Receiver::Value =>
            {
                Read::Use
            }
            Ok(_) => Read::Borrow,
            Err(_) => return Err(error),
        };
        Err(self.reworded(error, receiver, read))
    }
}

/// Whether `span` is `place`'s or one of the places it is a field of (`pair.2` of `pair.2.0`):
/// an error there is about the place read, not about a value computed inside it.
pub(super) fn in_place(place: &Expr, span: crate::trace::Span) -> bool {
    let mut part = place;
    loop {
        if part.span == span {
            return true;
        }
        match &part.kind {
            ExprKind::Field(base, _) => part = base,
            _ => return false,
        }
    }
}
