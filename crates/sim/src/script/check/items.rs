//! The script's own types and impls, as the checker sees them: each struct's fields with their
//! types, and each `impl` as a row like the std table's (so the method probe, trait bounds and
//! `Copy` treat a script's types exactly as std's), derives included.

use super::super::error::ScriptError;
use super::super::ir::{Function, Program, SelfParam};
use super::super::surface::{Generic, ImplDecl, primitive, surface};
use super::super::ty::Ty;
use super::Checked;
use super::infer::{Implements, Infer};
use super::names::Imports;
use super::types::{TypeScope, written_type};
use super::user_items::{UserItems, UserType, UserVariant};

impl UserItems {
    /// Reads the program's structs and impls. Every name a field or signature uses must
    /// resolve; trait impls must be of a trait bufscope runs, with exactly its methods.
    pub fn build(program: &Program, imports: &Imports) -> Checked<UserItems> {
        serde_derives_in_scope(program, imports)?;
        let mut items = UserItems::default();
        for def in &program.types {
            if items.by_name.contains_key(&def.name) {
                return Err(ScriptError::rustc(
                    "E0428",
                    def.span,
                    format!("the name `{}` is defined multiple times", def.name),
                ));
            }
            // The checker names std's types by the table's short names: a script's type may
            // not take one of those.
            if surface().types.contains_key(&def.name) || primitive(&def.name).is_some() {
                return Err(ScriptError::new(
                    def.span,
                    format!(
                        "a struct named `{}` like a std type is not supported by bufscope",
                        def.name
                    ),
                )
                .with_help("give it another name"));
            }
            items.by_name.insert(def.name.clone(), items.types.len());
            items.types.push(UserType {
                name: def.name.clone(),
                params: Vec::new(),
                lifetimes: def
                    .generics
                    .lifetimes()
                    .map(|l| l.lifetime.ident.to_string())
                    .collect(),
                shape: def.shape,
                fields: Vec::new(),
                variants: None,
                derives: def.derives.clone(),
                derive_spans: def.derive_spans.clone(),
                span: def.span,
                serde_fields: def.fields.iter().map(|f| f.serde.clone()).collect(),
                deny_unknown_fields: def.deny_unknown_fields,
            });
        }
        items.script_trait_names(program, imports)?;
        // Every type's parameters before any field's type: a field may name another of the
        // script's generic types (`c: Counted<Vec<u8>>`), declared before or after.
        for (index, def) in program.types.iter().enumerate() {
            let scoped = Imports::in_block(&program.uses, &def.scope.uses);
            let imports = scoped.as_ref().unwrap_or(imports);
            items.types[index].params =
                super::signatures::declared_generics(&def.generics, imports, &items)?;
        }
        // Field types may name any of the script's types and traits.
        let mut fields = Vec::new();
        let mut variants = Vec::new();
        for (index, def) in program.types.iter().enumerate() {
            let scoped = Imports::in_block(&program.uses, &def.scope.uses);
            let imports = scoped.as_ref().unwrap_or(imports);
            let generics: Vec<(String, Ty)> = items.types[index]
                .params
                .iter()
                .map(|p| (p.name.clone(), Ty::Param(p.name.clone())))
                .collect();
            let scope = TypeScope {
                imports,
                generics: &generics,
                items: &items,
                owner: None,
                owner_args: &[],
            };
            let written: Vec<&syn::Type> = def
                .fields
                .iter()
                .chain(def.variants.iter().flatten().flat_map(|v| &v.fields))
                .map(|f| &f.ty)
                .collect();
            let lifetime_scope = super::lifetimes::SignatureScope {
                items: &items,
                self_lifetimes: &[],
            };
            super::lifetimes::check_struct_lifetimes(&def.generics, &written, lifetime_scope)?;
            let own = field_types(&def.fields, scope)?;
            unused_params(&def.generics, &own)?;
            fields.push(own);
            variants.push(match &def.variants {
                None => None,
                Some(list) => Some(
                    list.iter()
                        .map(|v| {
                            Ok(UserVariant {
                                name: v.name.clone(),
                                shape: v.shape,
                                fields: field_types(&v.fields, scope)?,
                            })
                        })
                        .collect::<Checked<Vec<_>>>()?,
                ),
            });
        }
        for ((user, resolved), variants) in items.types.iter_mut().zip(fields).zip(variants) {
            user.fields = resolved;
            user.variants = variants;
        }
        items.derived_impls();
        items.script_traits(program, imports)?;
        items.script_impls(program, imports)?;
        items.check_derives()?;
        for def in &program.consts {
            if items.consts.iter().any(|(name, _)| *name == def.name) {
                return Err(ScriptError::rustc(
                    "E0428",
                    def.span,
                    format!("the name `{}` is defined multiple times", def.name),
                ));
            }
            let scoped = Imports::in_block(&program.uses, &def.scope.uses);
            let scope = TypeScope {
                imports: scoped.as_ref().unwrap_or(imports),
                generics: &[],
                items: &items,
                owner: None,
                owner_args: &[],
            };
            let ty = written_type(&def.ty, scope, &mut None)?;
            items.consts.push((def.name.clone(), ty));
            if def.is_static {
                items.statics.push(def.name.clone());
            }
        }
        Ok(items)
    }

    /// A row per derived trait, once the fields allow it (rustc checks derives the same way:
    /// every field must implement the trait).
    fn derived_impls(&mut self) {
        for user in &self.types {
            for derived in &user.derives {
                // A derive on a generic struct bounds each parameter by the trait, beside the
                // struct's own bounds (`impl<T: Debug> Debug for S<T>`).
                let generics = user
                    .params
                    .iter()
                    .map(|p| Generic {
                        name: p.name.clone(),
                        bounds: p.bounds.iter().cloned().chain([derived.clone()]).collect(),
                    })
                    .collect();
                self.impls.push(ImplDecl {
                    generics,
                    self_ty: user.generic_self(),
                    trait_name: Some(derived.clone()),
                    methods: Vec::new(),
                });
            }
        }
    }

    /// Each derive's needs, once the script's own impls are rows too: every field implements
    /// the trait (a hand-written `impl Debug` for a field's type counts, as for rustc), and
    /// the traits a derive builds on are derived or implemented.
    fn check_derives(&self) -> Checked<()> {
        let mut infer = Infer::default();
        infer.user = std::rc::Rc::new(self.snapshot());
        for user in &self.types {
            for derived in &user.derives {
                let needed = derived.as_str();
                // The traits a derive builds on must be derived (or implemented) as well:
                // `Eq` and `PartialOrd` on `PartialEq`, `Ord` on `PartialOrd` and `Eq`.
                let supertraits: &[&str] = match derived.as_str() {
                    "Eq" | "PartialOrd" => &["PartialEq"],
                    "Ord" => &["PartialOrd", "Eq"],
                    _ => &[],
                };
                for &supertrait in supertraits {
                    let self_ty = Ty::adt(&user.name, Vec::new());
                    // A generic struct's rows hold for some arguments only: its derives say.
                    let has = if user.params.is_empty() {
                        infer.implements(&self_ty, supertrait) == Implements::Yes
                    } else {
                        user.derives.iter().any(|d| d == supertrait)
                    };
                    if !has {
                        let message = if supertrait == "Eq" {
                            format!("the trait bound `{}: Eq` is not satisfied", user.name)
                        } else {
                            format!("can't compare `{0}` with `{0}`", user.name)
                        };
                        return Err(ScriptError::rustc("E0277", user.span, message).with_help(
                            format!("`{derived}` needs `{supertrait}`: add it to the `#[derive(…)]` of `{}`", user.name),
                        ));
                    }
                }
                if derived == "Copy" && !user.derives.iter().any(|d| d == "Clone") {
                    return Err(ScriptError::rustc(
                        "E0277",
                        user.span,
                        format!("the trait bound `{}: Clone` is not satisfied", user.name),
                    )
                    .with_help("`Copy` needs `Clone`: derive both, `#[derive(Clone, Copy)]`"));
                }
                for (_, ty) in &user.all_fields() {
                    // The derived comparison compares the fields by the run's values; a
                    // field's hand-written comparison would not run.
                    let comparing = matches!(needed, "PartialEq" | "PartialOrd" | "Ord");
                    if let Some(own) = self.hand_written_in(ty, needed).filter(|_| comparing) {
                        return Err(ScriptError::new(
                            user.span,
                            format!("`#[derive({derived})]` over a field of type `{ty}`, whose `{needed}` is hand-written, is not supported by bufscope yet"),
                        )
                        .with_help(format!("implement `{needed}` for `{}` by hand too, comparing `{own}` with its operators", user.name)));
                    }
                }
                for (field, ty) in &user.all_fields() {
                    // A field of a parameter's type meets the derive's own bound on it.
                    if !user.params.is_empty() && ty.contains(&|t| matches!(t, Ty::Param(_))) {
                        continue;
                    }
                    if derived == "Copy" {
                        if !infer.is_copy(ty) {
                            return Err(ScriptError::rustc(
                                "E0204",
                                user.span,
                                "the trait `Copy` cannot be implemented for this type",
                            )
                            .with_help(format!("the field `{field}` has type `{ty}`, which does not implement `Copy`")));
                        }
                        continue;
                    }
                    if infer.implements(ty, needed) == Implements::No {
                        // The comparison traits: std has them on more of its types than the
                        // table says (`PathBuf: Ord`). Only a float or a script's type lacking
                        // the derive is surely without them; `Eq` is otherwise taken on the
                        // `PartialEq` the table has, anything else is not supported.
                        let comparing = matches!(needed, "Eq" | "PartialOrd" | "Ord" | "Hash");
                        if comparing && !surely_lacks(&mut infer, ty, needed, &self.types) {
                            if needed == "Eq"
                                && infer.implements(ty, "PartialEq") == Implements::Yes
                            {
                                continue;
                            }
                            return Err(ScriptError::new(
                                user.span,
                                format!(
                                    "`#[derive({derived})]` over a field of type `{ty}` is not supported by bufscope yet"
                                ),
                            ));
                        }
                        if let Some(refusal) =
                            super::serde_sites::serde_not_supported(ty, needed, user.span)
                        {
                            return Err(refusal);
                        }
                        return Err(ScriptError::rustc(
                            "E0277",
                            user.span,
                            match needed {
                                "Debug" => format!("`{ty}` doesn't implement `Debug`"),
                                _ => format!("the trait bound `{ty}: {needed}` is not satisfied"),
                            },
                        )
                        .with_help(format!(
                            "the field `{field}` of `{}` must implement `{needed}` for `#[derive({derived})]`",
                            user.name
                        )));
                    }
                }
            }
        }
        Ok(())
    }
}

/// Whether `ty` surely lacks one of the comparison traits (`trait_name`): it is or holds a
/// float (no `Eq`, `Ord` or `Hash`) or a script's type that does not derive it. Elsewhere a `No`
/// may only be a row std has and the table lacks.
fn surely_lacks(infer: &mut Infer, ty: &Ty, trait_name: &str, types: &[UserType]) -> bool {
    match ty {
        Ty::Float(_) | Ty::FloatVar(_) => trait_name != "PartialOrd",
        Ty::Adt(name, args) => match types.iter().find(|t| t.name == *name) {
            Some(_) => infer.implements(ty, trait_name) == Implements::No,
            None => args
                .iter()
                .any(|arg| surely_lacks(infer, arg, trait_name, types)),
        },
        Ty::Ref { to, .. } | Ty::Slice(to) | Ty::Array(to, _) => {
            surely_lacks(infer, to, trait_name, types)
        }
        Ty::Tuple(items) => items
            .iter()
            .any(|item| surely_lacks(infer, item, trait_name, types)),
        _ => false,
    }
}

/// rustc's E0392: a struct's type parameter that no field's type names.
fn unused_params(generics: &syn::Generics, fields: &[(String, Ty)]) -> Checked<()> {
    for param in generics.type_params() {
        let name = param.ident.to_string();
        if !fields.iter().any(|(_, ty)| ty.mentions_param(&name)) {
            return Err(ScriptError::rustc(
                "E0392",
                super::super::source::span_of(&param.ident),
                format!("type parameter `{name}` is never used"),
            )
            .with_help(format!(
                "remove `{name}`, refer to it in a field, or use a marker such as `PhantomData`"
            )));
        }
    }
    Ok(())
}

/// The types of a struct's or a variant's fields.
fn field_types(
    fields: &[super::super::ir::FieldDef],
    scope: TypeScope<'_>,
) -> Checked<Vec<(String, Ty)>> {
    let mut resolved = Vec::new();
    for field in fields {
        resolved.push((
            field.name.clone(),
            written_type(&field.ty, scope, &mut None)?,
        ));
    }
    Ok(resolved)
}

/// The type `self` has in a method of an impl for a type with the arguments `own_args`.
pub fn self_type(function: &Function, items: &UserItems, own_args: Vec<Ty>) -> Option<Ty> {
    let (owner, impl_index) = function.owner.as_ref()?;
    // A trait's provided method: `Self` is the trait's `dyn` (see `types::path_type`).
    let own = if *impl_index == crate::script::lower::traits::TRAIT_OWNER {
        Ty::Dyn(items.dyn_name(owner))
    } else {
        Ty::adt(owner, own_args)
    };
    Some(match function.self_param? {
        SelfParam::Value { .. } => own,
        SelfParam::Ref => Ty::reference(false, own),
        SelfParam::RefMut => Ty::reference(true, own),
    })
}

/// A constant's value is made of literals, operators, other constants, tuples and arrays
/// (what bufscope evaluates at each use, as rustc inlines a `const`).
pub fn require_const_expr(expr: &super::super::ir::Expr) -> Checked<()> {
    use super::super::ir::ExprKind as E;
    let all = |items: &[super::super::ir::Expr]| items.iter().try_for_each(require_const_expr);
    match &expr.kind {
        E::Lit(_) | E::Var(_) | E::Path(_) => Ok(()),
        E::Unary(_, inner) | E::Cast(inner, _) | E::Ref { expr: inner, .. } => {
            require_const_expr(inner)
        }
        E::Binary(_, a, b, _) | E::ArrayRepeat(a, b) => {
            require_const_expr(a)?;
            require_const_expr(b)
        }
        E::Tuple(items) | E::ArrayList(items) => all(items),
        _ => Err(ScriptError::new(
            expr.span,
            "this constant's value is not supported by bufscope",
        )
        .with_help("constants made of literals, operators, other constants, tuples and arrays")),
    }
}

/// `#[derive(Serialize)]` finds serde's macro only where a `use` brings it (`use
/// serde::Serialize;`, which imports the trait and the macro); rustc resolves macros before
/// anything else is checked, so this comes first.
fn serde_derives_in_scope(program: &Program, imports: &Imports) -> Checked<()> {
    for def in &program.types {
        let scoped = Imports::in_block(&program.uses, &def.scope.uses);
        let imports = scoped.as_ref().unwrap_or(imports);
        for (name, span) in &def.bare_serde_derives {
            let full = imports.full_path(std::slice::from_ref(name));
            if full.as_deref() != Some(format!("serde::{name}").as_str()) {
                return Err(ScriptError::new(
                    *span,
                    format!("cannot find derive macro `{name}` in this scope"),
                )
                .with_help(format!(
                    "import it: `use serde::{name};` (the trait and its derive macro)"
                )));
            }
        }
    }
    Ok(())
}
