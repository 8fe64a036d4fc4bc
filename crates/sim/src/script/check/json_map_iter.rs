//! Iterating serde_json's `Map` beyond the table's signatures: a loop over a `&mut Map`
//! (`for (k, v) in &mut map`, or a `&mut Map` held in a variable) and `(&mut map).into_iter()`
//! go through `iter_mut`, whose values the interpreter lends out where they live,
//! `map.retain(|k, v| keep)` is typed with its closure as rustc infers it from the bound
//! `FnMut(&String, &mut Value) -> bool`, and `map.extend(pairs)` with serde_json's
//! `Extend<(String, Value)>`.

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::ty::Ty;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};

impl Checker<'_> {
    /// Whether `ty` is a `&mut serde_json::Map`.
    fn is_mut_json_map(&mut self, ty: &Ty) -> bool {
        matches!(self.infer.resolve(ty), Ty::Ref { mutable: true, to } if to.is_adt("JsonMap"))
    }

    /// `for … in iter` where `iter` is a `&mut serde_json::Map`: the loop goes over
    /// `iter.iter_mut()`, so what the body writes through a value reaches the map.
    pub(super) fn json_map_loop(&mut self, iter: &Expr, iter_ty: &Ty) {
        if self.is_mut_json_map(iter_ty) {
            self.rewrites.push(Rewrite {
                expr: std::ptr::from_ref::<Expr>(iter) as usize,
                site: Site::IterMut(iter.span),
            });
        }
    }

    /// `map.retain(|k, v| keep)` of a `serde_json::Map`, and `into_iter` of a `&mut Map`
    /// (rewritten to `iter_mut`, then typed by the table); `None` for anything else.
    pub(super) fn json_map_method(
        &mut self,
        recv_ty: &Ty,
        receiver: &Expr,
        method: &str,
        args: &[Expr],
        site: usize,
    ) -> Checked<Option<Ty>> {
        if method == "into_iter" && args.is_empty() && self.is_mut_json_map(recv_ty) {
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::Method("iter_mut".into()),
            });
            return Ok(None);
        }
        let is_map = self
            .infer
            .deref_steps(recv_ty)
            .iter()
            .any(|step| step.is_adt("JsonMap"));
        if let (true, "extend", [items]) = (is_map, method, args) {
            return self.json_map_extend(recv_ty, receiver, items).map(Some);
        }
        let (true, "retain", [f]) = (is_map, method, args) else {
            return Ok(None);
        };
        self.require_mutable_receiver(recv_ty, receiver)?;
        let key = Ty::reference(false, Ty::adt("String", Vec::new()));
        let value = Ty::reference(true, Ty::adt("JsonValue", Vec::new()));
        let keep = self.closure(f, &[key, value])?;
        if !self.infer.coerce(&keep, &Ty::Bool) {
            return Err(self.mismatch(f.span, &Ty::Bool, &keep));
        }
        Ok(Some(Ty::Unit))
    }

    /// `map.extend(items)`: `(String, Value)` pairs; other items are not supported (serde_json
    /// has that one `Extend` impl, but bufscope claims no rustc error for the rest).
    fn json_map_extend(&mut self, recv_ty: &Ty, receiver: &Expr, items: &Expr) -> Checked<Ty> {
        self.require_mutable_receiver(recv_ty, receiver)?;
        let items_ty = self.value(items, None)?;
        let item = self.item_of(&items_ty, items.span)?;
        let pair = Ty::Tuple(vec![
            Ty::adt("String", Vec::new()),
            Ty::adt("JsonValue", Vec::new()),
        ]);
        if !self.infer.unify(&item, &pair) {
            return Err(ScriptError::new(
                items.span,
                format!(
                    "`Map::extend` with items of type `{}` is not supported by bufscope yet",
                    self.infer.resolve(&item)
                ),
            )
            .with_help("extend a `serde_json::Map` with `(String, Value)` pairs"));
        }
        Ok(Ty::Unit)
    }
}
