//! Import circles between a crate's modules (issue 13): for every module, the graph among its
//! children — an edge `a → b` when something in `a`'s subtree names something in `b`'s (a
//! `crate::`, `super::` or `self::` path in a `use` or written inline in code, types and macro
//! arguments, outside test code) — should have no cycle. A circle means neither side can be
//! read, moved or tested without the other.
//!
//! Generic over a crate's `src/`; `tests/circles.rs` holds the workspace's crates to it. Its own
//! crate, so that checking the app does not build the app's native binary (which would take
//! `target/debug/bufscope`, the CLI's name).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{Spacing, TokenStream, TokenTree};
use quote::ToTokens;

/// A module's path below its crate root: `["playground", "stepper"]`; the root is `[]`.
pub type ModulePath = Vec<String>;

/// One crate's modules and who uses whom.
#[derive(Debug)]
pub struct ModuleGraph {
    pub modules: BTreeSet<ModulePath>,
    /// From a module to the modules it uses (each the deepest module the path reaches).
    pub edges: BTreeMap<ModulePath, BTreeSet<ModulePath>>,
}

/// The module a file under `src` defines, or `None` for a separate crate (`main.rs` beside a
/// `lib.rs`, `bin/`).
fn module_of(src: &Path, file: &Path) -> Option<ModulePath> {
    let relative = file.strip_prefix(src).ok()?;
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    if parts.first().is_some_and(|first| first == "bin") {
        return None;
    }
    let file_name = parts.pop()?;
    let stem = file_name.strip_suffix(".rs")?;
    match stem {
        "lib" if parts.is_empty() => {}
        "main" if parts.is_empty() => {
            if src.join("lib.rs").exists() {
                return None;
            }
        }
        "mod" => {}
        _ => parts.push(stem.to_string()),
    }
    Some(parts)
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            into.push(path);
        }
    }
}

/// Whether an item only exists in tests (`#[cfg(test)]`, `#[cfg(all(test, …))]`): `test`
/// appears in its `cfg` outside any `not(…)`.
fn test_only(attrs: &[syn::Attribute]) -> bool {
    fn names_test(tokens: TokenStream) -> bool {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        tokens.iter().enumerate().any(|(at, token)| match token {
            TokenTree::Ident(ident) => ident == "test",
            TokenTree::Group(group) => {
                let negated =
                    at > 0 && matches!(&tokens[at - 1], TokenTree::Ident(i) if i == "not");
                !negated && names_test(group.stream())
            }
            _ => false,
        })
    }
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && matches!(&attr.meta, syn::Meta::List(list) if names_test(list.tokens.clone()))
    })
}

fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::ExternCrate(i) => &i.attrs,
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::ForeignMod(i) => &i.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Macro(i) => &i.attrs,
        syn::Item::Mod(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Trait(i) => &i.attrs,
        syn::Item::TraitAlias(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        syn::Item::Union(i) => &i.attrs,
        syn::Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// The absolute path a path written in module `at` starts from, or `None` when it does not
/// start at `crate`, `super` or `self` (another crate, a local name).
fn anchor(
    at: &[String],
    first: &str,
    rest: &mut std::slice::Iter<'_, String>,
) -> Option<ModulePath> {
    let mut base: ModulePath = match first {
        "crate" => Vec::new(),
        "self" => at.to_vec(),
        "super" => at[..at.len().checked_sub(1)?].to_vec(),
        _ => return None,
    };
    // `super::super::…`
    while rest.as_slice().first().is_some_and(|s| s == "super") {
        rest.next();
        base.pop()?;
    }
    Some(base)
}

/// Every path of a `use` tree, as its segments (`use a::{b, c::*}` → `a::b`, `a::c`).
fn use_paths(tree: &syn::UseTree, prefix: &mut Vec<String>, into: &mut Vec<Vec<String>>) {
    match tree {
        syn::UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            use_paths(&path.tree, prefix, into);
            prefix.pop();
        }
        syn::UseTree::Name(name) => {
            let mut path = prefix.clone();
            if name.ident != "self" {
                path.push(name.ident.to_string());
            }
            into.push(path);
        }
        syn::UseTree::Rename(rename) => {
            let mut path = prefix.clone();
            if rename.ident != "self" {
                path.push(rename.ident.to_string());
            }
            into.push(path);
        }
        syn::UseTree::Glob(_) => into.push(prefix.clone()),
        syn::UseTree::Group(group) => {
            for tree in &group.items {
                use_paths(tree, prefix, into);
            }
        }
    }
}

/// Every `crate::…`, `super::…` or `self::…` path written inline in `tokens` (in expressions,
/// types, patterns and macro arguments alike), as its segments up to the last `::`-joined name.
fn inline_paths(tokens: TokenStream, into: &mut Vec<Vec<String>>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let path_sep = |at: usize| {
        matches!((tokens.get(at), tokens.get(at + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
    };
    let mut at = 0;
    while at < tokens.len() {
        match &tokens[at] {
            TokenTree::Group(group) => inline_paths(group.stream(), into),
            TokenTree::Ident(first)
                if ["crate", "super", "self"].contains(&first.to_string().as_str())
                    && path_sep(at + 1)
                    // `a::super::b` is not a path from here; `::crate` cannot be written.
                    && !(at >= 2 && path_sep(at - 2)) =>
            {
                let mut path = vec![first.to_string()];
                while path_sep(at + 1) {
                    let Some(TokenTree::Ident(next)) = tokens.get(at + 3) else {
                        break;
                    };
                    path.push(next.to_string());
                    at += 3;
                }
                into.push(path);
            }
            _ => {}
        }
        at += 1;
    }
}

impl ModuleGraph {
    /// Reads every module of the crate whose sources are in `src`.
    pub fn of(src: &Path) -> ModuleGraph {
        let mut files = Vec::new();
        rust_files(src, &mut files);
        let mut parsed = Vec::new();
        for file in files {
            let Some(module) = module_of(src, &file) else {
                continue;
            };
            let text = std::fs::read_to_string(&file)
                .unwrap_or_else(|error| panic!("{}: {error}", file.display()));
            let syntax = syn::parse_file(&text)
                .unwrap_or_else(|error| panic!("{}: {error}", file.display()));
            if test_only(&syntax.attrs) {
                continue;
            }
            parsed.push((module, syntax));
        }
        let modules: BTreeSet<ModulePath> = parsed.iter().map(|(m, _)| m.clone()).collect();
        let mut edges: BTreeMap<ModulePath, BTreeSet<ModulePath>> = BTreeMap::new();
        for (module, syntax) in &parsed {
            let mut paths = Vec::new();
            for item in &syntax.items {
                if test_only(item_attrs(item)) {
                    continue;
                }
                match item {
                    syn::Item::Use(item_use) => {
                        use_paths(&item_use.tree, &mut Vec::new(), &mut paths);
                    }
                    // A child's `mod` line is its parent's, not a use of it.
                    syn::Item::Mod(item_mod) if item_mod.content.is_none() => {}
                    other => inline_paths(other.to_token_stream(), &mut paths),
                }
            }
            let named = edges.entry(module.clone()).or_default();
            for path in paths {
                let Some((first, rest)) = path.split_first() else {
                    continue;
                };
                let mut rest = rest.iter();
                let Some(mut target) = anchor(module, first, &mut rest) else {
                    continue;
                };
                // The deepest module the path reaches; the rest names an item in it.
                for segment in rest {
                    target.push(segment.clone());
                    if !modules.contains(&target) {
                        target.pop();
                        break;
                    }
                }
                named.insert(target);
            }
        }
        ModuleGraph { modules, edges }
    }

    /// Every circle, level by level: for each module, the graph among its children, where
    /// `a → b` when something in `a`'s subtree uses something in `b`'s. A circle through
    /// two files shows at the level where they are siblings or where their folders are
    /// (`pages → course → pages` at the crate's root). Each is written as one cycle through
    /// its first member, `parent: a → b → a`, and the rest of the group.
    pub fn circles(&self) -> Vec<String> {
        let mut found = Vec::new();
        for parent in &self.modules {
            let child_of = |module: &ModulePath| -> Option<String> {
                (module.len() > parent.len() && module.starts_with(parent))
                    .then(|| module[parent.len()].clone())
            };
            let mut lifted: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
            for (from, targets) in &self.edges {
                let Some(a) = child_of(from) else { continue };
                for target in targets {
                    if let Some(b) = child_of(target)
                        && a != b
                    {
                        lifted.entry(a.clone()).or_default().insert(b);
                    }
                }
            }
            for group in strongly_connected(&lifted) {
                let cycle = shortest_cycle(&group, &lifted);
                let others: Vec<&str> = group
                    .iter()
                    .filter(|m| !cycle.split(" → ").any(|c| c == m.as_str()))
                    .map(String::as_str)
                    .collect();
                let circle = match others.as_slice() {
                    [] => cycle,
                    others => format!("{cycle}, also in the circle: {}", others.join(", ")),
                };
                found.push(format!("{}: {circle}", name(parent)));
            }
        }
        found
    }
}

/// A module as a reader writes it: `playground::stepper`, `crate` for the root.
pub fn name(module: &ModulePath) -> String {
    if module.is_empty() {
        "crate".to_string()
    } else {
        module.join("::")
    }
}

/// The shortest cycle through `group[0]` inside `group` (breadth first, so it is the same
/// cycle every time): `a → b → a`.
fn shortest_cycle(group: &[String], edges: &BTreeMap<String, BTreeSet<String>>) -> String {
    let start = &group[0];
    let mut came_from: BTreeMap<&String, &String> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        for next in edges.get(at).into_iter().flatten() {
            if !group.contains(next) {
                continue;
            }
            if next == start {
                let mut path = vec![start.as_str()];
                let mut back = at;
                while back != start {
                    path.push(back);
                    back = came_from[back];
                }
                path.push(start);
                path.reverse();
                return path.join(" → ");
            }
            if !came_from.contains_key(next) {
                came_from.insert(next, at);
                queue.push_back(next);
            }
        }
    }
    group.join(", ")
}

/// The groups of nodes that reach each other (Tarjan's algorithm), each sorted, only those
/// with more than one node.
fn strongly_connected(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        groups: Vec<Vec<String>>,
    }
    fn visit<'a>(state: &mut State<'a>, node: &'a str) {
        let n = state.index.len();
        state.index.insert(node, n);
        state.low.insert(node, n);
        state.stack.push(node);
        state.on_stack.insert(node);
        let edges = state.edges;
        for next in edges.get(node).into_iter().flatten() {
            let next = next.as_str();
            if !state.index.contains_key(next) {
                visit(state, next);
                let low = state.low[node].min(state.low[next]);
                state.low.insert(node, low);
            } else if state.on_stack.contains(next) {
                let low = state.low[node].min(state.index[next]);
                state.low.insert(node, low);
            }
        }
        if state.low[node] == state.index[node] {
            let mut group = Vec::new();
            while let Some(top) = state.stack.pop() {
                state.on_stack.remove(top);
                group.push(top.to_string());
                if top == node {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                state.groups.push(group);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        groups: Vec::new(),
    };
    for node in edges.keys() {
        if !state.index.contains_key(node.as_str()) {
            visit(&mut state, node);
        }
    }
    state.groups.sort();
    state.groups
}
