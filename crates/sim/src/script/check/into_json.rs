//! `x.into()` where a `serde_json::Value` or a `serde_json::Number` is expected: serde_json's
//! `From<T> for Value` and `From<T> for Number` impls, the types they take written in the
//! table as `IntoJson` and `IntoNumber`.

use super::super::error::ScriptError;
use super::super::ir::Expr;
use super::super::ty::Ty;
use super::rustc_names::serde_program_name;
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

impl Checker<'_> {
    /// rustc's E0277 for the table's `IntoJson`, `IntoNumber` and `IntoString`, which stand
    /// for `From` impls: the target lacks `From<ty>` (`Value: From<i128>`). A program that
    /// uses serde_json has names rustc must spell out (`std::string::String`, beside serde's
    /// `Value::String`), and `Value` it need not.
    pub(super) fn unmet_from_impl(
        &self,
        ty: &Ty,
        trait_name: &str,
        span: Span,
    ) -> Option<ScriptError> {
        // `Value` and `Number` exist only in a program that uses serde_json.
        let serde = trait_name != "IntoString" || self.uses_serde_json(ty);
        let target = match trait_name {
            "IntoJson" => "Value",
            "IntoNumber" => "serde_json::Number",
            "IntoString" if serde => "std::string::String",
            "IntoString" => "String",
            _ => return None,
        };
        let ty = if serde {
            serde_program_name(ty)
        } else {
            ty.to_string()
        };
        Some(ScriptError::rustc(
            "E0277",
            span,
            format!("the trait bound `{target}: From<{ty}>` is not satisfied"),
        ))
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
