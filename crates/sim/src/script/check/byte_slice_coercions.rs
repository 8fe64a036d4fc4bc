//! A `&Vec<u8>` (or `&mut Vec<u8>`) made a byte slice by deref coercion: `let r: &[u8] = &v;`,
//! `fill(&mut v)` for a `&mut [u8]` parameter. The interpreter keeps a `Vec<u8>` as bytes and
//! writes to it as std's `Write for Vec<u8>` does, appending; through a `&mut [u8]` std writes
//! in place and moves the slice on, and `Read for &[u8]` moves it on too. So the checker, which
//! sees the coercion, writes the slice into the tree ([`Site::ByteSlice`]).

use super::Checker;
use super::expr_address::address;
use super::rewrites::{Rewrite, Site};
use crate::script::ir::{Expr, IntTy};
use crate::script::ty::Ty;

impl Checker<'_> {
    /// Coerces `found`, the type of `expr`, where `to` is expected ([`super::infer::Infer::coerce`]),
    /// noting where a `Vec<u8>` reference becomes a byte slice.
    pub(super) fn coerce_expr(&mut self, expr: &Expr, found: &Ty, to: &Ty) -> bool {
        let sliced = self.vec_made_byte_slice(found, to);
        let coerced = self.infer.coerce(found, to);
        if let (true, Some(mutable)) = (coerced, sliced) {
            self.rewrites.push(Rewrite {
                expr: address(expr),
                site: Site::ByteSlice { mutable },
            });
        }
        coerced
    }

    /// Whether `found` is a reference to a `Vec<u8>` and `to` one to `[u8]`: then whether the
    /// slice is `&mut`.
    fn vec_made_byte_slice(&self, found: &Ty, to: &Ty) -> Option<bool> {
        let byte = |ty: &Ty| matches!(self.infer.resolve(ty), Ty::Int(IntTy::U8));
        let Ty::Ref { to: from, .. } = self.infer.resolve(found) else {
            return None;
        };
        let Ty::Ref {
            mutable,
            to: target,
        } = self.infer.resolve(to)
        else {
            return None;
        };
        let vec_of_bytes = matches!(&*from, Ty::Adt(name, args) if name == "Vec" && args.len() == 1 && byte(&args[0]));
        let byte_slice = matches!(&*target, Ty::Slice(item) if byte(item));
        (vec_of_bytes && byte_slice).then_some(mutable)
    }
}
