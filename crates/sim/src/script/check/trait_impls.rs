//! A script's own `impl` blocks: which traits it may implement by hand, that each impl is for
//! the script's own type, and that it has the methods the trait requires with their signatures.

use super::super::error::ScriptError;
use super::super::ir::Program;
use super::super::surface::{FnSig, Generic, ImplDecl, Receiver, primitive, surface};
use super::super::ty::Ty;
use super::Checked;
use super::names::Imports;
use super::types::trait_named;
use super::user_items::UserItems;
use crate::trace::Span;

/// Traits a script may implement by hand, and the one method each requires.
const IMPLEMENTABLE: &[&str] = &[
    "Display",
    "Debug",
    "Drop",
    "Write",
    "Error",
    "Iterator",
    "From",
    "FromStr",
    "Default",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
    "Add",
    "Sub",
    "Mul",
    "Div",
    "Rem",
    "Neg",
    "AddAssign",
    "SubAssign",
    "MulAssign",
    "DivAssign",
    "RemAssign",
];

/// What a refused impl of a std trait is told: the traits of [`IMPLEMENTABLE`].
const IMPLEMENTABLE_HELP: &str = "bufscope runs the script's impls of `Display`, `Debug`, `Default`, `Drop`, `Error`, `From`, `FromStr`, `Iterator`, `io::Write`, the comparisons (`PartialEq`, `Eq`, `PartialOrd`, `Ord`) and the arithmetic operators (`Add`, `Sub`, `Mul`, `Div`, `Rem`, `Neg` and the `…Assign` ones)";

/// The arithmetic operator traits a script may implement, each with its method: `a + b` of the
/// script's type runs its `add`.
pub(super) const OPERATOR_TRAITS: [(&str, &str); 5] = [
    ("Add", "add"),
    ("Sub", "sub"),
    ("Mul", "mul"),
    ("Div", "div"),
    ("Rem", "rem"),
];

/// The compound assignment traits, each with its method: `a += b` runs `add_assign(&mut a, b)`.
pub(super) const ASSIGN_TRAITS: [(&str, &str); 5] = [
    ("AddAssign", "add_assign"),
    ("SubAssign", "sub_assign"),
    ("MulAssign", "mul_assign"),
    ("DivAssign", "div_assign"),
    ("RemAssign", "rem_assign"),
];

/// Whether `trait_name` is an operator trait with a right operand (`Rhs`).
fn takes_rhs(trait_name: &str) -> bool {
    OPERATOR_TRAITS
        .iter()
        .chain(&ASSIGN_TRAITS)
        .any(|(t, _)| *t == trait_name)
}

/// Whether `trait_name` is an operator trait whose impl names its `Output`.
fn has_output(trait_name: &str) -> bool {
    trait_name == "Neg" || OPERATOR_TRAITS.iter().any(|(t, _)| *t == trait_name)
}

/// The methods a script's impl of `trait_name` for `self_ty` must write (bufscope runs std's
/// provided methods, `write_all` and `write_fmt` of `Write`, over them), each with its
/// signature as the checker sees it and as rustc's help writes it. `item` is what `Iterator`
/// yields, the type `From` converts from, `FromStr`'s `Err` or an operator's `Output`; `rhs`
/// an operator's right operand.
fn required_methods(
    trait_name: &str,
    (item, rhs): (&Ty, &Ty),
    self_ty: &Ty,
) -> Vec<(&'static str, Receiver, Vec<Ty>, Ty, &'static str)> {
    let io_result = |ok: Ty| Ty::result(ok, Ty::io_error());
    if let Some((_, method)) = ASSIGN_TRAITS.iter().find(|(t, _)| *t == trait_name) {
        return vec![(
            method,
            Receiver::RefMut,
            vec![rhs.clone()],
            Ty::Unit,
            "fn op_assign(&mut self, rhs: Rhs)",
        )];
    }
    if trait_name == "Neg" {
        return vec![(
            "neg",
            Receiver::Value,
            Vec::new(),
            item.clone(),
            "fn neg(self) -> Self::Output",
        )];
    }
    if let Some((_, method)) = OPERATOR_TRAITS.iter().find(|(t, _)| *t == trait_name) {
        // `item` is the impl's `Output`, `rhs` the trait's argument (`Self` by default).
        return vec![(
            method,
            Receiver::Value,
            vec![rhs.clone()],
            item.clone(),
            "fn op(self, rhs: Rhs) -> Self::Output",
        )];
    }
    match trait_name {
        "From" => vec![(
            "from",
            Receiver::None,
            vec![item.clone()],
            self_ty.clone(),
            "fn from(value: T) -> Self",
        )],
        // `T::default()`, `Default::default()`, `..Default::default()` and a derived
        // `Default` holding a `T` call it.
        "Default" => vec![(
            "default",
            Receiver::None,
            Vec::new(),
            self_ty.clone(),
            "fn default() -> Self",
        )],
        // `str::parse` into the script's type calls it; `item` is the impl's `Err`.
        "FromStr" => vec![(
            "from_str",
            Receiver::None,
            vec![Ty::reference(false, Ty::Str)],
            Ty::result(self_ty.clone(), item.clone()),
            "fn from_str(s: &str) -> Result<Self, Self::Err>",
        )],
        // bufscope runs std's provided methods (`map`, `sum`, `zip`…) over the script's `next`.
        "Iterator" => vec![(
            "next",
            Receiver::RefMut,
            Vec::new(),
            Ty::option(item.clone()),
            "fn next(&mut self) -> Option<Self::Item>",
        )],
        // Every method of `Error` has a default body; `impl Error for T {}` takes them all.
        // `Eq` has none: it only says `eq` is an equivalence.
        "Error" | "Eq" => Vec::new(),
        // `==` and `!=` call it (`ne` is std's `!eq`).
        "PartialEq" => vec![(
            "eq",
            Receiver::Ref,
            vec![Ty::reference(false, self_ty.clone())],
            Ty::Bool,
            "fn eq(&self, other: &Self) -> bool",
        )],
        // `<`, `<=`, `>`, `>=` and `sort` call it (through std's provided `lt`, `le`…).
        "PartialOrd" => vec![(
            "partial_cmp",
            Receiver::Ref,
            vec![Ty::reference(false, self_ty.clone())],
            Ty::option(Ty::adt("Ordering", Vec::new())),
            "fn partial_cmp(&self, other: &Self) -> Option<Ordering>",
        )],
        // `max`, `min` and `binary_search` call it.
        "Ord" => vec![(
            "cmp",
            Receiver::Ref,
            vec![Ty::reference(false, self_ty.clone())],
            Ty::adt("Ordering", Vec::new()),
            "fn cmp(&self, other: &Self) -> Ordering",
        )],
        "Drop" => vec![(
            "drop",
            Receiver::RefMut,
            Vec::new(),
            Ty::Unit,
            "fn drop(&mut self)",
        )],
        "Write" => vec![
            (
                "write",
                Receiver::RefMut,
                vec![Ty::byte_slice()],
                io_result(Ty::Int(super::super::ir::IntTy::Usize)),
                "fn write(&mut self, buf: &[u8]) -> io::Result<usize>",
            ),
            (
                "flush",
                Receiver::RefMut,
                Vec::new(),
                io_result(Ty::Unit),
                "fn flush(&mut self) -> io::Result<()>",
            ),
        ],
        _ => vec![(
            "fmt",
            Receiver::Ref,
            vec![Ty::reference(true, Ty::adt("Formatter", Vec::new()))],
            Ty::result(Ty::Unit, Ty::adt("FmtError", Vec::new())),
            "fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result",
        )],
    }
}

/// Whether `method` is one of the comparison traits' provided methods (`ne`, `lt`, `max`…),
/// which a script may write in std's place and bufscope does not run yet.
fn provided_comparison(trait_name: &str, method: &str) -> bool {
    match trait_name {
        "PartialEq" => method == "ne",
        "PartialOrd" => matches!(method, "lt" | "le" | "gt" | "ge"),
        "Ord" => matches!(method, "max" | "min" | "clamp"),
        _ => false,
    }
}

/// The comparison traits a script may implement by hand, each with the traits it builds on.
pub(super) const COMPARISON_TRAITS: [(&str, &[&str]); 4] = [
    ("PartialEq", &[]),
    ("Eq", &["PartialEq"]),
    ("PartialOrd", &["PartialEq"]),
    ("Ord", &["Eq", "PartialOrd"]),
];

/// The provided methods of `trait_name` a script's impl may write in std's place, each with
/// its signature as [`required_methods`] gives it: `Error::source`, the error this one wraps,
/// and the deprecated `description` and `cause` older code still writes.
fn optional_methods(trait_name: &str) -> Vec<(&'static str, Receiver, Vec<Ty>, Ty, &'static str)> {
    let wrapped = || Ty::option(Ty::reference(false, Ty::Dyn("Error".into())));
    match trait_name {
        "Error" => vec![
            (
                "source",
                Receiver::Ref,
                Vec::new(),
                wrapped(),
                "fn source(&self) -> Option<&(dyn Error + 'static)>",
            ),
            (
                "description",
                Receiver::Ref,
                Vec::new(),
                Ty::reference(false, Ty::Str),
                "fn description(&self) -> &str",
            ),
            (
                "cause",
                Receiver::Ref,
                Vec::new(),
                wrapped(),
                "fn cause(&self) -> Option<&dyn Error>",
            ),
        ],
        _ => Vec::new(),
    }
}

impl UserItems {
    /// A row per `impl` block of the script, its methods pointing at their functions.
    pub(super) fn script_impls(&mut self, program: &Program, imports: &Imports) -> Checked<()> {
        for def in &program.impls {
            let scoped = Imports::in_block(&program.uses, &def.scope.uses);
            let imports = scoped.as_ref().unwrap_or(imports);
            let Some(type_index) = self.type_index(&def.self_name) else {
                let trait_last = def.trait_path.as_ref().and_then(|p| p.last());
                if let Some(own) = trait_last.filter(|t| self.is_trait(t)) {
                    // rustc allows it (the trait is the crate's own); bufscope's rows of a
                    // std type do not take the script's methods yet.
                    return Err(ScriptError::new(
                        def.span,
                        format!(
                            "implementing the script's trait `{own}` for `{}` is not supported by bufscope yet",
                            def.self_name
                        ),
                    )
                    .with_help("implement it for the script's own structs and enums"));
                }
                return Err(self.foreign_self(&def.self_name, trait_last, def.span));
            };
            let generics = super::signatures::declared_generics(&def.generics, imports, self)?;
            let self_ty = self.impl_self_type(def, &generics, imports)?;
            self.fits_the_type(def, type_index)?;
            let trait_name = match &def.trait_path {
                None => None,
                Some(path) => Some(self.implemented_trait(path, def, program, imports)?),
            };
            let mut item = self.associated_types(def, trait_name.as_deref(), &generics, imports)?;
            if trait_name.as_deref() == Some("FromStr")
                && !def.assoc_types.iter().any(|a| a.name == "Err")
            {
                let written = |name: &str| {
                    def.functions
                        .iter()
                        .any(|&i| program.functions[i].name.rsplit("::").next() == Some(name))
                };
                let missing = if written("from_str") {
                    "`Err`"
                } else {
                    "`Err`, `from_str`"
                };
                return Err(ScriptError::rustc(
                    "E0046",
                    def.impl_span,
                    format!("not all trait items implemented, missing: {missing}"),
                ));
            }
            if trait_name.as_deref() == Some("From") {
                item = self.converted_from(def, &generics, &self_ty, imports)?;
            }
            if !generics.is_empty()
                && let Some(name) = trait_name.as_ref().filter(|t| self.is_trait(t))
            {
                return Err(ScriptError::new(
                    def.span,
                    format!("implementing the script's trait `{name}` for a generic struct is not supported by bufscope yet"),
                )
                .with_help("implement `Write`, `Display`, `Debug`, `Drop` or `Error` for it, or write the methods in its own `impl`"));
            }
            let mut methods = Vec::new();
            for &index in &def.functions {
                let function = &program.functions[index];
                let signature = super::signatures::signature(function, imports, self)?;
                // A method's own parameters without bounds (`fn mixup<X2, Y2>`) are bound at
                // each call, as std's generic methods are; bounded ones are their `dyn`.
                let own_generics = signature
                    .generics
                    .iter()
                    .filter(|(name, ty)| {
                        matches!(ty, Ty::Rigid(_)) && !function.impl_params.contains(name)
                    })
                    .map(|(name, _)| Generic {
                        name: name.clone(),
                        bounds: Vec::new(),
                    })
                    .collect();
                // The row has the impl's parameters as they are: a call binds them.
                let (params, ret) = signature
                    .impl_form
                    .clone()
                    .unwrap_or((signature.params, signature.ret));
                let short = function.name.rsplit("::").next().unwrap_or_default();
                // Also of another inherent impl for a type that may be this one (`impl<T> S<T>`
                // beside `impl S<f32>`; `S<f32>` beside `S<f64>` is fine).
                let elsewhere = self
                    .impls
                    .iter()
                    .filter(|imp| imp.trait_name.is_none() && may_overlap(&imp.self_ty, &self_ty))
                    .flat_map(|imp| &imp.methods)
                    .find(|m| m.name == short && m.script_fn.is_some());
                // rustc points at the second definition in one impl, at the first across two.
                let at = if methods.iter().any(|m: &FnSig| m.name == short) {
                    Some(function.signature_span)
                } else {
                    elsewhere.map(|earlier| {
                        earlier.script_fn.map_or(function.signature_span, |i| {
                            program.functions[i].signature_span
                        })
                    })
                };
                if trait_name.is_none()
                    && let Some(at) = at
                {
                    return Err(ScriptError::rustc(
                        "E0592",
                        at,
                        format!("duplicate definitions with name `{short}`"),
                    ));
                }
                methods.push(FnSig {
                    name: short.to_string(),
                    path: None,
                    prelude: false,
                    generics: own_generics,
                    receiver: super::script_traits::receiver_of(function.self_param),
                    params,
                    ret,
                    unsupported: false,
                    is_unsafe: false,
                    script_fn: Some(index),
                });
            }
            if let Some(name) = &trait_name
                && self.is_trait(name)
            {
                if self
                    .impls
                    .iter()
                    .any(|i| i.trait_name == trait_name && i.self_ty == self_ty)
                {
                    return Err(ScriptError::rustc(
                        "E0119",
                        def.impl_span,
                        format!(
                            "conflicting implementations of trait `{name}` for type `{}`",
                            def.self_name
                        ),
                    ));
                }
                self.conform_to_script_trait(name, &mut methods, program, def)?;
            } else if let Some(name) = &trait_name {
                self.not_derived_too(name, type_index, def)?;
                let rhs = self.operator_rhs(def, name, &generics, &self_ty, imports)?;
                self.check_trait_methods(name, (&item, &rhs, &self_ty), &methods, program, def)?;
                if name == "Display" {
                    // std's blanket `impl<T: Display> ToString for T`.
                    self.impls.push(ImplDecl {
                        generics: generics.clone(),
                        self_ty: self_ty.clone(),
                        trait_name: Some("ToString".into()),
                        methods: Vec::new(),
                    });
                }
                let user = &self.types[type_index];
                if name == "Drop" && user.derives.iter().any(|d| d == "Copy") {
                    return Err(ScriptError::rustc(
                        "E0184",
                        def.span,
                        "the trait `Copy` cannot be implemented for this type; the type has a destructor",
                    ));
                }
            }
            self.impls.push(ImplDecl {
                generics,
                self_ty,
                trait_name,
                methods,
            });
        }
        self.require_supertraits(program)?;
        self.error_supertraits(program)?;
        self.comparison_supertraits(program)
    }

    /// rustc's E0119 for a hand-written impl of a trait the type also derives; and a
    /// comparison with another type (`impl PartialEq<i32> for P`), which bufscope does not run.
    fn not_derived_too(
        &self,
        trait_name: &str,
        type_index: usize,
        def: &super::super::ir::ImplDef,
    ) -> Checked<()> {
        let user = &self.types[type_index];
        if let Some(at) = user.derives.iter().position(|d| d == trait_name) {
            return Err(ScriptError::rustc(
                "E0119",
                user.derive_spans.get(at).copied().unwrap_or(user.span),
                format!(
                    "conflicting implementations of trait `{trait_name}` for type `{}`",
                    def.self_name
                ),
            )
            .with_help(format!(
                "remove `{trait_name}` from the `#[derive(…)]`, or the hand-written impl"
            )));
        }
        let comparison = COMPARISON_TRAITS.iter().any(|(t, _)| *t == trait_name);
        if comparison && !def.trait_args.is_empty() {
            return Err(ScriptError::new(
                def.span,
                format!(
                    "implementing `{trait_name}` with another type than `Self` is not supported by bufscope yet"
                ),
            )
            .with_help(format!("write `impl {trait_name} for {}`", def.self_name)));
        }
        Ok(())
    }

    /// `Eq` and `PartialOrd` build on `PartialEq`, `Ord` on `Eq` and `PartialOrd`: a
    /// hand-written impl without them, derived or written, is rustc's E0277.
    fn comparison_supertraits(&self, program: &Program) -> Checked<()> {
        for def in &program.impls {
            let Some(name) = def.trait_path.as_ref().and_then(|p| p.last()) else {
                continue;
            };
            let Some((_, needs)) = COMPARISON_TRAITS.iter().find(|(t, _)| t == name) else {
                continue;
            };
            for &needed in *needs {
                let has = self.impls.iter().any(|i| {
                    i.trait_name.as_deref() == Some(needed) && i.self_ty.is_adt(&def.self_name)
                }) || self
                    .type_index(&def.self_name)
                    .is_some_and(|t| self.types[t].derives.iter().any(|d| d == needed));
                if has {
                    continue;
                }
                let message = if needed == "Eq" {
                    format!("the trait bound `{}: Eq` is not satisfied", def.self_name)
                } else {
                    format!("can't compare `{0}` with `{0}`", def.self_name)
                };
                return Err(
                    ScriptError::rustc("E0277", def.span, message).with_help(format!(
                        "`{name}` needs `{needed}` of the type: derive or implement it"
                    )),
                );
            }
        }
        Ok(())
    }

    /// The type an impl is for, as its row has it: the impl's parameters as `Ty::Param`
    /// (`S<W>`), other arguments as the types they are (`S<f32>`).
    fn impl_self_type(
        &self,
        def: &super::super::ir::ImplDef,
        generics: &[Generic],
        imports: &Imports,
    ) -> Checked<Ty> {
        let as_params: Vec<(String, Ty)> = generics
            .iter()
            .map(|g| (g.name.clone(), Ty::Param(g.name.clone())))
            .collect();
        let scope = super::types::TypeScope {
            imports,
            generics: &as_params,
            items: self,
            owner: None,
            owner_args: &[],
        };
        let args = def
            .self_args
            .iter()
            .map(|arg| super::types::written_type(arg, scope, &mut None))
            .collect::<Checked<Vec<_>>>()?;
        Ok(Ty::adt(&def.self_name, args))
    }

    /// A generic impl names the type with as many arguments as it has parameters (rustc's
    /// E0107), and a type without parameters with none.
    fn fits_the_type(&self, def: &super::super::ir::ImplDef, type_index: usize) -> Checked<()> {
        let user = &self.types[type_index];
        // A struct's lifetimes are written in an impl's type (`Parser<'_>`), and declared.
        if !user.lifetimes.is_empty() && def.self_lifetimes.is_empty() {
            return Err(ScriptError::rustc(
                "E0726",
                def.span,
                "implicit elided lifetime not allowed here",
            )
            .with_help(format!(
                "indicate the anonymous lifetime: `{}<'_>`",
                user.name
            )));
        }
        if let Some(lifetime) = def.self_lifetimes.iter().find(|l| {
            l.ident != "static"
                && l.ident != "_"
                && !def
                    .generics
                    .lifetimes()
                    .any(|d| d.lifetime.ident == l.ident)
        }) {
            return Err(ScriptError::rustc(
                "E0261",
                crate::script::source::span_of(lifetime),
                format!("use of undeclared lifetime name `{lifetime}`"),
            )
            .with_help(format!("declare it on the impl: `impl<{lifetime}>`")));
        }
        let (expected, supplied) = (user.params.len(), def.self_args.len());
        if expected == supplied {
            return Ok(());
        }
        Err(super::types::wrong_generic_count(
            "struct", &user.name, expected, supplied, def.span,
        ))
    }

    /// `Error: Debug + Display`: a type that implements `Error` has both (rustc's E0277).
    fn error_supertraits(&self, program: &Program) -> Checked<()> {
        for def in &program.impls {
            // The trait was resolved above: a trait named `Error` here is std's.
            if def
                .trait_path
                .as_ref()
                .and_then(|p| p.last())
                .map(String::as_str)
                != Some("Error")
            {
                continue;
            }
            let has = |name: &str| {
                self.impls.iter().any(|i| {
                    i.trait_name.as_deref() == Some(name) && i.self_ty.is_adt(&def.self_name)
                }) || self
                    .type_index(&def.self_name)
                    .is_some_and(|t| self.types[t].derives.iter().any(|d| d == name))
            };
            for (name, shown) in [("Debug", "Debug"), ("Display", "std::fmt::Display")] {
                if !has(name) {
                    return Err(ScriptError::rustc(
                        "E0277",
                        def.span,
                        format!("`{}` doesn't implement `{shown}`", def.self_name),
                    )
                    .with_help(format!("`std::error::Error` needs `{name}` of the type")));
                }
            }
        }
        Ok(())
    }

    fn foreign_self(&self, name: &str, trait_name: Option<&String>, span: Span) -> ScriptError {
        // A std trait with a type parameter may be implemented for a std type when the
        // parameter is the script's (`impl Into<Number> for i32`): rustc allows it.
        const GENERIC_TRAITS: &[&str] = &[
            "From",
            "Into",
            "TryFrom",
            "TryInto",
            "AsRef",
            "AsMut",
            "PartialEq",
            "PartialOrd",
            "Add",
            "Sub",
            "Mul",
            "Div",
            "Rem",
            "Extend",
            "FromIterator",
            "Borrow",
        ];
        if trait_name.is_some_and(|t| GENERIC_TRAITS.contains(&t.as_str())) {
            return ScriptError::new(
                span,
                format!(
                    "implementing `{}` for a std type is not supported by bufscope yet",
                    trait_name.map_or("", String::as_str)
                ),
            );
        }
        let is_trait_impl = trait_name.is_some();
        if surface()
            .types
            .values()
            .any(|t| t.path.ends_with(&format!("::{name}")))
            || primitive(name).is_some()
        {
            return if is_trait_impl {
                ScriptError::rustc(
                    "E0117",
                    span,
                    "only traits defined in the current crate can be implemented for types defined outside of the crate",
                )
            } else {
                ScriptError::rustc(
                    "E0116",
                    span,
                    "cannot define inherent `impl` for a type outside of the crate where the type is defined",
                )
                .with_help("define a struct that wraps it, and implement methods on that")
            };
        }
        ScriptError::rustc(
            "E0412",
            span,
            format!("cannot find type `{name}` in this scope"),
        )
    }

    /// The std trait an `impl Trait for …` names, if bufscope runs impls of it.
    fn implemented_trait(
        &self,
        path: &[String],
        def: &super::super::ir::ImplDef,
        program: &Program,
        imports: &Imports,
    ) -> Checked<String> {
        let _ = program;
        // std's `From`, which the table has no row for: its one method is the script's.
        let from = match imports.full_path(path) {
            Some(full) => matches!(full.as_str(), "std::convert::From" | "core::convert::From"),
            None => path == ["From"] && !self.is_trait("From"),
        };
        if from {
            return Ok("From".into());
        }
        let Some(name) = trait_named(path, imports, self) else {
            // A trait of std's prelude the table lacks (`From`): rustc finds it.
            if let [one] = path
                && super::names::STD_PRELUDE.contains(&one.as_str())
            {
                return Err(ScriptError::new(
                    def.span,
                    format!("implementing `{one}` is not supported by bufscope yet"),
                ));
            }
            // A std trait the imports name (`use std::str::FromStr;`, `ops::Add` after
            // `use std::ops;`): rustc finds it; bufscope has no row for it.
            if let Some(full) = imports.full_path(path)
                && (full.starts_with("std::") || full.starts_with("core::"))
            {
                return Err(ScriptError::new(
                    def.span,
                    format!("implementing `{full}` is not supported by bufscope yet"),
                )
                .with_help(IMPLEMENTABLE_HELP));
            }
            // `impl Not for V` after `use std::ops::*;`: the glob may bring a trait the table
            // does not know, which rustc finds.
            if let [one] = path
                && imports.has_std_glob()
            {
                return Err(ScriptError::new(
                    def.span,
                    format!("implementing `{one}` is not supported by bufscope yet"),
                )
                .with_help(IMPLEMENTABLE_HELP));
            }
            return Err(ScriptError::rustc(
                if path.len() > 1 { "E0433" } else { "E0405" },
                def.span,
                format!("cannot find trait `{}` in this scope", path.join("::")),
            )
            .with_help("import it, e.g. `use std::fmt;` and write `fmt::Display`"));
        };
        if !IMPLEMENTABLE.contains(&name.as_str()) && !self.is_trait(&name) {
            return Err(ScriptError::new(
                def.span,
                format!(
                    "implementing `{}` for a script's type is not supported by bufscope yet",
                    path.join("::")
                ),
            )
            .with_help(IMPLEMENTABLE_HELP));
        }
        Ok(name)
    }

    /// A trait impl has exactly the trait's method, with the trait's signature.
    fn check_trait_methods(
        &self,
        trait_name: &str,
        (item, rhs, self_ty): (&Ty, &Ty, &Ty),
        methods: &[FnSig],
        program: &Program,
        def: &super::super::ir::ImplDef,
    ) -> Checked<()> {
        if trait_name == "Iterator" && !def.assoc_types.iter().any(|a| a.name == "Item") {
            return super::script_traits::missing_items(&["`Item`".into()], def.impl_span);
        }
        if has_output(trait_name) && !def.assoc_types.iter().any(|a| a.name == "Output") {
            return super::script_traits::missing_items(&["`Output`".into()], def.impl_span);
        }
        let required = required_methods(trait_name, (item, rhs), self_ty);
        let optional = optional_methods(trait_name);
        for (sig, &index) in methods.iter().zip(&def.functions) {
            let span = program.functions[index].span;
            let Some((name, receiver, params, ret, written)) = required
                .iter()
                .chain(&optional)
                .find(|(name, ..)| *name == sig.name)
            else {
                let provided = trait_name == "Error"
                    || trait_name == "Write"
                        && matches!(
                            sig.name.as_str(),
                            "write_all" | "write_fmt" | "write_vectored" | "by_ref"
                        )
                    || provided_comparison(trait_name, &sig.name);
                return Err(if provided {
                    ScriptError::new(
                        span,
                        format!("writing your own `{}` is not supported by bufscope yet", sig.name),
                    )
                    .with_help(if trait_name == "Error" {
                        "write `impl Error for T {}`; bufscope runs std's own provided methods"
                    } else if provided_comparison(trait_name, &sig.name) {
                        "write `eq`, `partial_cmp` or `cmp` only; bufscope runs std's own provided methods over them"
                    } else {
                        "implement `write` and `flush`; bufscope runs std's own provided methods over them"
                    })
                } else {
                    ScriptError::rustc(
                        "E0407",
                        span,
                        format!(
                            "method `{}` is not a member of trait `{trait_name}`",
                            sig.name
                        ),
                    )
                });
            };
            if sig.receiver != *receiver || sig.params != *params || sig.ret != *ret {
                return Err(ScriptError::rustc(
                    "E0053",
                    span,
                    format!("method `{name}` has an incompatible type for trait"),
                )
                .with_help(format!("the trait's method is `{written}`")));
            }
            // The table's types have no lifetimes: `Option<&dyn Error>` (whose `dyn` lives as
            // long as `&self`) is the same type to it, not to rustc.
            if trait_name == "Error"
                && sig.name == "source"
                && !returns_static_dyn(program.functions[index].ret.as_ref())
            {
                return Err(ScriptError::new(
                    program.functions[index].signature_span,
                    "`impl` item signature doesn't match `trait` item signature",
                )
                .with_help(format!("the trait's method is `{written}`")));
            }
        }
        let missing: Vec<String> = required
            .iter()
            .filter(|(name, ..)| !methods.iter().any(|m| m.name == *name))
            .map(|(name, ..)| format!("`{name}`"))
            .collect();
        super::script_traits::missing_items(&missing, def.impl_span)
    }

    /// The right operand of an operator trait's impl: its argument (`impl Mul<f64> for V`),
    /// or `Self` when none is written; `self_ty` for any other trait.
    fn operator_rhs(
        &self,
        def: &super::super::ir::ImplDef,
        trait_name: &str,
        generics: &[Generic],
        self_ty: &Ty,
        imports: &Imports,
    ) -> Checked<Ty> {
        if !takes_rhs(trait_name) {
            return Ok(self_ty.clone());
        }
        match def.trait_args.as_slice() {
            [] => Ok(self_ty.clone()),
            [written] => self.type_in_impl(written, (trait_name, def, generics), imports),
            _ => Err(ScriptError::new(
                def.span,
                format!("`{trait_name}` with more than one argument is not supported by bufscope"),
            )),
        }
    }

    /// `E` of `impl From<E> for T`: the type the impl converts from; a second impl from the
    /// same type, or one from `T` itself (core's `impl<T> From<T> for T`), is rustc's E0119.
    fn converted_from(
        &self,
        def: &super::super::ir::ImplDef,
        generics: &[Generic],
        self_ty: &Ty,
        imports: &Imports,
    ) -> Checked<Ty> {
        let [written] = def.trait_args.as_slice() else {
            return Err(ScriptError::new(
                def.span,
                "`From` without the one type it converts from is not supported by bufscope",
            )
            .with_help("write the type converted from: `impl From<io::Error> for AppError`"));
        };
        let from = self.type_in_impl(written, ("From", def, generics), imports)?;
        let twice = self.impls.iter().any(|imp| {
            imp.trait_name.as_deref() == Some("From")
                && imp.self_ty == *self_ty
                && imp.methods.iter().any(|m| m.params.first() == Some(&from))
        });
        if twice || from == *self_ty {
            return Err(ScriptError::rustc(
                "E0119",
                def.impl_span,
                format!("conflicting implementations of trait `From<{from}>` for type `{self_ty}`"),
            ));
        }
        Ok(from)
    }

    /// A type written in an impl of `trait_name` (`Item` of `Iterator`, `E` of `From<E>`), as
    /// the impl's scope names it; such an impl for a type with parameters is not supported.
    fn type_in_impl(
        &self,
        written: &syn::Type,
        (trait_name, def, generics): (&str, &super::super::ir::ImplDef, &[Generic]),
        imports: &Imports,
    ) -> Checked<Ty> {
        if !generics.is_empty() {
            return Err(ScriptError::new(
                def.span,
                format!(
                    "implementing `{trait_name}` for a generic struct is not supported by bufscope yet"
                ),
            )
            .with_help("implement it for a struct or an enum without type parameters"));
        }
        let scope = super::types::TypeScope {
            imports,
            generics: &[],
            items: self,
            owner: Some(&def.self_name),
            owner_args: &def.self_args,
        };
        super::types::written_type(written, scope, &mut None)
    }

    /// An impl's associated types: only `Iterator`'s `Item`, whose type it returns (`()` for
    /// any other impl, which has none); another is rustc's E0437 in a trait impl.
    fn associated_types(
        &self,
        def: &super::super::ir::ImplDef,
        trait_name: Option<&str>,
        generics: &[Generic],
        imports: &Imports,
    ) -> Checked<Ty> {
        let mut item = Ty::Unit;
        for assoc in &def.assoc_types {
            match trait_name {
                Some("Iterator") if assoc.name == "Item" => {}
                Some("FromStr") if assoc.name == "Err" => {}
                Some(name) if assoc.name == "Output" && has_output(name) => {}
                Some(name) if !self.is_trait(name) => {
                    let written = def
                        .trait_path
                        .as_ref()
                        .map_or(name.to_string(), |p| p.join("::"));
                    return Err(ScriptError::rustc(
                        "E0437",
                        assoc.span,
                        format!("type `{}` is not a member of trait `{written}`", assoc.name),
                    ));
                }
                _ => {
                    return Err(ScriptError::new(
                        assoc.span,
                        "an associated type here is not supported by bufscope",
                    )
                    .with_help("`type Item = T;` in an `impl Iterator`"));
                }
            }
            let trait_name = trait_name.unwrap_or("Iterator");
            item = self.type_in_impl(&assoc.ty, (trait_name, def, generics), imports)?;
        }
        Ok(item)
    }
}

/// Whether the written return type's `dyn` is bounded `'static` (`Option<&(dyn Error +
/// 'static)>`), as `Error::source`'s is.
fn returns_static_dyn(ret: Option<&syn::Type>) -> bool {
    use quote::ToTokens;
    ret.is_some_and(|ty| {
        ty.to_token_stream()
            .to_string()
            .replace(' ', "")
            .contains("+'static)")
    })
}

/// Whether two impls' self types may be the same type: one's parameters matched against the
/// other (`S<T>` covers `S<f32>`).
fn may_overlap(a: &Ty, b: &Ty) -> bool {
    let infer = super::infer::Infer::default();
    let covers =
        |pattern: &Ty, ty: &Ty| super::infer::match_pattern(pattern, ty, &mut Vec::new(), &infer);
    covers(a, b) || covers(b, a)
}
