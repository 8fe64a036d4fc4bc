//! Types as rustc names them in its messages where that depends on the program: in one that
//! uses serde_json, rustc spells out the names serde_json's items make ambiguous
//! (`std::string::String` beside `Value::String`, `serde_json::Map` beside `iter::Map`) and
//! trims `Value`, which nothing else is called.

use super::super::ty::{Ty, display_name};
use super::Checker;

impl Checker<'_> {
    /// `ty` as rustc names it in this program.
    pub(super) fn rustc_type_name(&self, ty: &Ty) -> String {
        if self.uses_serde_json(ty) {
            serde_program_name(ty)
        } else {
            ty.to_string()
        }
    }

    /// Whether the program uses serde_json: a `use` of it, or `ty` is one of its types.
    pub(super) fn uses_serde_json(&self, ty: &Ty) -> bool {
        self.imports.names_crate("serde_json")
            || ty.contains(&|part| matches!(part, Ty::Adt(name, _) if name.starts_with("Json")))
    }
}

/// `ty` as rustc names it in a program that uses serde_json.
pub(super) fn serde_program_name(ty: &Ty) -> String {
    let list = |items: &[Ty]| {
        items
            .iter()
            .map(serde_program_name)
            .collect::<Vec<_>>()
            .join(", ")
    };
    match ty {
        Ty::Adt(name, args) => {
            let name = match name.as_str() {
                "String" => "std::string::String",
                "JsonValue" => "Value",
                other => display_name(other),
            };
            if args.is_empty() {
                name.to_string()
            } else {
                format!("{name}<{}>", list(args))
            }
        }
        Ty::Ref { mutable, to } if !matches!(**to, Ty::Dyn(_)) => format!(
            "&{}{}",
            if *mutable { "mut " } else { "" },
            serde_program_name(to)
        ),
        Ty::Slice(of) => format!("[{}]", serde_program_name(of)),
        Ty::Array(of, Some(n)) => format!("[{}; {n}]", serde_program_name(of)),
        Ty::Tuple(items) if items.len() > 1 => format!("({})", list(items)),
        other => other.to_string(),
    }
}
