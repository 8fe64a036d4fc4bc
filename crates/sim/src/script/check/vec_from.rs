//! `Vec::from(x)`: std's `From` impls into a `Vec` that snippets use — an array (`[T; N]`), a
//! slice or an array behind a reference (`&[T]`, `&mut [T]`, `&[T; N]`, for a `T: Clone`),
//! and text into bytes (`&str`, `String` into `Vec<u8>`); a `&Vec<T>` has none (rustc's
//! E0277). Each makes a new vector of the same items or bytes (`interp_vec.rs`). Its other
//! impls (`VecDeque`, `BinaryHeap`, `Box<[T]>`, `Cow`, `CString`) are not run.

use super::super::error::ScriptError;
use super::super::ir::{Expr, IntTy};
use super::super::ty::Ty;
use super::infer::Implements;
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// `Vec::from(arg)`, if `written` names std's: the vector's type.
    pub(super) fn vec_from(
        &mut self,
        written: &[String],
        args: &[Expr],
        span: Span,
    ) -> Checked<Option<Ty>> {
        if !self.names_std(written, "Vec::from", "std::vec::Vec::from") {
            return Ok(None);
        }
        let arg = super::calls::only_argument(args, span)?;
        let from = self.expr(arg, None)?;
        let from = self.infer.resolve(&from);
        let bytes = Ty::vec(Ty::Int(IntTy::U8));
        let item = match &from {
            Ty::Array(item, _) => {
                self.move_out_of(arg, &from)?;
                return Ok(Some(Ty::vec(self.infer.resolve(item))));
            }
            Ty::Adt(name, _) if name == "String" => {
                self.move_out_of(arg, &from)?;
                return Ok(Some(bytes));
            }
            Ty::Ref { to, .. } => match self.infer.resolve(to) {
                Ty::Str => return Ok(Some(bytes)),
                Ty::Slice(item) | Ty::Array(item, _) => self.infer.resolve(&item),
                // No `From<&Vec<T>>`: rustc asks for a slice (`&v[..]`).
                Ty::Adt(name, items) if name == "Vec" && items.len() == 1 => {
                    let item = self.infer.resolve(&items[0]);
                    return Err(ScriptError::rustc(
                        "E0277",
                        span,
                        format!("the trait bound `Vec<_, _>: From<&Vec<{item}>>` is not satisfied"),
                    )
                    .with_help("make the vector from a slice of it: `Vec::from(&v[..])`, or clone it: `v.clone()`"));
                }
                _ => return Err(unsupported(&from, span)),
            },
            _ => return Err(unsupported(&from, span)),
        };
        // The items are cloned into the new vector.
        if self.infer.implements(&item, "Clone") != Implements::Yes {
            return Err(unsupported(&from, span));
        }
        Ok(Some(Ty::vec(item)))
    }
}

fn unsupported(from: &Ty, span: Span) -> ScriptError {
    ScriptError::new(
        span,
        format!("`Vec::from` of `{from}` is not supported by bufscope yet"),
    )
    .with_help("bufscope runs `Vec::from` of an array, a slice or an array behind a reference (`&v[..]`, `&[1, 2]`) of items that implement `Clone`, a `&str` or a `String`")
}
