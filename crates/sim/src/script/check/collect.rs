//! What `collect` (and `sum`) build: the target from the turbofish or the expected type,
//! checked against std's `FromIterator` impls that bufscope builds, and written into the tree
//! for the interpreter (`collect (list)`, `collect (result hash map)`…).

use super::super::error::ScriptError;
use super::super::ir::IntTy;
use super::super::ty::Ty;
use super::infer::Implements;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};
use crate::trace::Span;

/// Each collection `collect` builds, by type name (`Vec<u8>` apart: its items are bytes), with
/// the interpreter's method for it plain, in a `Result`, and in an `Option`. A `VecDeque` is
/// built as a list of values, whatever its items.
const BUILT: &[(&str, [&str; 3])] = &[
    (
        "Vec<u8>",
        [
            "collect (bytes)",
            "collect (result bytes)",
            "collect (option bytes)",
        ],
    ),
    (
        "Vec",
        [
            "collect (list)",
            "collect (result list)",
            "collect (option list)",
        ],
    ),
    (
        "VecDeque",
        [
            "collect (list)",
            "collect (result list)",
            "collect (option list)",
        ],
    ),
    (
        "String",
        [
            "collect (string)",
            "collect (result string)",
            "collect (option string)",
        ],
    ),
    (
        "HashMap",
        [
            "collect (hash map)",
            "collect (result hash map)",
            "collect (option hash map)",
        ],
    ),
    (
        "BTreeMap",
        [
            "collect (btree map)",
            "collect (result btree map)",
            "collect (option btree map)",
        ],
    ),
    (
        "HashSet",
        [
            "collect (hash set)",
            "collect (result hash set)",
            "collect (option hash set)",
        ],
    ),
    (
        "BTreeSet",
        [
            "collect (btree set)",
            "collect (result btree set)",
            "collect (option btree set)",
        ],
    ),
    // serde_json's `FromIterator` impls: an array from items, an object from pairs (the
    // interpreter is told which, `collect (json object)`, at the body's end).
    (
        "JsonValue",
        [
            "collect (json)",
            "collect (result json)",
            "collect (option json)",
        ],
    ),
    // serde_json's `FromIterator<(String, Value)> for Map<String, Value>`.
    (
        "JsonMap",
        [
            "collect (json map)",
            "collect (result json map)",
            "collect (option json map)",
        ],
    ),
];

/// The row of [`BUILT`] for a collection type.
fn built(collection: &Ty) -> Option<&'static [&'static str; 3]> {
    let Ty::Adt(name, args) = collection else {
        return None;
    };
    let key = match args.first() {
        Some(Ty::Int(IntTy::U8)) if name == "Vec" => "Vec<u8>",
        _ => name.as_str(),
    };
    BUILT
        .iter()
        .find(|(n, _)| *n == key)
        .map(|(_, methods)| methods)
}

/// What `collect` builds, as the interpreter needs to know it: `collect (list)`, or inside a
/// `Result`/`Option`: `collect (result list)`, `collect (option hash map)`.
pub fn collect_method(target: &Ty) -> Option<&'static str> {
    match target {
        Ty::Adt(name, args) if name == "Result" => Some(built(args.first()?)?[1]),
        Ty::Adt(name, args) if name == "Option" => Some(built(args.first()?)?[2]),
        other => Some(built(other)?[0]),
    }
}

const COLLECT_HELP: &str = "bufscope collects into `Vec<T>`, `VecDeque<T>`, `String`, `HashMap<K, V>`, `BTreeMap<K, V>`, `HashSet<T>`, `BTreeSet<T>` and serde_json's `Value` and `Map<String, Value>`, and a `Result` or `Option` of one of them";

/// Types that have no `FromIterator` impl in std, so rustc refuses to `collect` into them
/// (E0277): the script's own types, and the scalar and borrowed ones. Every other std type
/// bufscope does not build is refused as not supported, since rustc may well accept it
/// (`Box<[T]>`, `VecDeque<T>`, `HashSet<T>`, `PathBuf`, `()`…).
fn never_collected_into(ty: &Ty, user_type: bool) -> bool {
    user_type
        || matches!(
            ty,
            Ty::Bool
                | Ty::Char
                | Ty::Int(_)
                | Ty::Float(_)
                | Ty::Str
                | Ty::Ref { .. }
                | Ty::Array(..)
        )
}

impl Checker<'_> {
    /// The type a `collect`/`sum` builds: its turbofish, else the type expected where it is.
    /// `code`: rustc's, when neither says (E0282 for `collect`, E0283 for `sum`).
    pub(super) fn target(
        &mut self,
        turbofish: &[syn::Type],
        expected: Option<&Ty>,
        span: Span,
        code: &str,
    ) -> Checked<Ty> {
        if let Some(written) = turbofish.first() {
            let target = self.written_in_body(written)?;
            if let Some(expected) = expected {
                self.infer.unify(&target, expected);
            }
            return Ok(target);
        }
        match expected {
            Some(expected) if !matches!(self.infer.shallow(expected), Ty::Var(_)) => {
                Ok(expected.clone())
            }
            _ => Err(unnamed_target(code, span)),
        }
    }

    /// What `collect` may build from items of type `item` (std's `FromIterator` impls).
    pub(super) fn collect_into(
        &mut self,
        target: &Ty,
        item: &Ty,
        span: Span,
        site: usize,
    ) -> Checked<()> {
        let resolved = self.infer.resolve(target);
        let fits = match &resolved {
            // `Result<C, E>` from `Result<T, E>` items and `Option<C>` from `Option<T>` items,
            // for each `C` above built from `T`.
            Ty::Adt(name, args) if name == "Result" || name == "Option" => {
                let element = self.infer.fresh();
                let wanted = if name == "Result" {
                    Ty::result(element.clone(), args[1].clone())
                } else {
                    Ty::Adt("Option".into(), vec![element.clone()])
                };
                self.infer.unify(&wanted, item)
                    && match self.infer.resolve(&args[0]) {
                        // `collect::<Result<_, _>>()?` into a `let` with its type: known later.
                        Ty::Var(_) => {
                            self.pending_collects.push((args[0].clone(), element, span));
                            true
                        }
                        inner => self.collection_of(&inner, &element),
                    }
            }
            collection => self.collection_of(collection, item),
        };
        if !fits {
            return Err(self.cannot_collect(&resolved, item, span));
        }
        self.collect_sites
            .push((site, target.clone(), item.clone()));
        Ok(())
    }

    /// Why `into` cannot be collected from `item`s: rustc's E0277 where std has no such
    /// `FromIterator` impl, else not supported by bufscope.
    fn cannot_collect(&self, into: &Ty, item: &Ty, span: Span) -> ScriptError {
        let user_type = matches!(into, Ty::Adt(name, _) if self.items.get(name).is_some());
        let unknown_json_item =
            into.is_adt("JsonValue") && matches!(self.infer.resolve(item), Ty::Var(_));
        if !never_collected_into(into, user_type)
            && (collect_method(into).is_none() || unknown_json_item)
        {
            return ScriptError::new(
                span,
                format!("`collect` into `{into}` is not supported by bufscope yet"),
            )
            .with_help(COLLECT_HELP);
        }
        ScriptError::rustc(
            "E0277",
            span,
            format!(
                "a value of type `{}` cannot be built from an iterator over elements of type `{}`",
                self.rustc_type_name(into),
                self.rustc_type_name(&self.infer.resolve(item))
            ),
        )
        .with_help(COLLECT_HELP)
    }

    /// Whether `collection` (not yet wrapped) is built from items of type `element`.
    fn collection_of(&mut self, collection: &Ty, element: &Ty) -> bool {
        match collection {
            Ty::Adt(name, args)
                if matches!(name.as_str(), "Vec" | "VecDeque" | "HashSet" | "BTreeSet") =>
            {
                self.infer.unify(&args[0], element)
            }
            // `String` from `char`s, `&char`s, `&str`s or `String`s.
            Ty::Adt(name, _) if name == "String" => match self.infer.resolve(element) {
                Ty::Char => true,
                Ty::Ref { to, .. } => matches!(*to, Ty::Str | Ty::Char),
                item => item.is_adt("String"),
            },
            Ty::Adt(name, args) if name == "HashMap" || name == "BTreeMap" => {
                let pair = Ty::Tuple(vec![args[0].clone(), args[1].clone()]);
                self.infer.unify(&pair, element)
            }
            Ty::Adt(name, args) if name == "JsonMap" => {
                let (key, value) = (
                    Ty::adt("String", Vec::new()),
                    Ty::adt("JsonValue", Vec::new()),
                );
                self.infer.unify(&args[0], &key)
                    && self.infer.unify(&args[1], &value)
                    && self.infer.unify(&Ty::Tuple(vec![key, value]), element)
            }
            // `FromIterator<T: Into<Value>>` and `FromIterator<(K: Into<String>, V: Into<Value>)>`.
            Ty::Adt(name, _) if name == "JsonValue" => match self.infer.resolve(element) {
                Ty::Tuple(pair) if pair.len() == 2 => {
                    self.infer.implements(&pair[0], "IntoString") == Implements::Yes
                        && self.infer.implements(&pair[1], "IntoJson") == Implements::Yes
                }
                item => self.infer.implements(&item, "IntoJson") == Implements::Yes,
            },
            _ => false,
        }
    }

    /// At the end of a body: each `collect` whose target was left to inference, checked once
    /// something named it (a later `collect` of the closure's results, a `let`'s type). One
    /// settles another's items (rows of rows), so this goes round until nothing changes. One
    /// still unknown is rustc's E0283: nothing asked for its type before (a method call on it
    /// is E0282 there), and its `FromIterator` bound stays ambiguous.
    pub(super) fn resolve_collect_targets(&mut self) -> Checked<()> {
        loop {
            let pending = std::mem::take(&mut self.pending_collect_targets);
            let before = pending.len();
            for (target, item, span, site) in pending {
                if matches!(self.infer.shallow(&target), Ty::Var(_)) {
                    self.pending_collect_targets
                        .push((target, item, span, site));
                } else {
                    self.collect_into(&target, &item, span, site)?;
                }
            }
            let left = self.pending_collect_targets.len();
            if left == 0 {
                return Ok(());
            }
            if left == before {
                let (_, _, span, _) = self.pending_collect_targets[0];
                return Err(unnamed_target("E0283", span));
            }
        }
    }

    /// At the end of a body, before the parses are decided: each `collect::<Result<_, _>>()`
    /// whose collection a later `let` named gives its items their type, as rustc's inference
    /// does (`let v: Vec<u32> = ….map(str::parse).collect::<Result<_, _>>()?` parses `u32`s).
    /// Those that do not fit stay for [`Checker::resolve_collects`] to refuse.
    pub(super) fn settle_named_collects(&mut self) {
        for (collection, element, span) in std::mem::take(&mut self.pending_collects) {
            let resolved = self.infer.resolve(&collection);
            if matches!(resolved, Ty::Var(_)) || !self.collection_of(&resolved, &element) {
                self.pending_collects.push((collection, element, span));
            }
        }
    }

    /// At the end of a body: tells the interpreter what each `collect` builds.
    pub(super) fn resolve_collects(&mut self) -> Checked<()> {
        for (collection, element, span) in std::mem::take(&mut self.pending_collects) {
            let resolved = self.infer.resolve(&collection);
            // Nothing named the collection. rustc's answer depends on its inference fallback
            // (E0282, or E0277 for `()` after a `?`), so bufscope only asks for the name.
            if matches!(resolved, Ty::Var(_)) {
                return Err(ScriptError::new(
                    span,
                    "`collect` into a `Result` of a collection nothing names is not supported by bufscope",
                )
                .with_help("name the collection: `.collect::<Result<Vec<_>, _>>()`"));
            }
            if !self.collection_of(&resolved, &element) {
                return Err(self.cannot_collect(&resolved, &element, span));
            }
        }
        for (site, target, item) in std::mem::take(&mut self.collect_sites) {
            let resolved = self.infer.resolve(&target);
            let Some(method) = collect_method(&resolved) else {
                continue;
            };
            // A JSON object from pairs (`Ok((k, v))` items when wrapped), else an array.
            let pair = match self.infer.resolve(&item) {
                Ty::Adt(name, args) if name == "Result" || name == "Option" => args[0].clone(),
                item => item,
            };
            let method = if method.ends_with("json)") && matches!(pair, Ty::Tuple(_)) {
                method.replace("json)", "json object)")
            } else {
                method.to_string()
            };
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::Method(method),
            });
        }
        Ok(())
    }
}

/// rustc's "type annotations needed" (`code`: E0282, or E0283 where several impls could
/// fit) for a `collect` nothing names the target of.
fn unnamed_target(code: &str, span: Span) -> ScriptError {
    ScriptError::rustc(code, span, "type annotations needed")
        .with_help("say what to build, e.g. `.collect::<Vec<_>>()` or `let v: Vec<String> = …`")
}
