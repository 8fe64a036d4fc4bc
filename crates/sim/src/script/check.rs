//! The static checker: every expression gets a type before anything runs, methods resolve by
//! the receiver's type and the traits in scope, and locals are checked for moves and
//! mutability — so a program rustc refuses is refused here, with rustc's error code, and a
//! program outside the subset is refused as such ("not supported by bufscope").
//!
//! It checks one function body at a time, in source order, as rustc's type checker does for
//! ordinary code: integer literals are `{integer}` until something fixes them (`i32` in the
//! end), and a method call needs its receiver's type known at that point (E0282). Ownership is
//! checked in the same walk: a local's "maybe moved" state flows through branches and loops.
//! All std knowledge comes from the table in [`super::std_surface`].

mod address_patterns;
mod argument_loans;
mod body_end;
mod borrows;
mod byte_slice_coercions;
mod callable_types;
mod calls;
mod casts;
mod closure_locals;
pub mod closures;
pub mod collect;
mod compare_impls;
mod control;
mod conversions;
mod defaults;
mod desugared;
mod element_access;
mod element_conflicts;
mod expr;
mod expr_address;
mod flow;
mod fn_paths;
mod fn_traits;
mod generics;
mod held_by_temporaries;
mod impl_iterator;
mod index;
pub mod infer;
mod into_json;
pub mod items;
mod iterator_methods;
mod iterator_self_methods;
mod json_compare;
mod json_entry;
mod json_map_iter;
mod json_variants;
mod known_panics;
mod lifetimes;
mod literals;
mod methods;
mod mismatch;
mod moved_wording;
mod mut_ref_loops;
pub mod names;
mod numeric_from;
mod operators;
mod parse;
mod partial_moves;
mod path_calls;
mod pattern_tests;
mod patterns;
mod places;
mod ranges;
mod ref_mut_bindings;
mod require;
mod reverse_patterns;
pub mod rewrites;
mod rustc_names;
mod script_iterators;
mod script_traits;
mod serde_sites;
mod signatures;
mod slice_patterns;
mod statements;
mod std_names;
mod structs;
mod trait_impls;
mod turbofish;
mod types;
mod unary;
mod user_from;
mod user_items;
mod user_patterns;
mod variant_paths;
mod vec_from;
mod well_formed;

use super::error::ScriptError;
use super::ir::{Function, Program};
use super::ty::Ty;
use crate::trace::Span;
use flow::Flow;
use infer::Infer;
use names::Imports;

pub type Checked<T> = Result<T, ScriptError>;

/// Checks a lowered program; `Err` is the first refusal, located. `Ok` holds where vectors
/// of non-bytes are made, for [`rewrites::apply_rewrites`].
pub fn check_program(program: &Program) -> Checked<Vec<rewrites::Rewrite>> {
    let mut all_sites = Vec::new();
    let imports = Imports::new(&program.uses);
    let items = std::rc::Rc::new(user_items::UserItems::build(program, &imports)?);
    let mut signatures = Vec::new();
    for function in &program.functions {
        let lifetime_scope = lifetimes::SignatureScope::of(function, &items);
        lifetimes::check_declared(function, lifetime_scope)?;
        lifetimes::check_elision(function, lifetime_scope)?;
        let scoped = Imports::in_block(&program.uses, &function.scope.uses);
        let imports = scoped.as_ref().unwrap_or(&imports);
        signatures.push(signatures::signature(function, imports, &items)?);
    }
    let context = Context {
        imports: &imports,
        signatures: &signatures,
        items: &items,
    };
    for def in &program.types {
        let scoped = Imports::in_block(&program.uses, &def.scope.uses);
        let imports = scoped.as_ref().unwrap_or(&imports);
        let generics = signatures::generic_params_of(&def.generics, imports, &items)?;
        let context = Context { imports, ..context };
        Checker::new(&context, None, Ty::Unit, generics).fields_well_formed(def)?;
    }
    for (index, def) in program.consts.iter().enumerate() {
        let ty = items.consts[index].1.clone();
        let scoped = Imports::in_block(&program.uses, &def.scope.uses);
        let context = Context {
            imports: scoped.as_ref().unwrap_or(&imports),
            ..context
        };
        let mut checker = Checker::new(&context, None, ty.clone(), Vec::new());
        checker.outer_locals = def.scope.locals.clone();
        checker.in_constant = true;
        checker.constant(def, &ty)?;
        all_sites.append(&mut checker.rewrites);
    }
    for (function, signature) in program.functions.iter().zip(&signatures) {
        // A body's own `use` items are in scope in it, not in the signatures checked above.
        let body_imports = Imports::in_block(
            &program.uses,
            &[&function.scope.uses[..], &function.uses[..]].concat(),
        );
        let context = Context {
            imports: body_imports.as_ref().unwrap_or(&imports),
            ..context
        };
        let mut checker = Checker::new(
            &context,
            function.owner.as_ref().map(|(name, _)| name.clone()),
            signature.ret.clone(),
            signature.generics.clone(),
        );
        checker.outer_locals = function.scope.locals.clone();
        checker.owner_args = function.self_args.clone();
        // In an impl of a trait, the trait's methods are in scope without a `use`.
        checker.impl_trait = function
            .owner
            .as_ref()
            .and_then(|(_, index)| program.impls.get(*index))
            .and_then(|imp| imp.trait_path.as_ref())
            .and_then(|path| types::trait_named(path, context.imports, &items));
        checker.function(function, signature)?;
        all_sites.append(&mut checker.rewrites);
    }
    for function in &program.functions {
        lifetimes::check_returned_locals(function)?;
    }
    rewrites::settle_synthetic_closures(&mut all_sites);
    Ok(all_sites)
}

/// What every body's checker shares: imports, the functions' signatures, the script's items.
struct Context<'a> {
    imports: &'a Imports,
    signatures: &'a [Signature],
    items: &'a std::rc::Rc<user_items::UserItems>,
}

/// A function's signature, as the checker uses it.
#[derive(Debug, Clone)]
pub struct Signature {
    pub name: String,
    pub params: Vec<Ty>,
    pub ret: Ty,
    /// Generic parameters, each as `dyn` its bound (an `Fn(…)` bound: `callable_types.rs`).
    pub generics: Vec<(String, Ty)>,
    /// A generic function's parameter and return types, generics as `Ty::Param` (turbofish).
    pub generic_form: Option<(Vec<Ty>, Ty)>,
    /// A generic impl's method's parameter and return types, the impl's generics as
    /// `Ty::Param` (its row in the table: `check/trait_impls.rs`).
    pub impl_form: Option<(Vec<Ty>, Ty)>,
    /// The parameters its returned value may borrow from (`lifetimes::lending_params`).
    pub lends: Vec<usize>,
    /// A method whose value borrows what `self` borrows, not `self` (`lifetimes::lends_through_self`).
    pub lends_through_self: bool,
    /// A method's parameters whose borrows `self` may keep (`lifetimes::kept_by_self`).
    pub kept_by_self: Vec<usize>,
}

/// A local variable.
#[derive(Debug, Clone)]
struct Local {
    name: String,
    ty: Ty,
    mutable: bool,
    /// Declared by `let x;` without a value: assigned later, once unless `mut`.
    deferred_init: bool,
    span: Span,
}

/// A loop being checked: the flow states at its `break`s, and its value's type.
#[derive(Debug)]
struct LoopFrame {
    /// `'outer: loop`: its label.
    label: Option<String>,
    /// Locals with an index below this were declared outside the loop.
    outer_locals: usize,
    /// A `for` loop's hidden iterator (see [`held_by_temporaries`]).
    iterator: Option<usize>,
    /// The flow when the body starts.
    entry: Flow,
    /// The use clock when the body starts.
    started: u64,
    breaks: Vec<Flow>,
    /// `loop` can have a value (`break x`); `while` and `for` cannot.
    value: Option<Ty>,
}

/// An integer or float literal whose type is fixed only at the end of its function.
#[derive(Debug)]
struct LiteralCheck {
    ty: Ty,
    value: i128,
    span: Span,
    /// An unsuffixed literal's expression (its address): it gets the type inference gave it.
    site: Option<usize>,
    /// A float literal: its value, whose range is checked once its type is known.
    float: Option<super::ir::FloatLit>,
}

/// A trait bound to check once inference has fixed the type (`W: Write` of
/// `BufWriter::new(x)` when `x`'s type is not known yet).
#[derive(Debug)]
struct Obligation {
    ty: Ty,
    trait_name: String,
    span: Span,
}

#[derive(Debug)]
struct Checker<'a> {
    imports: &'a Imports,
    signatures: &'a [Signature],
    /// The script's own types and impls.
    items: &'a user_items::UserItems,
    /// In a function of an `impl` block: the type `Self` names.
    owner: Option<String>,
    /// In a generic impl's method: the arguments `Self` has (see `TypeScope::owner_args`).
    owner_args: Vec<syn::Type>,
    /// In a trait impl's method: the trait (its table name), whose methods are in scope there.
    impl_trait: Option<String>,
    infer: Infer,
    locals: Vec<Local>,
    /// Indexes into `locals`, innermost scope last.
    scopes: Vec<Vec<usize>>,
    /// In an item declared in a function body: that function's locals, which it cannot
    /// capture (E0434, E0435 in a constant's value).
    outer_locals: Vec<String>,
    /// Checking a `const`/`static`'s value.
    in_constant: bool,
    flow: Flow,
    loops: Vec<LoopFrame>,
    ret: Ty,
    /// The current function's generic parameters (see [`types::TypeScope`]).
    generics: Vec<(String, Ty)>,
    unsafe_depth: u32,
    /// Method calls being checked (see `compare_impls`): a comparison std's code would make
    /// for one is answered by that call.
    method_calls: u32,
    /// Kept closures' parameters of no written type (`closure_locals.rs`).
    untyped: closure_locals::Untyped,
    literals: Vec<LiteralCheck>,
    /// Integer values the compiler knows, by local: bound once, without `mut` (see
    /// [`known_panics`]).
    known: std::collections::HashMap<usize, i128>,
    /// Operations on known values, judged at the body's end.
    known_ops: Vec<known_panics::KnownOp>,
    /// Inside branches whose condition is known (see [`known_panics`]): nothing is noted.
    known_dead: u32,
    deferred: Vec<Obligation>,
    /// Borrows held by locals (see [`borrows`]).
    borrows: borrows::Borrows,
    /// Where vectors are made (expression address, how, its type), decided at the body's end;
    /// also `sum`/`product` calls (a `Site::Method`) with what they make, for floats.
    vector_sites: Vec<(usize, rewrites::Site, Ty)>,
    /// `collect` calls (expression address), what they build and from which items, decided at
    /// the body's end.
    collect_sites: Vec<(usize, Ty, Ty)>,
    /// `collect::<Result<_, _>>()` calls whose collection was not known yet: the collection,
    /// the items' `Ok` type, and where; checked at the body's end.
    pending_collects: Vec<(Ty, Ty, Span)>,
    /// `collect` calls whose target was not known yet (a closure's return type that a later
    /// `collect` or `let` names): the target, the items' type, where, and the call's address.
    pending_collect_targets: Vec<(Ty, Ty, Span, usize)>,
    /// `sum`/`product` calls whose target was not known yet (a closure's return type that a
    /// later `collect` names): the target, the items' type, the method and where.
    pending_sums: Vec<(Ty, Ty, &'static str, Span)>,
    /// `parse` calls (expression address), what they parse into, and where.
    parse_sites: Vec<(usize, Ty, Span)>,
    /// serde_json calls that deserialize (expression address), their type and where.
    deserialize_sites: Vec<(usize, Ty, Span)>,
    /// `.into()` and `From::from` calls, checked at the body's end.
    conversions: Vec<conversions::Conversion>,
    /// `try_into` calls, decided at the body's end.
    try_conversions: Vec<conversions::TryConversion>,
    /// Places read out of an index or a reference while their type was unknown, and where:
    /// moves unless the type turns out `Copy` (decided at the body's end).
    unknown_moves: Vec<(Ty, Span)>,
    /// Field reads (expression addresses) of a value no place holds (`pair_of().0`), which
    /// may move the field out.
    temporary_fields: std::collections::HashSet<usize>,
    /// `?`s whose error the script's `From` impls may convert, decided at the body's end.
    error_conversions: Vec<user_from::ErrorConversion>,
    /// The sites that make vectors of non-bytes.
    rewrites: Vec<rewrites::Rewrite>,
    /// The `None`s of the body and the type each holds, in order (E0282 at the body's end
    /// for one nothing gave a type).
    none_sites: Vec<(Span, Ty)>,
    /// The locals `let` declared without a type: rustc's E0282 names one of them.
    inferred_lets: Vec<usize>,
}

impl<'a> Checker<'a> {
    /// A checker for one body: a function's (in an impl of `owner`), or a constant's.
    fn new(
        context: &Context<'a>,
        owner: Option<String>,
        ret: Ty,
        generics: Vec<(String, Ty)>,
    ) -> Checker<'a> {
        let mut infer = Infer::default();
        infer.user = context.items.clone();
        Checker {
            imports: context.imports,
            signatures: context.signatures,
            items: context.items,
            owner,
            owner_args: Vec::new(),
            impl_trait: None,
            infer,
            method_calls: 0,
            locals: Vec::new(),
            scopes: vec![Vec::new()],
            outer_locals: Vec::new(),
            in_constant: false,
            flow: Flow::default(),
            loops: Vec::new(),
            ret,
            generics,
            unsafe_depth: 0,
            untyped: closure_locals::Untyped::default(),
            literals: Vec::new(),
            known: std::collections::HashMap::new(),
            known_ops: Vec::new(),
            known_dead: 0,
            deferred: Vec::new(),
            borrows: borrows::Borrows::default(),
            vector_sites: Vec::new(),
            rewrites: Vec::new(),
            collect_sites: Vec::new(),
            pending_collects: Vec::new(),
            pending_collect_targets: Vec::new(),
            pending_sums: Vec::new(),
            parse_sites: Vec::new(),
            deserialize_sites: Vec::new(),
            conversions: Vec::new(),
            try_conversions: Vec::new(),
            error_conversions: Vec::new(),
            unknown_moves: Vec::new(),
            temporary_fields: std::collections::HashSet::new(),
            none_sites: Vec::new(),
            inferred_lets: Vec::new(),
        }
    }

    /// A `const`/`static`'s value: of its type, and made of what a constant may hold.
    fn constant(&mut self, def: &super::ir::ConstDef, ty: &Ty) -> Checked<()> {
        items::require_const_expr(&def.value)?;
        let found = self.value(&def.value, Some(ty))?;
        if !self.infer.coerce(&found, ty) {
            return Err(self.mismatch(def.value.span, ty, &found));
        }
        self.finish()
    }

    fn function(&mut self, function: &Function, signature: &Signature) -> Checked<()> {
        self.signature_well_formed(function)?;
        // Of an impl for a generic struct, `Self` has the impl's arguments (`S<W>`, `S<f32>`).
        let own_args = match self.owner.clone() {
            Some(owner) if self.items.get(&owner).is_some() => {
                match self.written_in_body(&syn::parse_quote!(Self))? {
                    Ty::Adt(_, args) => args,
                    _ => Vec::new(),
                }
            }
            _ => Vec::new(),
        };
        if let Some(self_ty) = items::self_type(function, self.items, own_args) {
            let mutable = matches!(
                function.self_param,
                Some(super::ir::SelfParam::Value { mutable: true })
            );
            self.declare("self", self_ty, mutable, false, function.span);
        }
        for (param, ty) in function.params.iter().zip(&signature.params) {
            self.declare(&param.name, ty.clone(), param.mutable, false, function.span);
        }
        let body_ty = self.block(&function.body, Some(&signature.ret.clone()))?;
        if function.wrapped {
            // Bare statements: the export ends the body with `Ok(())`.
        } else if self.flow.reachable && function.body.tail.is_none() {
            // The body falls off its end: its value is `()`.
            let ret = self.ret.clone();
            if !self.infer.coerce(&Ty::Unit, &ret) && body_ty != Ty::Never {
                return Err(ScriptError::rustc("E0308", function.body.end, "mismatched types")
                    .with_help(format!(
                        "expected `{}`, found `()`: the function's body has no value at its end",
                        self.infer.resolve(&ret)
                    )));
            }
        } else if let Some(tail) = &function.body.tail {
            let ret = self.ret.clone();
            if !self.coerce_expr(tail, &body_ty, &ret) {
                return Err(self.mismatch(tail.span, &ret, &body_ty));
            }
        }
        self.finish()
    }

    fn declare(
        &mut self,
        name: &str,
        ty: Ty,
        mutable: bool,
        deferred_init: bool,
        span: Span,
    ) -> usize {
        let index = self.locals.len();
        self.locals.push(Local {
            name: name.to_string(),
            ty,
            mutable,
            deferred_init,
            span,
        });
        self.borrows.last_use.push(0);
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(index);
        }
        self.flow.declared(index, deferred_init);
        index
    }

    fn lookup(&self, name: &str) -> Option<usize> {
        self.scopes
            .iter()
            .rev()
            .flat_map(|scope| scope.iter().rev())
            .copied()
            .find(|&index| self.locals[index].name == name)
    }
}
