//! Lowers `syn`'s tree into the interpreter's [`ir`](super::ir), rejecting anything outside the
//! supported subset with its position, what was found, and what is supported.
//!
//! Rust's grammar nests (a block holds expressions; an expression holds blocks, patterns,
//! macros and closures; a macro holds expressions), so lowering is one module: this file
//! lowers items, functions and blocks, and its parts lower one kind of node each. A part
//! reaches the others through this module's functions, never through a sibling.

use syn::spanned::Spanned;

pub(crate) mod assert;
mod block_items;
mod cfg;
mod dbg_macro;
mod expr;
mod from_iter;
pub(crate) mod items;
mod json_macro;
mod let_chain;
mod literal_spans;
mod macros;
mod matches_macro;
mod pattern;
mod self_assoc;
mod serde_syntax;
mod statements;
mod todo_macro;
pub(super) mod traits;
mod turbofish;
mod type_aliases;

use assert::{lower_assert, lower_assert_compare};
pub use dbg_macro::DBG_LOCATION;
use dbg_macro::lower_dbg;
pub use expr::{lower_expr, lower_literal};
use items::{lower_closure, lower_struct_literal};
use macros::{lower_format_args, lower_macro, lower_write_fmt, macro_args};
use pattern::{lower_if_let, lower_match, lower_pat, lower_while_let, match_expr};
use statements::lower_stmts;

use super::error::ScriptError;
use super::ir::{Block, BlockScope, Function, IntTy, Param, Program, SelfParam, Stmt, TypeHint};
use super::source::{Source, span_of};
use crate::trace::Span;

pub(super) type Lowered<T> = Result<T, ScriptError>;

pub(super) fn reject(node: &impl Spanned, found: &str, supported: &str) -> ScriptError {
    ScriptError::new(
        span_of(node),
        format!("{found} is not supported by bufscope"),
    )
    .with_help(supported)
}

/// Lowers a parsed script.
pub fn lower(source: Source) -> Lowered<Program> {
    match source {
        Source::Program(file) => lower_file(&file),
        Source::Statements(mut stmts) => {
            let hoisted = block_items::hoist_statements(&mut stmts)?;
            if let Some((alias, _)) = hoisted
                .iter()
                .find(|(item, _)| matches!(item, syn::Item::Type(_)))
            {
                return Err(reject(
                    alias,
                    "a `type` alias among bare statements",
                    "`type` aliases in a program with `fn main`",
                ));
            }
            let span = stmts.first().map(span_of).unwrap_or_default();
            let end = stmts.last().map(span_of).map_or(span, |last| Span {
                line: last.end_line,
                column: last.end_column,
                end_line: last.end_line,
                end_column: last.end_column,
            });
            let uses = items::body_uses(&stmts)?;
            let mut body = lower_stmts(&stmts, end)?;
            // The export wraps statements in a block whose value is discarded: so is the tail's.
            if let Some(tail) = body.tail.take() {
                body.stmts.push(Stmt::Expr(*tail));
            }
            let main = Function {
                generics: syn::Generics::default(),
                name: "main".into(),
                params: Vec::new(),
                returns_result: true,
                boxed_error: false,
                ret: Some(syn::parse_quote!(std::io::Result<()>)),
                wrapped: true,
                owner: None,
                impl_params: Vec::new(),
                self_args: Vec::new(),
                self_lifetimes: Vec::new(),
                self_param: None,
                uses,
                scope: Default::default(),
                body,
                span,
                signature_span: span,
            };
            let mut items = Items {
                functions: vec![main],
                ..Items::default()
            };
            lower_items(hoisted, &mut items)?;
            Ok(Program {
                functions: items.functions,
                main: 0,
                uses: super::statement_wrapper::statement_uses(),
                types: items.types,
                impls: items.impls,
                consts: items.consts,
                traits: items.traits,
            })
        }
    }
}

/// Lowers items (each with the body it was declared in) into `into`.
fn lower_items(hoisted: Vec<(syn::Item, BlockScope)>, into: &mut Items) -> Lowered<()> {
    let Items {
        functions,
        uses,
        types,
        impls,
        consts,
        traits,
    } = into;
    for (item, scope) in hoisted {
        if items::compiled_out(&item)? {
            continue;
        }
        let first_function = functions.len();
        match &item {
            syn::Item::Use(item) => {
                items::check_use_root(&item.tree)?;
                uses.push(item.tree.clone());
            }
            syn::Item::Fn(function) => functions.push(lower_fn(function)?),
            syn::Item::Struct(item) => types.push(items::lower_struct(item)?),
            syn::Item::Enum(item) => types.push(items::lower_enum(item)?),
            syn::Item::Const(item) => consts.push(items::lower_const(
                &item.ident,
                &item.ty,
                &item.expr,
                false,
            )?),
            syn::Item::Static(item) => {
                if let syn::StaticMutability::Mut(token) = &item.mutability {
                    return Err(reject(
                        token,
                        "a `static mut`",
                        "`const` and immutable `static` items",
                    ));
                }
                consts.push(items::lower_const(&item.ident, &item.ty, &item.expr, true)?);
            }
            syn::Item::Impl(item) => {
                let index = impls.len();
                impls.push(items::lower_impl(item, index, functions)?);
            }
            syn::Item::Trait(item) => traits.push(traits::lower_trait(item, functions)?),
            other => return Err(items::reject_item(other)),
        }
        if scope.uses.is_empty() && scope.locals.is_empty() {
            continue;
        }
        for function in &mut functions[first_function..] {
            function.scope = scope.clone();
        }
        let last_scope = match &item {
            syn::Item::Struct(_) | syn::Item::Enum(_) => types.last_mut().map(|t| &mut t.scope),
            syn::Item::Const(_) | syn::Item::Static(_) => consts.last_mut().map(|c| &mut c.scope),
            syn::Item::Impl(_) => impls.last_mut().map(|i| &mut i.scope),
            syn::Item::Trait(_) => traits.last_mut().map(|t| &mut t.scope),
            _ => None,
        };
        if let Some(last_scope) = last_scope {
            *last_scope = scope;
        }
    }
    Ok(())
}

/// A script's items as a [`Program`] holds them.
#[derive(Default)]
struct Items {
    functions: Vec<Function>,
    uses: Vec<syn::UseTree>,
    types: Vec<super::ir::TypeDef>,
    impls: Vec<super::ir::ImplDef>,
    consts: Vec<super::ir::ConstDef>,
    traits: Vec<super::ir::TraitDef>,
}

fn lower_file(file: &syn::File) -> Lowered<Program> {
    let mut items = Items::default();
    lower_items(
        type_aliases::expand(block_items::hoist(&file.items)?)?,
        &mut items,
    )?;
    let main = items
        .functions
        .iter()
        .position(|f| f.name == "main")
        .ok_or_else(|| {
            ScriptError::new(
                Span {
                    line: 1,
                    column: 1,
                    end_line: 1,
                    end_column: 1,
                },
                "the program has no `fn main`",
            )
            .with_help("add `fn main() { … }`, or paste bare statements without any `fn`")
        })?;
    Ok(Program {
        functions: items.functions,
        main,
        uses: items.uses,
        types: items.types,
        impls: items.impls,
        consts: items.consts,
        traits: items.traits,
    })
}

fn lower_fn(function: &syn::ItemFn) -> Lowered<Function> {
    lower_function(&function.sig, &function.block, None)
}

/// A function: free, or of an `impl` block (`owner`: the type's name and the impl's index).
pub(super) fn lower_function(
    sig: &syn::Signature,
    block: &syn::Block,
    owner: Option<(String, usize)>,
) -> Lowered<Function> {
    if sig.asyncness.is_some() {
        return Err(reject(sig, "an `async fn`", "plain functions"));
    }
    items::no_repeated_params(
        &sig.generics
            .type_params()
            .map(|p| &p.ident)
            .collect::<Vec<_>>(),
    )?;
    let mut params = Vec::new();
    let mut self_param = None;
    for (index, input) in sig.inputs.iter().enumerate() {
        match input {
            syn::FnArg::Typed(typed) => {
                // `_`: a parameter no name can reach (`#` is in no identifier); the argument
                // lives until the function returns, as rustc keeps it.
                let name = pattern_name(&typed.pat)?.unwrap_or_else(|| format!("_#{index}"));
                params.push(Param {
                    name,
                    ty: type_hint(&typed.ty),
                    annotation: (*typed.ty).clone(),
                    mutable: pattern_is_mut(&typed.pat),
                });
            }
            syn::FnArg::Receiver(receiver) if owner.is_some() => {
                if receiver.colon_token.is_some() {
                    return Err(reject(
                        receiver,
                        "`self` with a written type",
                        "`self`, `&self`, `&mut self` and `mut self`",
                    ));
                }
                self_param = Some(match (&receiver.reference, receiver.mutability) {
                    (None, mutability) => SelfParam::Value {
                        mutable: mutability.is_some(),
                    },
                    (Some(_), None) => SelfParam::Ref,
                    (Some(_), Some(_)) => SelfParam::RefMut,
                });
            }
            syn::FnArg::Receiver(receiver) => {
                return Err(ScriptError::rustc(
                    "E0424",
                    span_of(receiver),
                    "`self` parameter is only allowed in associated functions",
                )
                .with_help("put the function in an `impl` block"));
            }
        }
    }
    let boxed_error =
        matches!(&sig.output, syn::ReturnType::Type(_, ty) if type_text(ty).contains("Box<dyn"));
    // What a function may return is the checker's business; the interpreter only needs to
    // know whether `?` may leave it.
    let returns_result =
        matches!(&sig.output, syn::ReturnType::Type(_, ty) if type_text(ty).contains("Result"));
    let end = span_of(&block.brace_token.span.close());
    let uses = items::body_uses(&block.stmts)?;
    let body = lower_stmts(&block.stmts, end)?;
    let ret = match &sig.output {
        syn::ReturnType::Default => None,
        syn::ReturnType::Type(_, ty) => Some((**ty).clone()),
    };
    let name = match &owner {
        Some((type_name, _)) => format!("{type_name}::{}", sig.ident),
        None => sig.ident.to_string(),
    };
    Ok(Function {
        generics: sig.generics.clone(),
        name,
        params,
        returns_result,
        boxed_error,
        ret,
        wrapped: false,
        owner,
        impl_params: Vec::new(),
        self_args: Vec::new(),
        self_lifetimes: Vec::new(),
        self_param,
        uses,
        scope: Default::default(),
        body,
        span: span_of(&sig.ident),
        signature_span: span_of(sig),
    })
}

/// `'outer: loop { … }`: the label's name (without the quote).
pub(super) fn label_of(label: &Option<syn::Label>) -> Option<String> {
    label.as_ref().map(|l| l.name.ident.to_string())
}

fn type_text(ty: &syn::Type) -> String {
    use quote::ToTokens;
    ty.to_token_stream().to_string().replace(' ', "")
}

/// What a type annotation says, as far as the interpreter cares.
pub fn type_hint(ty: &syn::Type) -> TypeHint {
    let text = type_text(ty);
    let bare = text
        .trim_start_matches('&')
        .trim_start_matches("mut")
        .trim_start_matches("'static");
    if let Some(int) = IntTy::parse(bare) {
        return TypeHint::Int(int);
    }
    match bare {
        "f64" => TypeHint::Float,
        "f32" => TypeHint::F32,
        "bool" => TypeHint::Bool,
        "char" => TypeHint::Char,
        "String" => TypeHint::String,
        "str" => TypeHint::Str,
        "Vec<u8>" | "[u8]" => TypeHint::ByteVec,
        "Value" | "serde_json::Value" => TypeHint::Json,
        _ if bare.starts_with("[u8;") => TypeHint::ByteVec,
        _ => TypeHint::Other(text),
    }
}

/// Whether a binding pattern is `mut name`.
fn pattern_is_mut(pat: &syn::Pat) -> bool {
    match pat {
        syn::Pat::Ident(ident) => ident.mutability.is_some(),
        syn::Pat::Type(typed) => pattern_is_mut(&typed.pat),
        _ => false,
    }
}

pub(super) fn pattern_name(pat: &syn::Pat) -> Lowered<Option<String>> {
    match pat {
        // `let ref x = c;` binds a reference, which a plain name would not.
        syn::Pat::Ident(ident) if ident.subpat.is_none() && ident.by_ref.is_none() => {
            Ok(Some(ident.ident.to_string()))
        }
        syn::Pat::Wild(_) => Ok(None),
        syn::Pat::Type(typed) => pattern_name(&typed.pat),
        syn::Pat::Paren(paren) => pattern_name(&paren.pat),
        other => Err(reject(
            other,
            "this pattern",
            "`let name = …`, `let mut name: Type = …` or `_`",
        )),
    }
}

pub fn lower_block(block: &syn::Block) -> Lowered<Block> {
    items::refuse_nested_uses(&block.stmts)?;
    lower_stmts(&block.stmts, span_of(&block.brace_token.span.close()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::ir::{Expr, ExprKind, Literal};
    use crate::script::source::parse;

    fn lowered(text: &str) -> Program {
        lower(parse(text).expect("parses")).expect("lowers")
    }

    #[test]
    fn bare_statements_become_main_and_a_tail_value_is_discarded() {
        let program = lowered("let x = 1;\nx + 1");
        assert_eq!(program.functions.len(), 1);
        let main = &program.functions[program.main];
        assert_eq!(main.name, "main");
        assert!(main.returns_result, "bare statements may use `?`");
        assert_eq!(main.body.stmts.len(), 2);
        assert!(main.body.tail.is_none());
    }

    #[test]
    fn a_program_keeps_its_helpers_and_finds_main() {
        let program = lowered("fn helper(n: u8) {}\nfn main() {\n    helper(1);\n}\n");
        let names: Vec<&str> = program.functions.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["helper", "main"]);
        assert_eq!(program.main, 1);
        assert_eq!(program.functions[0].params[0].ty, TypeHint::Int(IntTy::U8));
        assert!(!program.functions[1].returns_result);
    }

    #[test]
    fn literal_suffixes_and_annotations_give_integer_types() {
        let program = lowered("let a: usize = 3;\nlet b = 7u8;\nlet c = 3000000000;");
        let stmts = &program.functions[0].body.stmts;
        let Stmt::Let { ty, .. } = &stmts[0] else {
            panic!("let")
        };
        assert_eq!(*ty, TypeHint::Int(IntTy::Usize));
        let Stmt::Let {
            init:
                Some(Expr {
                    kind: ExprKind::Lit(b),
                    ..
                }),
            ..
        } = &stmts[1]
        else {
            panic!("let")
        };
        assert_eq!(
            *b,
            Literal::Int {
                value: 7,
                ty: IntTy::U8
            }
        );
        // Unsuffixed literals get their type from context, as in rustc.
        let Stmt::Let {
            init:
                Some(Expr {
                    kind: ExprKind::Lit(c),
                    ..
                }),
            ..
        } = &stmts[2]
        else {
            panic!("let")
        };
        assert_eq!(
            *c,
            Literal::Int {
                value: 3_000_000_000,
                ty: IntTy::Default
            }
        );
    }

    #[test]
    fn known_paths_are_canonical_whatever_the_import() {
        for text in [
            "std::fs::File::create(\"a\")",
            "fs::File::create(\"a\")",
            "File::create(\"a\")",
        ] {
            let program = lowered(&format!("let f = {text};"));
            let Stmt::Let {
                init:
                    Some(Expr {
                        kind: ExprKind::Call { path, .. },
                        ..
                    }),
                ..
            } = &program.functions[0].body.stmts[0]
            else {
                panic!("call");
            };
            assert_eq!(path, "File::create", "{text}");
        }
    }

    #[test]
    fn spans_are_one_based_like_rustc() {
        let program = lowered("\n    println!(\"x\");");
        let Stmt::Expr(expr) = &program.functions[0].body.stmts[0] else {
            panic!("expr")
        };
        assert_eq!(
            expr.span,
            Span {
                line: 2,
                column: 5,
                end_line: 2,
                end_column: 18
            }
        );
    }
}
