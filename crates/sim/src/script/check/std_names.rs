//! Whether std itself has a method of some name on a type: the names std 1.95's rustdoc lists
//! per type (`std_method_names.txt`, generated and checked by `tests/std_method_names.rs`).
//! A method std has but the table lacks is "not supported by bufscope", never rustc's E0599.

use super::super::ty::Ty;

const NAMES: &str = include_str!("../std_method_names.txt");

/// The file's row for a type, if std documents it.
fn row(ty: &Ty) -> Option<&'static str> {
    let key = match ty {
        Ty::Int(_) | Ty::IntVar(_) => "int".to_string(),
        Ty::Float(_) | Ty::FloatVar(_) => "float".to_string(),
        Ty::Char => "char".to_string(),
        Ty::Bool => "bool".to_string(),
        Ty::Str => "str".to_string(),
        Ty::Slice(_) => "slice".to_string(),
        Ty::Array(..) => "array".to_string(),
        Ty::Tuple(_) => "tuple".to_string(),
        Ty::Unit => "unit".to_string(),
        Ty::Adt(name, _) => name.clone(),
        Ty::Dyn(name) if name.starts_with("Iterator") => "Iterator".to_string(),
        Ty::Dyn(name) => format!("dyn {name}"),
        _ => return None,
    };
    NAMES.lines().find_map(|line| {
        line.strip_prefix(key.as_str())
            .and_then(|rest| rest.strip_prefix(": "))
    })
}

/// Whether std documents a method `name` for `ty` (a std type or a primitive; the script's
/// own types are never in the file).
pub fn std_has_method(ty: &Ty, name: &str) -> bool {
    row(ty).is_some_and(|names| names.split(' ').any(|n| n == name))
}
