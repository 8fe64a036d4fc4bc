//! `for x in &mut c` over a collection: std's `IntoIterator for &mut C` is `c.iter_mut()`, so
//! the loop goes over `(&mut c).iter_mut()` and its items are `&mut T` (a map's `(&K, &mut V)`)
//! lent where they live. `MUT_LOOP_COLLECTIONS` lists the collections whose `iter_mut`
//! bufscope lends in place. `&mut` of an iterator (`for w in &mut words { … break }`, the
//! iterator itself, advanced in place) is not supported yet, said as such rather than as a
//! false E0277.

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::ty::Ty;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};

/// The collections a loop over `&mut` of one walks with `iter_mut`, lending each item where
/// it lives (beside arrays and slices): by `Ty::Adt` name.
const MUT_LOOP_COLLECTIONS: &[&str] = &["Vec", "VecDeque", "HashMap", "BTreeMap", "JsonMap"];

impl Checker<'_> {
    /// The item type of a `for` loop over `iter: iter_ty` when `iter_ty` is `&mut` of a
    /// collection (the loop is rewritten to go over `iter_mut`); "not supported" for `&mut` of
    /// an iterator; `None` for anything else, which `item_of` types.
    pub(super) fn mut_ref_loop(&mut self, iter: &Expr, iter_ty: &Ty) -> Checked<Option<Ty>> {
        let Ty::Ref { mutable: true, to } = self.infer.resolve(iter_ty) else {
            return Ok(None);
        };
        let to = self.infer.resolve(&to);
        if let Some(item) = lent_item(&to) {
            self.rewrites.push(Rewrite {
                expr: super::expr_address::address(iter),
                site: Site::IterMut(iter.span),
            });
            return Ok(Some(item));
        }
        // The script's iterator is walked where it lives: the loop moves it on.
        if let Some(item) = self.infer.script_iterator_item(&to) {
            return Ok(Some(item));
        }
        if self.item_of(&to, iter.span).is_ok() {
            return Err(ScriptError::new(
                iter.span,
                format!("a loop over `&mut` of `{to}` is not supported by bufscope yet"),
            )
            .with_help("loop with `while let Some(x) = it.next()`, which advances the iterator where it is"));
        }
        Ok(None)
    }

    /// `(&mut c).into_iter()` of a collection [`lent_item`] knows: std's `IntoIterator for
    /// &mut C` is `c.iter_mut()`, so the call becomes that one (rewritten at `site`); `None`
    /// for any other call.
    pub(super) fn mut_ref_into_iter(
        &mut self,
        recv_ty: &Ty,
        method: &str,
        args: &[Expr],
        site: usize,
    ) -> Option<Ty> {
        if method != "into_iter" || !args.is_empty() {
            return None;
        }
        let Ty::Ref { mutable: true, to } = self.infer.resolve(recv_ty) else {
            return None;
        };
        let item = lent_item(&self.infer.resolve(&to))?;
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Method("iter_mut".into()),
        });
        Some(Ty::adt("IterAdapter", vec![item]))
    }
}

/// What `iter_mut` of `collection` yields, when bufscope lends its items in place.
pub(super) fn lent_item(collection: &Ty) -> Option<Ty> {
    match collection {
        Ty::Array(element, _) | Ty::Slice(element) => {
            Some(Ty::reference(true, (**element).clone()))
        }
        Ty::Adt(name, args) if MUT_LOOP_COLLECTIONS.contains(&name.as_str()) => {
            match (name.as_str(), args.as_slice()) {
                ("JsonMap", _) => Some(Ty::Tuple(vec![
                    Ty::reference(false, Ty::adt("String", Vec::new())),
                    Ty::reference(true, Ty::adt("JsonValue", Vec::new())),
                ])),
                ("HashMap" | "BTreeMap", [key, value]) => Some(Ty::Tuple(vec![
                    Ty::reference(false, key.clone()),
                    Ty::reference(true, value.clone()),
                ])),
                (_, [element]) => Some(Ty::reference(true, element.clone())),
                _ => None,
            }
        }
        _ => None,
    }
}
