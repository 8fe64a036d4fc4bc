//! The script's own structs in expressions: literals, unit and tuple struct constructors,
//! associated functions (`P::new`, `Self::new`), and method calls that reach the script's
//! impls (the interpreter is told which function, and how the receiver is passed).

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, Shape};
use super::super::surface::{Generic, Receiver};
use super::super::ty::Ty;
use super::methods::{Adjust, Pick};
use super::rewrites::{Pass, Rewrite, Site};
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// The name of a unit struct used as a value (`let m = Marker;`), unless a local shadows it.
    pub(super) fn unit_struct(&mut self, name: &str, site: usize) -> Option<Ty> {
        if self.lookup(name).is_some() {
            return None;
        }
        let ty = self.items.type_index(name)?;
        if self.items.types[ty].shape != Shape::Unit {
            return None;
        }
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Construct {
                ty,
                variant: None,
                fields: Vec::new(),
            },
        });
        Some(Ty::adt(name, Vec::new()))
    }

    /// A use of the script's `const`/`static` (a local of the same name shadows it).
    pub(super) fn constant_use(&mut self, name: &str, site: usize) -> Option<Ty> {
        if self.lookup(name).is_some() {
            return None;
        }
        let index = self.items.consts.iter().position(|(n, _)| n == name)?;
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Const(index),
        });
        Some(self.items.consts[index].1.clone())
    }

    /// `Shape::Circle` / `Self::Circle`: the enum and the variant a path names.
    pub(super) fn script_variant(&self, path: &[String]) -> Option<(usize, usize)> {
        let [type_path @ .., variant] = path else {
            return None;
        };
        let ty = self.script_type(type_path)?;
        let (index, _) = self.items.types[ty].variant(variant)?;
        Some((ty, index))
    }

    /// The variant of the script's enum a bare name stands for through a `use`
    /// (`Cons` after `use crate::List::{Cons, Nil};`, `Red` after `use Color::*;`), as the
    /// path `Enum::Variant`; `None` for any other path.
    pub(super) fn imported_variant(&self, path: &[String]) -> Option<Vec<String>> {
        let [name] = path else {
            return None;
        };
        self.imports
            .script_paths(name)
            .into_iter()
            .find(|candidate| candidate.len() == 2 && self.script_variant(candidate).is_some())
    }

    /// Whether `path` names a unit variant of the script's enum (`Color::Red`).
    pub(super) fn is_unit_variant(&self, path: &[String]) -> bool {
        self.script_variant(path).is_some_and(|(ty, index)| {
            self.items.types[ty]
                .variants
                .as_ref()
                .is_some_and(|variants| variants[index].shape == Shape::Unit)
        })
    }

    /// A unit variant used as a value (`Color::Red`).
    pub(super) fn unit_variant(
        &mut self,
        path: &str,
        span: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        let segments: Vec<String> = path.split("::").map(str::to_string).collect();
        let Some((ty, index)) = self.script_variant(&segments) else {
            return Ok(None);
        };
        let user = &self.items.types[ty];
        let variant = &user.variants.as_ref().expect("an enum")[index];
        if variant.shape != Shape::Unit {
            return Err(ScriptError::new(
                span,
                format!(
                    "the variant `{path}` used as a function value is not supported by bufscope"
                ),
            )
            .with_help("build it in place: `Variant(…)` or `Variant { … }`"));
        }
        let name = user.name.clone();
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Construct {
                ty,
                variant: Some(index),
                fields: Vec::new(),
            },
        });
        Ok(Some(Ty::adt(&name, Vec::new())))
    }

    /// The script's type a path names (`P`, or `Self` in an impl).
    pub(super) fn script_type(&self, path: &[String]) -> Option<usize> {
        match path {
            [name] if name == "Self" => self.items.type_index(self.owner.as_deref()?),
            [name] => self.items.type_index(name),
            _ => None,
        }
    }

    /// What a path with named fields (a literal's or a pattern's) names: a struct of the
    /// script, or a variant of its enum — the type, the variant, the declared fields; E0422
    /// for anything else.
    pub(super) fn fields_of_path(&self, path: &[String], span: Span) -> Checked<NamedFields> {
        let imported = self.imported_variant(path);
        let path = imported.as_deref().unwrap_or(path);
        if let Some((ty, index)) = self.script_variant(path) {
            let variant = &self.items.types[ty].variants.as_ref().expect("an enum")[index];
            return Ok(NamedFields {
                ty,
                variant: Some(index),
                declared: variant.fields.clone(),
            });
        }
        match self.script_type(path) {
            Some(ty) if self.items.types[ty].variants.is_none() => Ok(NamedFields {
                ty,
                variant: None,
                declared: self.items.types[ty].fields.clone(),
            }),
            _ => Err(ScriptError::rustc(
                "E0422",
                span,
                format!(
                    "cannot find struct, variant or union type `{}` in this scope",
                    path.join("::")
                ),
            )),
        }
    }

    /// `P { x: 1, y }`: every field once, each of its type; with `..base`, the fields not
    /// written come from `base` (see [`Checker::struct_base`]).
    pub(super) fn struct_literal(
        &mut self,
        path: &[String],
        fields: &[(String, Expr)],
        base: Option<&Expr>,
        span: Span,
        site: usize,
    ) -> Checked<Ty> {
        let NamedFields {
            ty: ty_index,
            variant,
            declared,
        } = self.fields_of_path(path, span)?;
        let type_name = self.items.types[ty_index].name.clone();
        let (params, bindings) = self.fresh_type_args(ty_index);
        let shown = path.join("::");
        let mut positions = Vec::new();
        // What the bounds check below looks at: only a struct with bounded parameters has any.
        let bounded = params.iter().any(|p| !p.bounds.is_empty());
        let mut held = (Vec::new(), Vec::new());
        for (name, value) in fields {
            let Some(position) = declared.iter().position(|(field, _)| field == name) else {
                return Err(ScriptError::rustc(
                    if variant.is_some() { "E0559" } else { "E0560" },
                    value.span,
                    if variant.is_some() {
                        format!("variant `{shown}` has no field named `{name}`")
                    } else {
                        format!("struct `{shown}` has no field named `{name}`")
                    },
                ));
            };
            if positions.contains(&position) {
                return Err(ScriptError::rustc(
                    "E0062",
                    value.span,
                    format!("field `{name}` specified more than once"),
                ));
            }
            positions.push(position);
            let field_ty = declared[position].1.substitute(&bindings);
            self.argument(value, &field_ty)?;
            if bounded {
                held.0.push(declared[position].1.clone());
                held.1.push(value.clone());
            }
        }
        // rustc checks the struct's bounds of what its parameters became, at the field that
        // alone holds one (`S { w: 5 }` of `struct S<W: Write>`).
        self.bounds(&params, &bindings, (&held.0, &held.1), span)?;
        let missing = missing_fields(&declared, &positions);
        if let Some(base) = base {
            self.struct_base(base, &type_name, variant.is_some(), &declared, &positions)?;
        } else if !missing.is_empty() {
            return Err(ScriptError::rustc(
                "E0063",
                span,
                format!(
                    "missing field{} {} in initializer of `{}`",
                    if missing.len() == 1 { "" } else { "s" },
                    missing.join(", "),
                    shown
                ),
            ));
        }
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Construct {
                ty: ty_index,
                variant,
                fields: positions,
            },
        });
        Ok(Ty::adt(
            &type_name,
            bindings.into_iter().map(|(_, ty)| ty).collect(),
        ))
    }

    /// A fresh inference variable for each type parameter of the script's type `ty_index`:
    /// its parameters and what each is bound to.
    fn fresh_type_args(&mut self, ty_index: usize) -> (Vec<Generic>, Vec<(String, Ty)>) {
        let params = self.items.types[ty_index].params.clone();
        let bindings = params
            .iter()
            .map(|p| (p.name.clone(), self.infer.fresh()))
            .collect();
        (params, bindings)
    }

    /// A call that reaches the script's own items: a tuple struct's constructor (`Meters(5)`)
    /// or an associated function (`P::new(…)`, `Self::new(…)`, `P::bump(&mut p)`).
    pub(super) fn script_call(
        &mut self,
        written: &[String],
        args: &[Expr],
        span: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        if let [name] = written
            && self.lookup(name).is_none()
            && let Some(ty_index) = self.script_type(written)
        {
            let user = self.items.types[ty_index].clone();
            if user.shape != Shape::Tuple || user.variants.is_some() {
                return Err(ScriptError::rustc(
                    "E0423",
                    span,
                    format!("expected function, found struct `{name}`"),
                ));
            }
            let (params, bindings) = self.fresh_type_args(ty_index);
            let fields: Vec<(String, Ty)> = user
                .fields
                .iter()
                .map(|(name, ty)| (name.clone(), ty.substitute(&bindings)))
                .collect();
            self.tuple_arguments("struct", &fields, args, span)?;
            let declared: Vec<Ty> = user.fields.iter().map(|(_, ty)| ty.clone()).collect();
            self.bounds(&params, &bindings, (&declared, args), span)?;
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::Construct {
                    ty: ty_index,
                    variant: None,
                    fields: (0..args.len()).collect(),
                },
            });
            let args = bindings.into_iter().map(|(_, ty)| ty).collect();
            return Ok(Some(Ty::adt(&user.name, args)));
        }
        if let Some((ty, index)) = self.script_variant(written) {
            let user = self.items.types[ty].clone();
            let variant = &user.variants.as_ref().expect("an enum")[index];
            if variant.shape != Shape::Tuple {
                return Err(ScriptError::rustc(
                    "E0618",
                    span,
                    format!("expected function, found `{}`", written.join("::")),
                ));
            }
            self.tuple_arguments("enum variant", &variant.fields, args, span)?;
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::Construct {
                    ty,
                    variant: Some(index),
                    fields: (0..args.len()).collect(),
                },
            });
            return Ok(Some(Ty::adt(&user.name, Vec::new())));
        }
        let [type_path @ .., function_name] = written else {
            return Ok(None);
        };
        let Some(ty_index) = self.script_type(type_path) else {
            return Ok(None);
        };
        let type_name = self.items.types[ty_index].name.clone();
        let inherent_from = || {
            self.items.impls.iter().any(|imp| {
                imp.trait_name.is_none()
                    && imp.self_ty.is_adt(&type_name)
                    && imp.methods.iter().any(|m| m.name == "from")
            })
        };
        if function_name == "from"
            && !inherent_from()
            && let Some(ty) =
                self.script_from_call(&Ty::adt(&type_name, Vec::new()), args, span, site)?
        {
            return Ok(Some(ty));
        }
        // Inherent functions first, as rustc looks them up.
        let found = self
            .items
            .impls
            .iter()
            .filter(|imp| matches!(&imp.self_ty, Ty::Adt(name, _) if *name == type_name))
            .flat_map(|imp| {
                imp.methods
                    .iter()
                    .map(move |m| (imp.trait_name.is_none(), m, imp))
            })
            .filter(|(_, m, _)| m.name == *function_name && m.script_fn.is_some())
            // A trait's function by the type's path needs the trait in scope, as a method
            // does (`P::from_str` after `impl std::str::FromStr for P` alone is E0599).
            .filter(|(_, _, imp)| {
                imp.trait_name
                    .as_deref()
                    .is_none_or(|name| self.trait_usable(name))
            })
            .max_by_key(|(inherent, ..)| *inherent)
            .map(|(_, m, imp)| (m.clone(), imp.generics.clone(), imp.self_ty.clone()));
        let Some((sig, impl_generics, row_self)) = found else {
            let (item, kind) = if self.items.types[ty_index].variants.is_some() {
                ("variant or associated item", "enum")
            } else {
                ("function or associated item", "struct")
            };
            return Err(ScriptError::rustc(
                "E0599",
                span,
                format!(
                    "no {item} named `{function_name}` found for {kind} `{type_name}` in the current scope"
                ),
            ));
        };
        // A generic impl's function: its parameters bound afresh at each call (`S::new(x)`).
        let bindings = self.instantiate(&impl_generics, &[], Vec::new());
        let mut params = Vec::new();
        match sig.receiver {
            Receiver::None => {}
            Receiver::Value => params.push(row_self.clone()),
            Receiver::Ref => params.push(Ty::reference(false, row_self.clone())),
            Receiver::RefMut => params.push(Ty::reference(true, row_self.clone())),
        }
        params.extend(sig.params.iter().cloned());
        let mut as_function = sig.clone();
        as_function.receiver = Receiver::None;
        as_function.params = params;
        self.arguments(&as_function, &bindings, args, span)?;
        self.bounds(&impl_generics, &bindings, (&as_function.params, args), span)?;
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Script {
                function: sig.script_fn.unwrap_or_default(),
                receiver: None,
            },
        });
        Ok(Some(sig.ret.substitute(&bindings)))
    }

    /// `Shape::area(&s)`: a method of the script's trait called by the trait's path, its
    /// receiver the first argument, which must be of a type that implements the trait (or of
    /// its `dyn`); run as a call through the `dyn`.
    pub(super) fn script_trait_call(
        &mut self,
        trait_name: &str,
        method: &str,
        args: &[Expr],
        span: Span,
        site: usize,
    ) -> Checked<Ty> {
        let sig = self
            .items
            .script_trait(trait_name)
            .and_then(|t| t.methods.iter().find(|m| m.name == method))
            .cloned();
        let Some(sig) = sig else {
            // rustc then reads the trait as a type.
            return Err(ScriptError::rustc(
                "E0782",
                span,
                "expected a type, found a trait",
            ));
        };
        let self_ty = self.infer.fresh();
        let mut as_function = sig.clone();
        as_function.receiver = Receiver::None;
        as_function.params = std::iter::once(super::methods::receiver_form(sig.receiver, &self_ty))
            .chain(sig.params.iter().cloned())
            .collect();
        self.arguments(&as_function, &[], args, span)?;
        let receiver_span = args.first().map_or(span, |arg| arg.span);
        self.require(&self_ty, trait_name, receiver_span, true)?;
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::ScriptDyn {
                dispatch: self.items.dispatch(trait_name, method).into(),
                receiver: Pass::AsIs,
            },
        });
        Ok(sig.ret)
    }

    /// The arguments of a tuple struct's or a tuple variant's constructor.
    fn tuple_arguments(
        &mut self,
        what: &str,
        fields: &[(String, Ty)],
        args: &[Expr],
        span: Span,
    ) -> Checked<()> {
        if args.len() != fields.len() {
            return Err(ScriptError::rustc(
                "E0061",
                span,
                format!(
                    "this {what} takes {} argument{} but {} argument{} supplied",
                    fields.len(),
                    if fields.len() == 1 { "" } else { "s" },
                    args.len(),
                    if args.len() == 1 { " was" } else { "s were" }
                ),
            ));
        }
        for (arg, (_, field_ty)) in args.iter().zip(fields) {
            self.argument(arg, field_ty)?;
        }
        Ok(())
    }

    /// A method call that picked one of the script's methods: tells the interpreter which.
    pub(super) fn script_method(&mut self, pick: &Pick, site: usize, recv_ty: &Ty) {
        // A `Box` is its value at run time: `&**b` of a `Box<S>` receiver is a reference to
        // the box, where a reference's target is already the reference.
        let owned = !matches!(self.infer.shallow(recv_ty), Ty::Ref { .. });
        let pass = match (pick.step, pick.adjust) {
            (0, Adjust::ByValue) => Pass::AsIs,
            (0, Adjust::AutoRef) => Pass::Ref,
            (0, Adjust::AutoRefMut) => Pass::RefMut,
            (_, Adjust::ByValue) => Pass::Deref,
            (_, Adjust::AutoRef) if owned => Pass::Ref,
            (_, Adjust::AutoRefMut) if owned => Pass::RefMut,
            (_, _) => Pass::AsIs,
        };
        let Some(function) = pick.sig.script_fn else {
            // A method of the script's trait on its `dyn`: the run says whose.
            if let Some(trait_name) = self.script_trait_of(pick) {
                let dispatch = self.items.dispatch(&trait_name, &pick.sig.name);
                self.rewrites.push(Rewrite {
                    expr: site,
                    site: Site::ScriptDyn {
                        dispatch: dispatch.into(),
                        receiver: pass,
                    },
                });
            }
            return;
        };
        self.rewrites.push(Rewrite {
            expr: site,
            site: Site::Script {
                function,
                receiver: Some(pass),
            },
        });
    }
}

impl Checker<'_> {
    /// The script's trait whose method `pick` is, when it was picked on that trait's `dyn`
    /// (`Self` of a `T: Shape + Debug` is `dyn Shape + Debug`: the trait that has it).
    fn script_trait_of(&self, pick: &Pick) -> Option<String> {
        let (_, self_ty) = pick.bindings.iter().find(|(name, _)| name == "Self")?;
        let Ty::Dyn(names) = self_ty else {
            return None;
        };
        super::infer::dyn_traits(names)
            .filter_map(|name| self.items.script_trait(name))
            .find(|t| t.methods.iter().any(|m| m.name == pick.sig.name))
            .map(|t| t.name.clone())
    }
}

/// What a path with named fields names (see [`Checker::fields_of_path`]).
pub(super) struct NamedFields {
    pub(super) ty: usize,
    /// For an enum's variant: its index.
    pub(super) variant: Option<usize>,
    pub(super) declared: Vec<(String, Ty)>,
}

/// The declared fields (as `` `name` ``) not at one of `positions`.
pub(super) fn missing_fields(declared: &[(String, Ty)], positions: &[usize]) -> Vec<String> {
    declared
        .iter()
        .enumerate()
        .filter(|(i, _)| !positions.contains(i))
        .map(|(_, (name, _))| format!("`{name}`"))
        .collect()
}

impl Checker<'_> {
    /// `..base` of a struct literal: a value of the same struct (E0308 otherwise; E0436 on
    /// an enum's variant). A variable as the base would lose only the fields it gives, which
    /// the move tracking does not follow: there every field it gives must be `Copy`.
    pub(super) fn struct_base(
        &mut self,
        base: &Expr,
        type_name: &str,
        is_variant: bool,
        declared: &[(String, Ty)],
        written: &[usize],
    ) -> Checked<()> {
        if is_variant {
            return Err(ScriptError::rustc(
                "E0436",
                base.span,
                "functional record update syntax requires a struct",
            ));
        }
        let ty = Ty::adt(type_name, Vec::new());
        let is_place = matches!(
            base.kind,
            ExprKind::Var(_) | ExprKind::Field(..) | ExprKind::Index(..) | ExprKind::Unary(..)
        );
        if !is_place {
            return self.argument(base, &ty);
        }
        let moves_some = declared
            .iter()
            .enumerate()
            .any(|(i, (_, field))| !written.contains(&i) && !self.infer.is_copy(field));
        if moves_some {
            return Err(ScriptError::new(
                base.span,
                "`..base` that moves fields out of a variable is not supported by bufscope yet",
            )
            .with_help("`..Default::default()`, `..Point::new()` or a base whose remaining fields are `Copy`"));
        }
        let found = self.expr(base, Some(&ty))?;
        if self.infer.coerce(&found, &ty) {
            Ok(())
        } else {
            Err(self.mismatch(base.span, &ty, &found))
        }
    }
}
