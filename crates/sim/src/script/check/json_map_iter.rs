//! serde_json's `Map` beyond the table's signatures: `map.retain(|k, v| keep)` is typed with
//! its closure as rustc infers it from the bound `FnMut(&String, &mut Value) -> bool`, and
//! `map.extend(pairs)` with serde_json's `Extend<(String, Value)>`. A loop over a `&mut Map`
//! and `(&mut map).into_iter()` go through `iter_mut` (`mut_ref_loops`).

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::ty::Ty;
use super::{Checked, Checker};

impl Checker<'_> {
    /// `map.retain(|k, v| keep)` and `map.extend(pairs)` of a `serde_json::Map`; `None` for
    /// anything else.
    pub(super) fn json_map_method(
        &mut self,
        recv_ty: &Ty,
        receiver: &Expr,
        method: &str,
        args: &[Expr],
    ) -> Checked<Option<Ty>> {
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
