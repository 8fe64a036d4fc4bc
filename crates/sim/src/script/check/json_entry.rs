//! serde_json's `Map` beyond the table's signatures: indexing it (`map["key"]`, serde_json's
//! `Index<&Q>` where `String: Borrow<Q>`), and the two `Entry` methods that take closures
//! (serde_json's and std's maps'), typed with them as rustc infers a closure from its bound
//! (`or_insert_with`: `FnOnce() -> V`, `and_modify`: `FnOnce(&mut V)`); and which members
//! the `&mut` accessors (`as_array_mut`…) reach where they live.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind};
use super::super::ty::Ty;
use super::{Checked, Checker};

impl Checker<'_> {
    /// Whether `index` is a key serde_json's `Map` is indexed by: `&str` or `&String`.
    pub(super) fn json_map_key(&mut self, index: &Ty) -> bool {
        match self.infer.resolve(index) {
            Ty::Ref { to, .. } => *to == Ty::Str || to.is_adt("String"),
            _ => false,
        }
    }

    /// `entry.or_insert_with(|| …)` and `entry.and_modify(|v| …)` of a `serde_json::map::Entry`
    /// or of std's map `Entry<K, V>`; `None` for any other method or receiver.
    pub(super) fn entry_closure(
        &mut self,
        recv_ty: &Ty,
        receiver: &Expr,
        method: &str,
        args: &[Expr],
    ) -> Checked<Option<Ty>> {
        if !matches!(method, "or_insert_with" | "and_modify") {
            return Ok(None);
        }
        let value = match self.infer.shallow(recv_ty) {
            Ty::Adt(name, _) if name == "JsonEntry" => Ty::adt("JsonValue", Vec::new()),
            Ty::Adt(name, args) if name == "MapEntry" && args.len() == 2 => args[1].clone(),
            _ => return Ok(None),
        };
        let [f] = args else {
            return Err(ScriptError::new(
                receiver.span,
                format!("`{method}` with other than one argument is not supported by bufscope"),
            ));
        };
        self.move_out_of(receiver, recv_ty)?;
        if method == "or_insert_with" {
            let made = self.closure_once(f, &[])?;
            if !self.infer.coerce(&made, &value) {
                return Err(self.mismatch(f.span, &value, &made));
            }
            return Ok(Some(Ty::reference(true, value)));
        }
        let done = self.closure_once(f, &[Ty::reference(true, value)])?;
        if !self.infer.coerce(&done, &Ty::Unit) {
            return Err(self.mismatch(f.span, &Ty::Unit, &done));
        }
        Ok(Some(recv_ty.clone()))
    }
}

/// The accessors that lend a part of a JSON value out as a `&mut`.
const LENDING_ACCESSORS: &[&str] = &["as_array_mut", "as_object_mut", "pointer_mut", "get_mut"];

/// The methods that change a `serde_json::Map` where it lives or lend its values out.
const MAP_CHANGING: &[&str] = &[
    "insert",
    "remove",
    "remove_entry",
    "clear",
    "entry",
    "get_mut",
    "iter_mut",
    "values_mut",
    "retain",
    "extend",
    "append",
    "sort_keys",
];

impl Checker<'_> {
    /// `data[i].as_array_mut()` (or `maps[i].iter_mut()`, any method that changes a `Map`)
    /// where `data` is no JSON value or map held in a variable (a `Vec<Value>`, a field):
    /// bufscope would change a copy of the member, so it is refused.
    pub(super) fn json_member_receiver(
        &mut self,
        recv_ty: &Ty,
        receiver: &Expr,
        method: &str,
    ) -> Checked<()> {
        let lends = (LENDING_ACCESSORS.contains(&method) && recv_ty.is_adt("JsonValue"))
            || (MAP_CHANGING.contains(&method) && recv_ty.is_adt("JsonMap"));
        if !lends {
            return Ok(());
        }
        let mut base = receiver;
        while let ExprKind::Index(inner, _) = &base.kind {
            base = inner;
        }
        if std::ptr::eq(base, receiver) {
            return Ok(());
        }
        let mut root = match &base.kind {
            ExprKind::Var(name) => self.lookup(name).map(|local| self.locals[local].ty.clone()),
            _ => None,
        }
        .map(|ty| self.infer.resolve(&ty));
        while let Some(Ty::Ref { to, .. }) = root {
            root = Some(*to);
        }
        match root {
            Some(Ty::Adt(name, _)) if name == "JsonValue" || name == "JsonMap" => Ok(()),
            _ => Err(ScriptError::new(
                receiver.span,
                format!("`.{method}()` of a JSON value inside a `Vec` or a field is not supported by bufscope yet"),
            )
            .with_help("index a `serde_json::Value` held in a variable (`data[\"k\"]`), or take the member out first")),
        }
    }
}
