//! What `collect` (and `sum`) build: the target from the turbofish or the expected type,
//! checked against std's `FromIterator` impls that bufscope builds, and written into the tree
//! for the interpreter (`collect (list)`, `collect (result hash map)`…).

use super::super::error::ScriptError;
use super::super::ir::IntTy;
use super::super::ty::Ty;
use super::rewrites::{Rewrite, Site};
use super::types::{TypeScope, written_type};
use super::{Checked, Checker};
use crate::trace::Span;

/// What `collect` builds, as the interpreter needs to know it: `collect (list)`, or a
/// wrapper's words before the collection's (`collect (option result hash map)` is never made,
/// but `collect (result hash map)` is).
pub fn collect_method(target: &Ty) -> Option<&'static str> {
    match target {
        Ty::Adt(name, args) if name == "Vec" => Some(match args.first() {
            Some(Ty::Int(IntTy::U8)) => "collect (bytes)",
            _ => "collect (list)",
        }),
        Ty::Adt(name, _) if name == "String" => Some("collect (string)"),
        Ty::Adt(name, _) if name == "HashMap" => Some("collect (hash map)"),
        Ty::Adt(name, _) if name == "BTreeMap" => Some("collect (btree map)"),
        Ty::Adt(name, args) if name == "Result" || name == "Option" => {
            let inner = collect_method(args.first()?)?;
            let wrapped = match (name.as_str(), inner) {
                ("Result", "collect (bytes)") => "collect (result bytes)",
                ("Result", "collect (string)") => "collect (result string)",
                ("Result", "collect (hash map)") => "collect (result hash map)",
                ("Result", "collect (btree map)") => "collect (result btree map)",
                ("Result", "collect (list)") => "collect (result list)",
                ("Option", "collect (bytes)") => "collect (option bytes)",
                ("Option", "collect (string)") => "collect (option string)",
                ("Option", "collect (hash map)") => "collect (option hash map)",
                ("Option", "collect (btree map)") => "collect (option btree map)",
                ("Option", "collect (list)") => "collect (option list)",
                // `Result<Option<…>>` and the like: the checker refuses them before this.
                _ => return None,
            };
            Some(wrapped)
        }
        _ => None,
    }
}

const COLLECT_HELP: &str = "bufscope collects into `Vec<T>`, `String`, `HashMap<K, V>` and `BTreeMap<K, V>`, and `Result` or `Option` of one of them";

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
            let scope = TypeScope {
                imports: self.imports,
                generics: &self.generics,
                items: self.items,
                owner: self.owner.as_deref(),
            };
            let target = written_type(written, scope, &mut Some(&mut self.infer))?;
            if let Some(expected) = expected {
                self.infer.unify(&target, expected);
            }
            return Ok(target);
        }
        match expected {
            Some(expected) if !matches!(self.infer.shallow(expected), Ty::Var(_)) => {
                Ok(expected.clone())
            }
            _ => Err(
                ScriptError::rustc(code, span, "type annotations needed").with_help(
                    "say what to build, e.g. `.collect::<Vec<_>>()` or `let v: Vec<String> = …`",
                ),
            ),
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
            Ty::Adt(name, args) if name == "Vec" => self.infer.unify(&args[0], item),
            Ty::Adt(name, _) if name == "String" => {
                matches!(
                    self.infer.resolve(item),
                    Ty::Char | Ty::Ref { .. } | Ty::Adt(..)
                ) && {
                    let item = self.infer.resolve(item);
                    matches!(item, Ty::Char)
                        || item.is_adt("String")
                        || matches!(&item, Ty::Ref { to, .. } if **to == Ty::Str || **to == Ty::Char)
                }
            }
            Ty::Adt(name, args) if name == "HashMap" || name == "BTreeMap" => {
                let pair = Ty::Tuple(vec![args[0].clone(), args[1].clone()]);
                self.infer.unify(&pair, item)
            }
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
            _ => false,
        };
        if !fits {
            return Err(self.cannot_collect(&resolved, item, span));
        }
        self.collect_sites.push((site, target.clone()));
        Ok(())
    }

    /// Why `into` cannot be collected from `item`s: rustc's E0277 where std has no such
    /// `FromIterator` impl, else not supported by bufscope.
    fn cannot_collect(&self, into: &Ty, item: &Ty, span: Span) -> ScriptError {
        let user_type = matches!(into, Ty::Adt(name, _) if self.items.get(name).is_some());
        if !never_collected_into(into, user_type) && collect_method(into).is_none() {
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
                "a value of type `{into}` cannot be built from an iterator over elements of type `{}`",
                self.infer.resolve(item)
            ),
        )
        .with_help(COLLECT_HELP)
    }

    /// Whether `collection` (not yet wrapped) is built from items of type `element`.
    fn collection_of(&mut self, collection: &Ty, element: &Ty) -> bool {
        match collection {
            Ty::Adt(name, args) if name == "Vec" => self.infer.unify(&args[0], element),
            Ty::Adt(name, _) if name == "String" => self.infer.resolve(element).is_adt("String"),
            Ty::Adt(name, args) if name == "HashMap" || name == "BTreeMap" => {
                let pair = Ty::Tuple(vec![args[0].clone(), args[1].clone()]);
                self.infer.unify(&pair, element)
            }
            _ => false,
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
        for (site, target) in std::mem::take(&mut self.collect_sites) {
            let resolved = self.infer.resolve(&target);
            let Some(method) = collect_method(&resolved) else {
                continue;
            };
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::Method(method.to_string()),
            });
        }
        Ok(())
    }
}
