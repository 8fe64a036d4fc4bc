//! Names as a program's `use` lines make them: which paths resolve to which std items, and
//! which traits are in scope (a trait's methods are callable only then, as in rustc).

use std::collections::HashMap;

use super::super::error::ScriptError;
use super::super::surface::{Surface, surface};

/// What a program imported.
#[derive(Debug, Default)]
pub struct Imports {
    /// A name and the full path it stands for (`io` → `std::io`, `File` → `std::fs::File`).
    aliases: HashMap<String, String>,
    /// Modules whose every item was imported (`use std::io::*`).
    globs: Vec<String>,
    /// Traits imported without a name (`use std::io::Write as _`).
    anonymous: Vec<String>,
}

/// A name a `use` of the script's own items brings (`use List::{Cons, Nil};`), which bufscope
/// does not follow yet.
pub fn brought_by_use(name: &str, span: crate::trace::Span) -> ScriptError {
    ScriptError::new(
        span,
        format!(
            "`{name}` brought by a `use` of the script's own items is not supported by bufscope yet"
        ),
    )
    .with_help("write its path: `Enum::Variant`")
}

/// Whether an imported path leads outside std and serde_json (to the script's own items).
fn outside_std(path: &str) -> bool {
    !ROOTS
        .iter()
        .any(|root| path.starts_with(&format!("{root}::")))
}

/// Crate roots a path may start with.
const ROOTS: [&str; 4] = ["std", "core", "serde", "serde_json"];

impl Imports {
    pub fn new(uses: &[syn::UseTree]) -> Imports {
        let mut imports = Imports::default();
        for tree in uses {
            imports.add(tree, &[]);
        }
        imports
    }

    /// The imports of an item declared in a function body: the file's and the body's (`None`
    /// for the file's own items, which see the file's alone).
    pub fn in_block(file: &[syn::UseTree], block: &[syn::UseTree]) -> Option<Imports> {
        (!block.is_empty()).then(|| Imports::new(&[file, block].concat()))
    }

    fn add(&mut self, tree: &syn::UseTree, prefix: &[String]) {
        let join = |last: &str| {
            let mut path = prefix.to_vec();
            path.push(last.to_string());
            path.join("::").replacen("core::", "std::", 1)
        };
        match tree {
            syn::UseTree::Path(path) => {
                let mut prefix = prefix.to_vec();
                prefix.push(path.ident.to_string());
                self.add(&path.tree, &prefix);
            }
            syn::UseTree::Name(name) if name.ident == "self" => {
                if let Some(last) = prefix.last() {
                    self.aliases.insert(last.clone(), prefix.join("::"));
                }
            }
            syn::UseTree::Name(name) => {
                self.aliases
                    .insert(name.ident.to_string(), join(&name.ident.to_string()));
            }
            syn::UseTree::Rename(rename) if rename.rename == "_" => {
                self.anonymous.push(join(&rename.ident.to_string()));
            }
            syn::UseTree::Rename(rename) => {
                self.aliases
                    .insert(rename.rename.to_string(), join(&rename.ident.to_string()));
            }
            syn::UseTree::Glob(_) => {
                let module = prefix.join("::").replacen("core::", "std::", 1);
                if module == "std::io::prelude" {
                    // io's prelude re-exports its four traits and nothing else.
                    for name in ["Read", "Write", "BufRead", "Seek"] {
                        self.aliases
                            .insert(name.to_string(), format!("std::io::{name}"));
                    }
                } else {
                    self.globs.push(module);
                }
            }
            syn::UseTree::Group(group) => {
                for item in &group.items {
                    self.add(item, prefix);
                }
            }
        }
    }

    /// The full path `segments` names, if its first segment resolves: a crate root, an
    /// imported name, an item of a glob-imported module, or a prelude item.
    pub fn full_path(&self, segments: &[String]) -> Option<String> {
        let (first, rest) = segments.split_first()?;
        let surface = surface();
        let head = if ROOTS.contains(&first.as_str()) {
            first.replace("core", "std")
        } else if let Some(path) = self.aliases.get(first) {
            path.clone()
        } else if let Some(path) = self
            .globs
            .iter()
            .map(|module| format!("{module}::{first}"))
            .find(|path| exists(surface, path))
        {
            path
        } else {
            prelude_path(surface, first)?
        };
        let mut path = head;
        for segment in rest {
            path.push_str("::");
            path.push_str(segment);
        }
        Some(path)
    }

    /// What a `use` of std makes a bare `name` stand for in a pattern, where an enum's
    /// variant is matched and anything else is a new binding: the variant's path for the
    /// enums the interpreter matches by path (`Ordering::Equal` after `use
    /// std::cmp::Ordering::Equal;` or `::*`, `ErrorKind::NotFound`), else whether some
    /// other std type's glob or import may bring it (`use std::net::Shutdown::*;`).
    pub fn std_variant_named(&self, name: &str) -> Option<Result<String, ()>> {
        // std's variants are all capitalized; a lowercase name is a binding whatever is in
        // scope.
        if !name.starts_with(char::is_uppercase) {
            return None;
        }
        let by_alias = self
            .aliases
            .get(name)
            .filter(|path| !outside_std(path))
            .and_then(|path| path.rsplit_once("::"))
            .map(|(owner, _)| owner.replace("core::", "std::"));
        let owners = by_alias.into_iter().chain(
            self.globs
                .iter()
                .filter(|glob| !outside_std(glob))
                .map(|glob| glob.replace("core::", "std::")),
        );
        for owner in owners {
            let path = match owner.as_str() {
                "std::cmp::Ordering" => format!("Ordering::{name}"),
                "std::io::ErrorKind" => format!("ErrorKind::{name}"),
                // A module's items (`std::io::*`) are types, functions and traits, none of
                // them a pattern.
                _ if !owner
                    .rsplit("::")
                    .next()
                    .is_some_and(|last| last.starts_with(char::is_uppercase)) =>
                {
                    continue;
                }
                _ => return Some(Err(())),
            };
            let known = super::super::cmp_ordering::named(&path).is_some()
                || super::super::error_kind::named(&path).is_some();
            if known {
                return Some(Ok(path));
            }
        }
        None
    }

    /// Whether a glob imports a std module's items (`use std::ops::*;`), which may bring a
    /// name bufscope's table does not know.
    pub fn has_std_glob(&self) -> bool {
        self.globs.iter().any(|glob| !outside_std(glob))
    }

    /// Whether a `use` imports anything from the crate `root` (`serde_json`).
    pub fn names_crate(&self, root: &str) -> bool {
        let prefix = format!("{root}::");
        self.aliases.values().any(|path| path.starts_with(&prefix))
            || self.globs.iter().any(|glob| glob.starts_with(&prefix))
    }

    /// The paths a `use` of the script's own items may make `name` stand for, as written
    /// after `crate::`/`self::` (`use crate::List::{Cons, Nil};` makes `Cons` `List::Cons`;
    /// `use List::*;` makes any name `List::name`): the checker keeps the one that names a
    /// variant of the script's enum.
    pub fn script_paths(&self, name: &str) -> Vec<Vec<String>> {
        let own = |path: &str| -> Vec<String> {
            path.split("::")
                .skip_while(|segment| *segment == "crate" || *segment == "self")
                .map(str::to_string)
                .collect()
        };
        let mut paths = Vec::new();
        if let Some(path) = self.aliases.get(name).filter(|path| outside_std(path)) {
            paths.push(own(path));
        }
        for glob in self.globs.iter().filter(|glob| outside_std(glob)) {
            let mut path = own(glob);
            path.push(name.to_string());
            paths.push(path);
        }
        paths
    }

    /// Whether a `use` may bring `name` from outside std: imported by that name, or by a glob
    /// of something not std's (`use List::*;`, the script's enum's variants).
    pub fn may_bring(&self, name: &str) -> bool {
        self.aliases.get(name).is_some_and(|path| outside_std(path))
            || self.globs.iter().any(|glob| outside_std(glob))
    }

    /// A pattern's name that a `use` may bring as the script's variant (`Beginner` after
    /// `use Stage::*;`): rustc matches the variant where bufscope would bind a new name, so it
    /// is refused. A glob brings only capitalised names, as variants are written.
    pub fn no_variant_brought(
        &self,
        name: &str,
        span: crate::trace::Span,
    ) -> Result<(), ScriptError> {
        let imported = self.aliases.get(name).is_some_and(|path| outside_std(path));
        let globbed =
            name.starts_with(char::is_uppercase) && self.globs.iter().any(|g| outside_std(g));
        match imported || globbed {
            true => Err(brought_by_use(name, span)),
            false => Ok(()),
        }
    }

    /// Whether the trait with this table name is in scope.
    pub fn trait_in_scope(&self, name: &str) -> bool {
        let surface = surface();
        let Some(decl) = surface.traits.get(name) else {
            // The script's own trait (the only other name a row's trait has): it is defined
            // in the one module a script is.
            return true;
        };
        let Some(path) = &decl.path else {
            // The table's internal marker traits stand for bounds, not for callable methods.
            return true;
        };
        decl.prelude || self.path_in_scope(path)
    }

    /// Whether the item at `path` (`std::str::FromStr`) is brought into scope by a `use`
    /// (by its name, as `_`, or by a glob of its module).
    pub fn path_in_scope(&self, path: &str) -> bool {
        self.aliases.values().any(|p| p == path)
            || self.anonymous.iter().any(|p| p == path)
            || self
                .globs
                .iter()
                .any(|module| format!("{module}::{}", last_segment(path)) == *path)
    }
}

fn last_segment(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}

fn exists(surface: &Surface, path: &str) -> bool {
    surface.type_by_path(path).is_some()
        || surface.function_by_path(path).is_some()
        || surface.trait_by_path(path).is_some()
        || surface.is_module(path)
}

/// The names std's prelude brings into every module (Rust 2024's), whether or not the std
/// table has them: a name among them the table lacks (`F: Fn()`) is std's, never rustc's
/// E0412.
pub const STD_PRELUDE: &[&str] = &[
    "Copy",
    "Send",
    "Sized",
    "Sync",
    "Unpin",
    "Drop",
    "Fn",
    "FnMut",
    "FnOnce",
    "AsyncFn",
    "AsyncFnMut",
    "AsyncFnOnce",
    "drop",
    "Box",
    "ToOwned",
    "Clone",
    "PartialEq",
    "PartialOrd",
    "Eq",
    "Ord",
    "AsRef",
    "AsMut",
    "Into",
    "From",
    "Default",
    "Iterator",
    "Extend",
    "IntoIterator",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "Option",
    "Some",
    "None",
    "Result",
    "Ok",
    "Err",
    "String",
    "ToString",
    "Vec",
    "TryFrom",
    "TryInto",
    "FromIterator",
    "Future",
    "IntoFuture",
];

fn prelude_path(surface: &Surface, name: &str) -> Option<String> {
    surface
        .types
        .values()
        .filter(|t| t.prelude)
        .map(|t| t.path.clone())
        .chain(
            surface
                .functions
                .iter()
                .filter(|f| f.prelude)
                .filter_map(|f| f.path.clone()),
        )
        .chain(
            surface
                .traits
                .values()
                .filter(|t| t.prelude)
                .filter_map(|t| t.path.clone()),
        )
        .find(|path| last_segment(path) == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn imports(text: &str) -> Imports {
        let file = syn::parse_file(text).expect("parses");
        let uses: Vec<syn::UseTree> = file
            .items
            .iter()
            .filter_map(|item| match item {
                syn::Item::Use(u) => Some(u.tree.clone()),
                _ => None,
            })
            .collect();
        Imports::new(&uses)
    }

    fn path(imports: &Imports, text: &str) -> Option<String> {
        let segments: Vec<String> = text.split("::").map(str::to_string).collect();
        imports.full_path(&segments)
    }

    #[test]
    fn use_lines_resolve_names_and_bring_traits_into_scope() {
        let i = imports("use std::io::{self, BufRead, Write as _};\nuse std::fs::File;");
        assert_eq!(path(&i, "io::stdout").as_deref(), Some("std::io::stdout"));
        assert_eq!(
            path(&i, "File::open").as_deref(),
            Some("std::fs::File::open")
        );
        assert_eq!(path(&i, "Vec::new").as_deref(), Some("std::vec::Vec::new"));
        assert_eq!(path(&i, "BufWriter::new"), None);
        assert!(i.trait_in_scope("BufRead"));
        assert!(i.trait_in_scope("Write"));
        assert!(!i.trait_in_scope("Read"));
        assert!(i.trait_in_scope("ToString"), "prelude");
    }

    #[test]
    fn globs_import_a_module_and_the_io_prelude_its_traits() {
        let i = imports("use std::io::prelude::*;");
        assert!(i.trait_in_scope("Read") && i.trait_in_scope("Write"));
        assert_eq!(
            path(&i, "BufWriter::new"),
            None,
            "the prelude has only traits"
        );
        let all = imports("use std::io::*;");
        assert_eq!(
            path(&all, "BufWriter::new").as_deref(),
            Some("std::io::BufWriter::new")
        );
        assert!(all.trait_in_scope("Write"));
        let none = imports("");
        assert!(!none.trait_in_scope("Write"));
        assert_eq!(path(&none, "io::stdout"), None);
    }
}
