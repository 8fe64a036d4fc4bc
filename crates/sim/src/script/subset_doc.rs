//! The README's list of supported std items, generated from the std surface table so the two
//! cannot drift (a test compares them).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::surface::{FnSig, Receiver, surface};
use super::ty::Ty;

/// Traits worth naming in the list (formatting and marker traits are implied).
const LISTED_TRAITS: [&str; 8] = [
    "Write",
    "Read",
    "BufRead",
    "Iterator",
    "AsRawFd",
    "IntoRawFd",
    "FromRawFd",
    "ToString",
];

fn supported<'a>(methods: impl Iterator<Item = &'a FnSig>) -> Vec<&'a FnSig> {
    methods.filter(|m| !m.unsupported).collect()
}

fn method_list(owner: &str, methods: &[&FnSig]) -> Vec<String> {
    methods
        .iter()
        .map(|m| match m.receiver {
            Receiver::None => format!("`{owner}::{}`", m.name),
            _ => format!("`.{}()`", m.name),
        })
        .collect()
}

/// The Markdown table of supported std items: types with their functions, methods and the
/// I/O traits they implement; traits with their methods; free functions.
pub fn supported_items_markdown() -> String {
    let surface = surface();
    // Rows keyed by path, so the table reads in module order.
    let mut rows: BTreeMap<String, String> = BTreeMap::new();
    for decl in surface.types.values() {
        let short = decl.path.rsplit("::").next().unwrap_or(&decl.name);
        let mut methods = Vec::new();
        let mut traits = Vec::new();
        for imp in &surface.impls {
            let own = match &imp.self_ty {
                Ty::Adt(name, _) => *name == decl.name,
                Ty::Ref { to, .. } => matches!(&**to, Ty::Adt(name, _) if *name == decl.name),
                _ => false,
            };
            if !own {
                continue;
            }
            match &imp.trait_name {
                None => methods.extend(supported(imp.methods.iter())),
                Some(name) if LISTED_TRAITS.contains(&name.as_str()) && !traits.contains(name) => {
                    traits.push(name.clone());
                }
                Some(_) => {}
            }
        }
        if methods.is_empty() && traits.is_empty() {
            continue;
        }
        let mut cell = method_list(short, &methods).join(", ");
        if !traits.is_empty() {
            if !cell.is_empty() {
                cell.push_str("; ");
            }
            let _ = write!(cell, "implements {}", traits.join(", "));
        }
        rows.insert(decl.path.clone(), cell);
    }
    // `str`, `char` and slices have inherent methods too; they are not nominal types.
    for (name, self_ty) in [
        ("str", Ty::Str),
        ("char", Ty::Char),
        ("[T]", Ty::Slice(Box::new(Ty::Param("T".into())))),
    ] {
        let methods: Vec<&FnSig> = surface
            .impls
            .iter()
            .filter(|imp| imp.trait_name.is_none() && imp.self_ty == self_ty)
            .flat_map(|imp| supported(imp.methods.iter()))
            .collect();
        rows.insert(
            format!("{name} (primitive)"),
            method_list(name, &methods).join(", "),
        );
    }
    for decl in surface.traits.values() {
        let Some(path) = &decl.path else { continue };
        let methods = supported(decl.methods.iter());
        if methods.is_empty() {
            continue;
        }
        rows.insert(
            path.clone(),
            format!("trait: {}", method_list(&decl.name, &methods).join(", ")),
        );
    }
    for function in surface.functions.iter().filter(|f| !f.unsupported) {
        if let Some(path) = &function.path {
            rows.insert(path.clone(), "function".to_string());
        }
    }
    let mut out = String::from("| std item | supported |\n|---|---|\n");
    for (path, cell) in rows {
        match path.strip_suffix(" (primitive)") {
            Some(primitive) => {
                let _ = writeln!(out, "| `{primitive}` (primitive) | {cell} |");
            }
            None => {
                let _ = writeln!(out, "| `{path}` | {cell} |");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_names_types_traits_and_functions() {
        let list = supported_items_markdown();
        assert!(list.contains(
            "| `std::io::BufWriter` | `BufWriter::new`, `BufWriter::with_capacity`, `.get_ref()`, `.get_mut()`, `.buffer()`, `.capacity()`, `.into_inner()`, `.into_parts()`; implements Write |"
        ), "{list}");
        assert!(list.contains("| `std::io::stdout` | function |"), "{list}");
        assert!(list.contains("| `std::io::Write` | trait: `.write()`, `.write_all()`, `.write_vectored()`, `.flush()`, `.by_ref()` |"), "{list}");
    }
}
