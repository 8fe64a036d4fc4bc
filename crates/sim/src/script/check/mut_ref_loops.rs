//! `for x in &mut c` over a `Vec` or an array: std's `IntoIterator for &mut C` is
//! `c.iter_mut()`, so the loop goes over `(&mut c).iter_mut()` and its items are `&mut T`
//! lent where they live. Not a `&mut [T]` slice: `iter_mut` of a `&mut v[a..b]` view changes
//! a copy today, so such a loop stays refused. `&mut` of an iterator (`for w in &mut words { … break }`, the
//! iterator itself, advanced in place) is not supported yet, said as such rather than as a
//! false E0277.

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::ty::Ty;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};

impl Checker<'_> {
    /// The item type of a `for` loop over `iter: iter_ty` that `item_of` refused with
    /// `refusal`, when `iter_ty` is `&mut` of a collection (rewritten to `iter_mut`), else the
    /// refusal, or "not supported" for `&mut` of an iterator.
    pub(super) fn mut_ref_loop(
        &mut self,
        iter: &Expr,
        iter_ty: &Ty,
        refusal: ScriptError,
    ) -> Checked<Ty> {
        let Ty::Ref { mutable: true, to } = self.infer.resolve(iter_ty) else {
            return Err(refusal);
        };
        let element = match self.infer.resolve(&to) {
            Ty::Adt(name, args) if name == "Vec" => args.first().cloned(),
            Ty::Array(element, _) => Some(*element),
            _ => None,
        };
        if let Some(element) = element {
            self.rewrites.push(Rewrite {
                expr: std::ptr::from_ref::<Expr>(iter) as usize,
                site: Site::IterMut(iter.span),
            });
            return Ok(Ty::reference(true, element));
        }
        if self.item_of(&to, iter.span).is_ok() {
            return Err(ScriptError::new(
                iter.span,
                format!("a loop over `&mut` of `{to}` is not supported by bufscope yet"),
            )
            .with_help("loop with `while let Some(x) = it.next()`, which advances the iterator where it is"));
        }
        Err(refusal)
    }
}
