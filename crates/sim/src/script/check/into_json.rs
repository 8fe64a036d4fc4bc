//! `x.into()` where a `serde_json::Value` or a `serde_json::Number` is expected: serde_json's
//! `From<T> for Value` and `From<T> for Number` impls, the types they take written in the
//! table as `IntoJson` and `IntoNumber`.

use super::super::ir::Expr;
use super::super::ty::Ty;
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// The `Value` (or `Number`) a `.into()` makes, when the expected type is already known
    /// to be one; `None` otherwise (`.into()` into anything else is not simulated).
    pub(super) fn json_conversion(
        &mut self,
        receiver: &Expr,
        recv_ty: &Ty,
        method: &str,
        args: &[Expr],
        expected: Option<&Ty>,
        span: Span,
    ) -> Checked<Option<Ty>> {
        let wanted = expected.map(|ty| self.infer.resolve(ty));
        let bound = match &wanted {
            Some(Ty::Adt(name, _)) if name == "JsonValue" => "IntoJson",
            Some(Ty::Adt(name, _)) if name == "JsonNumber" => "IntoNumber",
            _ => return Ok(None),
        };
        if method != "into" || !args.is_empty() {
            return Ok(None);
        }
        self.require(recv_ty, bound, span, false)?;
        if !self.infer.is_copy(recv_ty) {
            self.move_out_of(receiver, recv_ty)?;
        }
        Ok(wanted)
    }
}

/// std types serde has `Serialize` for that bufscope does not serialize (the table's
/// `Serialize` impls are the ones it does): asking for one is "not supported", never E0277.
pub(super) fn serde_serializes(ty: &Ty) -> bool {
    match ty {
        Ty::Ref { to, .. } => serde_serializes(to),
        Ty::Char | Ty::Unit | Ty::Float(_) | Ty::Int(_) | Ty::Tuple(_) => true,
        Ty::Array(..) | Ty::Slice(_) => true,
        Ty::Adt(name, _) => matches!(
            name.as_str(),
            "HashMap"
                | "BTreeMap"
                | "HashSet"
                | "BTreeSet"
                | "VecDeque"
                | "Box"
                | "Result"
                | "Path"
                | "PathBuf"
                | "Duration"
                | "SocketAddr"
                | "CowStr"
                | "JsonMap"
        ),
        _ => false,
    }
}

impl Checker<'_> {
    /// Whether `path` names serde_json's `Value::Null` (through the script's imports, and not a
    /// type of the script's own): a `Value`, which the interpreter makes from the path.
    pub(super) fn json_null(&self, path: &str) -> bool {
        if !super::super::interp_json::names_json_null(path) {
            return false;
        }
        let segments: Vec<String> = path.split("::").map(str::to_string).collect();
        if self.items.get(&segments[0]).is_some() {
            return false;
        }
        self.imports
            .full_path(&segments)
            .is_some_and(|full| full == "serde_json::Value::Null")
    }
}
