//! `==` between a `serde_json::Value` and a number, `bool` or string: serde_json's own
//! `PartialEq` impls (`value/partial_eq.rs`), as rustc selects them; and `assert_eq!`'s right
//! operand typed knowing a left one holding a `Value` (`Some(&1.0.into())`), as rustc infers it
//! from the one `PartialEq` impl that fits.

use super::super::ir::IntTy;
use super::super::ty::Ty;
use super::Checker;

impl Checker<'_> {
    /// The type `assert_eq!`'s right operand (the local `name`) is expected to have: the left
    /// one's, when that holds a `serde_json::Value`; `None` otherwise.
    pub(super) fn assert_right_hint(&self, name: &str) -> Option<Ty> {
        use super::super::lower::assert::{LEFT, RIGHT};
        if name != RIGHT {
            return None;
        }
        let left = self.infer.resolve(&self.locals[self.lookup(LEFT)?].ty);
        holds_json(&left).then_some(left)
    }

    /// Whether serde_json has `PartialEq<r> for l`: through core's `&A == &B` (and `&mut`)
    /// while both sides are references, then one of serde_json's impls.
    pub(super) fn json_comparable(&self, l: &Ty, r: &Ty) -> bool {
        let (mut l, mut r) = (self.infer.resolve(l), self.infer.resolve(r));
        while let (Ty::Ref { to: lt, .. }, Ty::Ref { to: rt, .. }) = (&l, &r) {
            let (next_l, next_r) = ((**lt).clone(), (**rt).clone());
            (l, r) = (next_l, next_r);
        }
        let json = |ty: &Ty| ty.is_adt("JsonValue");
        let json_or_ref = |ty: &Ty| match ty {
            Ty::Ref { to, .. } => json(to),
            other => json(other),
        };
        // `str`, `&str` and `String` compare with a `Value` itself, either way round.
        let text = |ty: &Ty| match ty {
            Ty::Str => true,
            Ty::Ref { to, .. } => matches!(**to, Ty::Str),
            other => other.is_adt("String"),
        };
        (json_or_ref(&l) && scalar(&r))
            || (scalar(&l) && json(&r))
            || (json(&l) && text(&r))
            || (text(&l) && json(&r))
    }
}

/// The numbers (up to 64 bits) and `bool`, which compare with `Value`, `&Value` and
/// `&mut Value` on the left and with `Value` on the right.
fn scalar(ty: &Ty) -> bool {
    match ty {
        Ty::Int(width) => !matches!(width, IntTy::I128 | IntTy::U128),
        Ty::IntVar(_) | Ty::Float(_) | Ty::FloatVar(_) | Ty::Bool => true,
        _ => false,
    }
}

/// Whether `ty` is or holds a `serde_json::Value` (behind references, in an `Option`…).
fn holds_json(ty: &Ty) -> bool {
    match ty {
        Ty::Ref { to, .. } | Ty::Slice(to) | Ty::Array(to, _) => holds_json(to),
        Ty::Adt(name, args) => name == "JsonValue" || args.iter().any(holds_json),
        Ty::Tuple(items) => items.iter().any(holds_json),
        _ => false,
    }
}
