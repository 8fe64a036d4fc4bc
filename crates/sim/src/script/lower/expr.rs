//! Lowers expressions: operators, calls, method calls, control flow, closures, literals.

use super::{Lowered, label_of, lower_block, pattern_name, reject, type_hint};
use crate::script::ir::{
    BinOp, Block, Expr, ExprKind, FOR_ITEM, FloatLit, IntTy, Literal, Stmt, TypeHint, UnOp,
};
use crate::script::known::canonical_call;
use crate::script::source::span_of;

fn boxed(expr: &syn::Expr) -> Lowered<Box<Expr>> {
    lower_expr(expr).map(Box::new)
}

fn path_text(path: &syn::Path) -> String {
    path.segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

/// Lowers one expression.
pub fn lower_expr(expr: &syn::Expr) -> Lowered<Expr> {
    let span = span_of(expr);
    let kind = match expr {
        syn::Expr::Lit(lit) => ExprKind::Lit(lower_literal(&lit.lit)?),
        syn::Expr::Path(path) => {
            if path.qself.is_some() {
                return Err(reject(path, "a qualified path", "plain names"));
            }
            super::turbofish::refuse_on_function(&path.path)?;
            if path.path.segments.len() == 1 {
                ExprKind::Var(path.path.segments[0].ident.to_string())
            } else {
                ExprKind::Path(path_text(&path.path))
            }
        }
        syn::Expr::Paren(paren) => return lower_expr(&paren.expr),
        syn::Expr::Group(group) => return lower_expr(&group.expr),
        syn::Expr::Unary(unary) => {
            let op = match unary.op {
                syn::UnOp::Neg(_) => UnOp::Neg,
                syn::UnOp::Not(_) => UnOp::Not,
                syn::UnOp::Deref(_) => UnOp::Deref,
                _ => return Err(reject(unary, "this operator", "`-`, `!` and `*`")),
            };
            ExprKind::Unary(op, boxed(&unary.expr)?)
        }
        syn::Expr::Binary(binary) => lower_binary(binary)?,
        // `_ = e;`: the value is evaluated and dropped, a place left as it is: `let _ = e;`.
        syn::Expr::Assign(assign) if matches!(&*assign.left, syn::Expr::Infer(_)) => {
            ExprKind::Block(Block {
                stmts: vec![Stmt::Let {
                    mutable: false,
                    name: "_".to_string(),
                    ty: TypeHint::Unknown,
                    annotation: None,
                    init: Some(lower_expr(&assign.right)?),
                    span,
                    binding: span_of(&assign.left),
                }],
                tail: None,
                end: span,
                is_unsafe: false,
            })
        }
        syn::Expr::Assign(assign) => ExprKind::Assign(boxed(&assign.left)?, boxed(&assign.right)?),
        syn::Expr::If(if_expr) => {
            if let Some(chain) = super::let_chain::let_chain(&if_expr.cond) {
                return Ok(Expr {
                    kind: super::let_chain::lower_if_chain(
                        &chain,
                        &if_expr.then_branch,
                        if_expr.else_branch.as_ref().map(|(_, e)| &**e),
                    )?,
                    span,
                });
            }
            if let syn::Expr::Let(let_expr) = &*if_expr.cond {
                return Ok(Expr {
                    kind: super::lower_if_let(
                        let_expr,
                        &if_expr.then_branch,
                        if_expr.else_branch.as_ref().map(|(_, e)| &**e),
                    )?,
                    span,
                });
            }
            let otherwise = if_expr
                .else_branch
                .as_ref()
                .map(|(_, e)| boxed(e))
                .transpose()?;
            ExprKind::If {
                cond: boxed(&if_expr.cond)?,
                then: lower_block(&if_expr.then_branch)?,
                otherwise,
            }
        }
        syn::Expr::While(while_expr) => {
            if let Some(chain) = super::let_chain::let_chain(&while_expr.cond) {
                return Ok(Expr {
                    kind: super::let_chain::lower_while_chain(
                        &chain,
                        &while_expr.body,
                        label_of(&while_expr.label),
                    )?,
                    span,
                });
            }
            if let syn::Expr::Let(let_expr) = &*while_expr.cond {
                return Ok(Expr {
                    kind: super::lower_while_let(
                        let_expr,
                        &while_expr.body,
                        label_of(&while_expr.label),
                    )?,
                    span,
                });
            }
            ExprKind::While {
                cond: boxed(&while_expr.cond)?,
                body: lower_block(&while_expr.body)?,
                label: label_of(&while_expr.label),
            }
        }
        syn::Expr::Loop(loop_expr) => ExprKind::Loop {
            body: lower_block(&loop_expr.body)?,
            label: label_of(&loop_expr.label),
        },
        syn::Expr::ForLoop(for_loop) => {
            let label = label_of(&for_loop.label);
            // `for (i, x) in …`, `for &b in &bytes`, `for Reverse(x) in …`: each item is
            // bound by a `let` of the pattern.
            if let syn::Pat::Tuple(_) | syn::Pat::Reference(_) | syn::Pat::TupleStruct(_) =
                &*for_loop.pat
            {
                let item = FOR_ITEM.to_string();
                let mut body = lower_block(&for_loop.body)?;
                let pat_span = span_of(&for_loop.pat);
                body.stmts.insert(
                    0,
                    Stmt::LetElse {
                        pat: super::lower_pat(&for_loop.pat)?,
                        init: Expr {
                            kind: ExprKind::Var(item.clone()),
                            span: pat_span,
                        },
                        otherwise: None,
                        span: pat_span,
                    },
                );
                return Ok(Expr {
                    kind: ExprKind::For {
                        var: Some(item),
                        iter: boxed(&for_loop.expr)?,
                        body,
                        label,
                    },
                    span,
                });
            }
            let var = pattern_name(&for_loop.pat)?;
            ExprKind::For {
                var,
                iter: boxed(&for_loop.expr)?,
                body: lower_block(&for_loop.body)?,
                label,
            }
        }
        syn::Expr::Break(brk) => ExprKind::Break {
            label: brk.label.as_ref().map(|l| l.ident.to_string()),
            value: brk.expr.as_ref().map(|e| boxed(e)).transpose()?,
        },
        syn::Expr::Continue(cont) => {
            ExprKind::Continue(cont.label.as_ref().map(|l| l.ident.to_string()))
        }
        syn::Expr::Return(ret) => {
            ExprKind::Return(ret.expr.as_ref().map(|e| boxed(e)).transpose()?)
        }
        syn::Expr::Block(block) => {
            if let Some(label) = &block.label {
                return Err(reject(label, "a block label", "plain blocks"));
            }
            ExprKind::Block(lower_block(&block.block)?)
        }
        syn::Expr::Unsafe(block) => ExprKind::Block(Block {
            is_unsafe: true,
            ..lower_block(&block.block)?
        }),
        syn::Expr::Try(try_expr) => ExprKind::Try(boxed(&try_expr.expr)?, None),
        syn::Expr::MethodCall(call) if let Some(lowered) = super::lower_write_fmt(call) => lowered?,
        syn::Expr::MethodCall(call) => {
            // Which methods exist, and on which types, is the checker's business.
            let method = call.method.to_string();
            let args = call
                .args
                .iter()
                .map(lower_expr)
                .collect::<Lowered<Vec<_>>>()?;
            ExprKind::Method {
                receiver: boxed(&call.receiver)?,
                method,
                method_span: span_of(&call.method),
                turbofish: call
                    .turbofish
                    .iter()
                    .flat_map(|t| t.args.iter())
                    .filter_map(|arg| match arg {
                        syn::GenericArgument::Type(ty) => Some(ty.clone()),
                        _ => None,
                    })
                    .collect(),
                args,
            }
        }
        syn::Expr::Call(call) => {
            let syn::Expr::Path(func) = &*call.func else {
                return Err(reject(
                    &call.func,
                    "calling this expression",
                    "calls of named functions and constructors",
                ));
            };
            if let Some(typed) = super::serde_syntax::typed_deserialize(call, func) {
                return typed;
            }
            if let Some(typed) = super::turbofish::typed_constructor(call, func) {
                return typed;
            }
            let turbofish = super::turbofish::on_called_name(&func.path)?;
            if let Some(collected) = super::from_iter::json_from_iter(call, func) {
                return collected;
            }
            let text = path_text(&func.path);
            // `i64::max_value()`: the deprecated spelling of `i64::MAX`, which it returns.
            if let Some(constant) = int_limit_call(&text)
                && call.args.is_empty()
            {
                ExprKind::Path(constant)
            } else {
                let path = canonical_call(&text)
                    .map(str::to_string)
                    .unwrap_or(text.clone());
                let args = call
                    .args
                    .iter()
                    .map(lower_expr)
                    .collect::<Lowered<Vec<_>>>()?;
                // The checker resolves the path (imports, the std table, the script's functions).
                ExprKind::Call {
                    path,
                    written: func
                        .path
                        .segments
                        .iter()
                        .map(|s| s.ident.to_string())
                        .collect(),
                    turbofish,
                    args,
                }
            }
        }
        syn::Expr::Macro(mac) => return super::lower_macro(&mac.mac),
        syn::Expr::Reference(reference) => ExprKind::Ref {
            mutable: reference.mutability.is_some(),
            expr: boxed(&reference.expr)?,
        },
        syn::Expr::Index(index) => ExprKind::Index(boxed(&index.expr)?, boxed(&index.index)?),
        syn::Expr::Range(range) => ExprKind::Range {
            start: range.start.as_ref().map(|e| boxed(e)).transpose()?,
            end: range.end.as_ref().map(|e| boxed(e)).transpose()?,
            inclusive: matches!(range.limits, syn::RangeLimits::Closed(_)),
        },
        syn::Expr::Cast(cast) => ExprKind::Cast(boxed(&cast.expr)?, type_hint(&cast.ty)),
        syn::Expr::Array(array) => ExprKind::ArrayList(
            array
                .elems
                .iter()
                .map(lower_expr)
                .collect::<Lowered<Vec<_>>>()?,
        ),
        syn::Expr::Repeat(repeat) => {
            ExprKind::ArrayRepeat(boxed(&repeat.expr)?, boxed(&repeat.len)?)
        }
        syn::Expr::Tuple(tuple) => ExprKind::Tuple(
            tuple
                .elems
                .iter()
                .map(lower_expr)
                .collect::<Lowered<Vec<_>>>()?,
        ),
        syn::Expr::Field(field) => match &field.member {
            syn::Member::Unnamed(index) => {
                ExprKind::Field(boxed(&field.base)?, index.index.to_string())
            }
            syn::Member::Named(name) => ExprKind::Field(boxed(&field.base)?, name.to_string()),
        },
        syn::Expr::Closure(closure) => super::lower_closure(closure)?,
        syn::Expr::Match(m) => super::lower_match(m)?,
        syn::Expr::Let(let_expr) => {
            return Err(reject(
                let_expr,
                "`let` in an expression",
                "`let` statements",
            ));
        }
        syn::Expr::Struct(s) => super::lower_struct_literal(s)?,
        syn::Expr::Async(a) => return Err(reject(a, "an `async` block", "synchronous code")),
        syn::Expr::Await(a) => return Err(reject(a, "`.await`", "synchronous code")),
        other => {
            return Err(reject(
                other,
                "this expression",
                "the subset described in the README (literals, operators, `let`, `if`, loops, calls of std I/O types, format macros)",
            ));
        }
    };
    Ok(Expr { kind, span })
}

pub(super) fn lower_binary(binary: &syn::ExprBinary) -> Lowered<ExprKind> {
    use syn::BinOp as B;
    let (op, assign) = match binary.op {
        B::Add(_) => (BinOp::Add, false),
        B::Sub(_) => (BinOp::Sub, false),
        B::Mul(_) => (BinOp::Mul, false),
        B::Div(_) => (BinOp::Div, false),
        B::Rem(_) => (BinOp::Rem, false),
        B::And(_) => (BinOp::And, false),
        B::Or(_) => (BinOp::Or, false),
        B::BitAnd(_) => (BinOp::BitAnd, false),
        B::BitOr(_) => (BinOp::BitOr, false),
        B::BitXor(_) => (BinOp::BitXor, false),
        B::Shl(_) => (BinOp::Shl, false),
        B::Shr(_) => (BinOp::Shr, false),
        B::Eq(_) => (BinOp::Eq, false),
        B::Ne(_) => (BinOp::Ne, false),
        B::Lt(_) => (BinOp::Lt, false),
        B::Le(_) => (BinOp::Le, false),
        B::Gt(_) => (BinOp::Gt, false),
        B::Ge(_) => (BinOp::Ge, false),
        B::AddAssign(_) => (BinOp::Add, true),
        B::SubAssign(_) => (BinOp::Sub, true),
        B::MulAssign(_) => (BinOp::Mul, true),
        B::DivAssign(_) => (BinOp::Div, true),
        B::RemAssign(_) => (BinOp::Rem, true),
        B::BitAndAssign(_) => (BinOp::BitAnd, true),
        B::BitOrAssign(_) => (BinOp::BitOr, true),
        B::BitXorAssign(_) => (BinOp::BitXor, true),
        B::ShlAssign(_) => (BinOp::Shl, true),
        B::ShrAssign(_) => (BinOp::Shr, true),
        _ => {
            return Err(reject(
                &binary.op,
                "this operator",
                "arithmetic, comparison, logic and `+= -= *= /=`",
            ));
        }
    };
    let (left, right) = (boxed(&binary.left)?, boxed(&binary.right)?);
    Ok(if assign {
        ExprKind::AssignOp(op, left, right)
    } else {
        ExprKind::Binary(op, left, right, span_of(&binary.op))
    })
}

/// Integer suffixes rustc accepts.
fn int_suffix(suffix: &str) -> Option<IntTy> {
    if suffix.is_empty() {
        Some(IntTy::Default)
    } else {
        IntTy::parse(suffix)
    }
}

pub fn lower_literal(lit: &syn::Lit) -> Lowered<Literal> {
    Ok(match lit {
        syn::Lit::Str(s) => Literal::Str(s.value().into()),
        syn::Lit::ByteStr(s) => Literal::ByteStr(s.value().into()),
        syn::Lit::Byte(b) => Literal::Byte(b.value()),
        syn::Lit::Char(c) => Literal::Char(c.value()),
        syn::Lit::Bool(b) => Literal::Bool(b.value),
        // `9f64` is a float written without a point.
        syn::Lit::Int(int) if matches!(int.suffix(), "f32" | "f64") => {
            float_literal(int, int.base10_digits(), int.suffix())?
        }
        syn::Lit::Int(int) => {
            let ty = int_suffix(int.suffix()).ok_or_else(|| {
                reject(
                    int,
                    &format!("the suffix `{}`", int.suffix()),
                    "integer suffixes such as `u8`, `usize`, `i64`",
                )
            })?;
            let value: i128 = int
                .base10_parse()
                .map_err(|_| reject(int, "this integer literal", "integers that fit in i128"))?;
            // Whether it fits its type is checked once the type is known (and whether it is
            // negated: `-128i8` fits).
            Literal::Int { value, ty }
        }
        syn::Lit::Float(float) if !matches!(float.suffix(), "" | "f32" | "f64") => {
            return Err(reject(
                float,
                &format!("the suffix `{}`", float.suffix()),
                "the float suffixes `f32` and `f64`",
            ));
        }
        syn::Lit::Float(float) => float_literal(float, float.base10_digits(), float.suffix())?,
        other => {
            return Err(reject(
                other,
                "this literal",
                "integer, float, bool, char, string, raw string, byte and byte-string literals",
            ));
        }
    })
}

/// A float literal's value as `f64` and as `f32`; `suffix` is `""`, `f32` or `f64`.
fn float_literal(
    node: &impl syn::spanned::Spanned,
    digits: &str,
    suffix: &str,
) -> Lowered<Literal> {
    let (Ok(value), Ok(single)) = (digits.parse::<f64>(), digits.parse::<f32>()) else {
        return Err(reject(node, "this float literal", "decimal floats"));
    };
    Ok(Literal::Float(FloatLit {
        value,
        single,
        is_f32: suffix == "f32",
        suffixed: !suffix.is_empty(),
    }))
}

/// `i64::max_value` → `i64::MAX` (and `min_value` → `MIN`) for an integer type.
fn int_limit_call(path: &str) -> Option<String> {
    let (owner, name) = path.rsplit_once("::")?;
    let bare = owner
        .trim_start_matches("std::")
        .trim_start_matches("core::");
    IntTy::parse(bare)?;
    let constant = match name {
        "max_value" => "MAX",
        "min_value" => "MIN",
        _ => return None,
    };
    Some(format!("{owner}::{constant}"))
}
