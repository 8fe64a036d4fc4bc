//! What only the checker knows, written into the tree for the interpreter: which function a
//! call or method call of the script's own reaches (and how its receiver is passed), which
//! struct a literal builds, which field a name is, and where a `Vec` of something other than
//! bytes is made (the interpreter keeps `Vec<u8>` as bytes, what I/O reads and writes, and
//! every other vector as a list of values). The checker records each site by the address of
//! its expression; [`apply_rewrites`] rewrites those sites.

mod site;

use std::rc::Rc;

pub use site::{Pass, Rewrite, Site, SyntheticClosure};

use super::super::ir::{
    Arm, Block, DEQUE_POSITION, Expr, ExprKind, FloatLit, FormatTarget, IntTy, LIST_FROM_ITEMS,
    LIST_NEW, LIST_REPEAT, LIST_WITH_CAPACITY, Literal, Pat, PatKind, Program, Stmt, UnOp,
};
use super::super::ty::Ty;
use crate::trace::Span;

/// Whether `ty` (resolved) is a vector whose elements are not bytes.
pub fn is_list(ty: &Ty) -> bool {
    match ty {
        Ty::Adt(name, args) if name == "Vec" => !matches!(
            args.first(),
            Some(Ty::Int(IntTy::U8)) | Some(Ty::Var(_)) | None
        ),
        _ => false,
    }
}

/// Rewrites the recorded sites.
pub fn apply_rewrites(program: &mut Program, sites: &[Rewrite]) {
    for def in &mut program.consts {
        expr(&mut def.value, sites);
    }
    if sites.is_empty() {
        return;
    }
    for function in &mut program.functions {
        block(&mut function.body, sites);
    }
}

/// Rewrites, in each closure the checker made for a function passed by name, the sites
/// decided after it was made: at its body's end, what `Vec::new` in `or_insert_with(Vec::new)`
/// holds, what `str::parse` parses into. The closure's expressions have not moved since they
/// were checked (they live in its `Rc`), so their sites are found as anywhere else.
pub fn settle_synthetic_closures(sites: &mut [Rewrite]) {
    for index in 0..sites.len() {
        if !matches!(sites[index].site, Site::Closure(_)) {
            continue;
        }
        // Taken out while the others are applied to it (its own site names the argument it
        // replaces, never an expression inside it).
        let Site::Closure(SyntheticClosure(mut def)) =
            std::mem::replace(&mut sites[index].site, Site::ConsumingCall)
        else {
            unreachable!("a closure's site, matched above")
        };
        if let Some(closure) = Rc::get_mut(&mut def) {
            expr(&mut closure.body, sites);
        }
        sites[index].site = Site::Closure(SyntheticClosure(def));
    }
}

/// Rewrites the recorded sites in one expression (a closure the checker made).
pub fn rewrite_expr(e: &mut Expr, sites: &[Rewrite]) {
    expr(e, sites);
}

fn block(block_: &mut Block, sites: &[Rewrite]) {
    for stmt in &mut block_.stmts {
        match stmt {
            Stmt::Let { init, .. } => {
                if let Some(init) = init {
                    expr(init, sites);
                }
            }
            Stmt::Expr(e) => expr(e, sites),
            Stmt::LetElse {
                pat: p,
                init,
                otherwise,
                ..
            } => {
                pat(p, sites);
                expr(init, sites);
                if let Some(otherwise) = otherwise {
                    block(otherwise, sites);
                }
            }
        }
    }
    if let Some(tail) = &mut block_.tail {
        expr(tail, sites);
    }
}

/// Writes the checker's resolution into the patterns of the script's types.
fn pat(p: &mut Pat, sites: &[Rewrite]) {
    let address = std::ptr::from_ref::<Pat>(p) as usize;
    let found = sites
        .iter()
        .find(|s| s.expr == address)
        .map(|s| s.site.clone());
    if let Some(Site::StdVariant(canonical)) = found {
        std_variant(p, canonical, sites);
        return;
    }
    if let Some(Site::StdUnitVariant(path)) = found {
        p.kind = PatKind::Variant {
            name: path,
            fields: Vec::new(),
            rest: false,
            parens: false,
            variant: None,
        };
        return;
    }
    // A name that is an imported unit variant (`Nil` after `use List::*;`), not a binding.
    if let (Some(Site::Pattern { variant, .. }), PatKind::Binding { name, .. }) = (&found, &p.kind)
    {
        p.kind = PatKind::Variant {
            name: name.clone(),
            fields: Vec::new(),
            rest: false,
            parens: false,
            variant: *variant,
        };
        return;
    }
    match &mut p.kind {
        PatKind::Variant {
            fields, variant, ..
        } => {
            fields.iter_mut().for_each(|f| pat(f, sites));
            if let Some(Site::Pattern {
                variant: v,
                positions,
            }) = found
            {
                *variant = v;
                // `..` stands for the fields not written: each matches anything.
                let span = p.span;
                while fields.len() < positions.len() {
                    fields.push(Pat {
                        kind: PatKind::Wild,
                        span,
                    });
                }
            }
        }
        PatKind::Struct {
            fields, resolved, ..
        } => {
            fields.iter_mut().for_each(|(_, f)| pat(f, sites));
            if let Some(Site::Pattern { variant, positions }) = found {
                *resolved = Some((variant, positions));
            }
        }
        PatKind::Binding { sub: Some(sub), .. } | PatKind::Ref(sub) => pat(sub, sites),
        PatKind::Tuple(items) | PatKind::Or(items) => items.iter_mut().for_each(|f| pat(f, sites)),
        PatKind::Slice { before, after, .. } => {
            before.iter_mut().chain(after).for_each(|f| pat(f, sites));
        }
        _ => {}
    }
}

/// `SocketAddr::V4(a)` as the interpreter matches it: the canonical name, one field (`_` for
/// `V4(..)`, written `V4 { .. }`).
fn std_variant(p: &mut Pat, canonical: &str, sites: &[Rewrite]) {
    let mut fields = match &mut p.kind {
        PatKind::Variant { fields, .. } => std::mem::take(fields),
        _ => vec![Pat {
            kind: PatKind::Wild,
            span: p.span,
        }],
    };
    fields.iter_mut().for_each(|f| pat(f, sites));
    p.kind = PatKind::Variant {
        name: canonical.to_string(),
        fields,
        rest: false,
        parens: true,
        variant: None,
    };
}

fn arms(arms: &mut [Arm], sites: &[Rewrite]) {
    for arm in arms {
        pat(&mut arm.pat, sites);
        if let Some(guard) = &mut arm.guard {
            expr(guard, sites);
        }
        expr(&mut arm.body, sites);
    }
}

fn expr(e: &mut Expr, sites: &[Rewrite]) {
    let address = super::expr_address::address(e);
    // Children first: the rewrite below moves them.
    match &mut e.kind {
        ExprKind::Lit(_)
        | ExprKind::Var(_)
        | ExprKind::Path(_)
        | ExprKind::Const(_)
        | ExprKind::Default(_) => {}
        ExprKind::Closure(def) => {
            // The closure is not shared yet (the program was just lowered), so its body is
            // rewritten where the checker saw it.
            if let Some(def) = Rc::get_mut(def) {
                def.params.iter_mut().for_each(|(p, _)| pat(p, sites));
                expr(&mut def.body, sites);
            }
        }
        ExprKind::Continue(_) => {}
        ExprKind::Break { value, .. } => {
            if let Some(value) = value {
                expr(value, sites);
            }
        }
        ExprKind::Unary(_, a) | ExprKind::Try(a, _) | ExprKind::Cast(a, _) => expr(a, sites),
        ExprKind::Field(a, _) => expr(a, sites),
        ExprKind::Ref { expr: a, .. } => expr(a, sites),
        ExprKind::Binary(_, a, b, _)
        | ExprKind::Assign(a, b)
        | ExprKind::AssignOp(_, a, b)
        | ExprKind::Index(a, b)
        | ExprKind::VecRepeat(a, b)
        | ExprKind::ArrayRepeat(a, b) => {
            expr(a, sites);
            expr(b, sites);
        }
        ExprKind::If {
            cond,
            then,
            otherwise,
        } => {
            expr(cond, sites);
            block(then, sites);
            if let Some(otherwise) = otherwise {
                expr(otherwise, sites);
            }
        }
        ExprKind::While { cond, body, .. } => {
            expr(cond, sites);
            block(body, sites);
        }
        ExprKind::Loop { body, .. } | ExprKind::Block(body) => block(body, sites),
        ExprKind::For { iter, body, .. } => {
            expr(iter, sites);
            block(body, sites);
        }
        ExprKind::Return(value) => {
            if let Some(value) = value {
                expr(value, sites);
            }
        }
        ExprKind::Method { receiver, args, .. } => {
            expr(receiver, sites);
            args.iter_mut().for_each(|a| expr(a, sites));
        }
        ExprKind::Call { args, .. }
        | ExprKind::CallScript { args, .. }
        | ExprKind::CompareScript { args, .. }
        | ExprKind::CallScriptDyn { args, .. }
        | ExprKind::Deserialize { args, .. } => {
            args.iter_mut().for_each(|a| expr(a, sites));
        }
        ExprKind::StructLit { fields, base, .. } => {
            fields.iter_mut().for_each(|(_, a)| expr(a, sites));
            base.iter_mut().for_each(|b| expr(b, sites));
        }
        ExprKind::Construct { fields, base, .. } => {
            fields.iter_mut().for_each(|(_, a)| expr(a, sites));
            base.iter_mut().for_each(|b| expr(b, sites));
        }
        ExprKind::Format(call) => {
            if let FormatTarget::Writer(writer) = &mut call.target {
                expr(writer, sites);
            }
            call.args.iter_mut().for_each(|a| expr(a, sites));
        }
        ExprKind::VecList(items) | ExprKind::ArrayList(items) | ExprKind::Tuple(items) => {
            items.iter_mut().for_each(|a| expr(a, sites));
        }
        ExprKind::Range { start, end, .. } => {
            for bound in [start, end].into_iter().flatten() {
                expr(bound, sites);
            }
        }
        ExprKind::Match {
            scrutinee, arms: a, ..
        } => {
            expr(scrutinee, sites);
            arms(a, sites);
        }
    }
    let lent = sites
        .iter()
        .any(|s| s.expr == address && s.site == Site::LentReceiver);
    if let Some(site) = sites
        .iter()
        .find(|s| s.expr == address && s.site != Site::LentReceiver)
        .map(|s| s.site.clone())
    {
        let kind = std::mem::replace(&mut e.kind, ExprKind::Continue(None));
        e.kind = rewrite(site, kind, e.span);
    }
    // After the expression's own rewrite (`ArrayIndex`), which it wraps.
    if lent {
        let kind = std::mem::replace(&mut e.kind, ExprKind::Continue(None));
        e.kind = ExprKind::Ref {
            mutable: true,
            expr: Box::new(Expr { kind, span: e.span }),
        };
    }
}

/// The expression `kind` becomes at a site.
fn rewrite(site: Site, kind: ExprKind, span: Span) -> ExprKind {
    let list = |path: &str, args| ExprKind::Call {
        path: path.to_string(),
        written: Vec::new(),
        turbofish: Vec::new(),
        args,
    };
    match (site, kind) {
        (Site::New, ExprKind::Call { args, .. }) => list(LIST_NEW, args),
        (Site::WithCapacity, ExprKind::Call { args, .. }) => list(LIST_WITH_CAPACITY, args),
        (Site::Items, ExprKind::VecList(items) | ExprKind::ArrayList(items)) => {
            list(LIST_FROM_ITEMS, items)
        }
        (Site::Repeat, ExprKind::VecRepeat(item, count) | ExprKind::ArrayRepeat(item, count)) => {
            list(LIST_REPEAT, vec![*item, *count])
        }
        (Site::ByteSlice { .. }, ExprKind::Ref { mutable, expr }) => ExprKind::Ref {
            mutable,
            expr: Box::new(whole_slice(*expr)),
        },
        (Site::ByteSlice { mutable }, kind) => {
            let held = Expr { kind, span };
            ExprKind::Ref {
                mutable,
                expr: Box::new(whole_slice(Expr {
                    kind: ExprKind::Unary(UnOp::Deref, Box::new(held)),
                    span,
                })),
            }
        }
        (Site::Const(index), ExprKind::Var(_)) => ExprKind::Const(index),
        (Site::IntLiteral(ty), ExprKind::Lit(Literal::Int { value, .. })) => {
            ExprKind::Lit(Literal::Int { value, ty })
        }
        (Site::IntConstant(value, ty), ExprKind::Path(_) | ExprKind::Var(_)) => {
            ExprKind::Lit(Literal::Int { value, ty })
        }
        (Site::FloatConstant(bits), ExprKind::Path(_) | ExprKind::Var(_)) => {
            ExprKind::Lit(Literal::Float(FloatLit::f64(f64::from_bits(bits))))
        }
        (Site::MoveCaptures(names), ExprKind::Closure(mut def)) => {
            // Not shared yet: the program was just lowered.
            if let Some(def) = Rc::get_mut(&mut def) {
                def.captures = names;
            }
            ExprKind::Closure(def)
        }
        (Site::ByValueCaptures(names), ExprKind::Closure(mut def)) => {
            if let Some(def) = Rc::get_mut(&mut def) {
                def.captures = names;
                def.is_move = true;
            }
            ExprKind::Closure(def)
        }
        (Site::OwningCaptures(names), ExprKind::Closure(mut def)) => {
            if let Some(def) = Rc::get_mut(&mut def) {
                def.captures = names;
                def.is_move = true;
                def.owns = true;
            }
            ExprKind::Closure(def)
        }
        (
            Site::ConsumingCall,
            ExprKind::Call {
                written,
                turbofish,
                args,
                ..
            },
        ) => ExprKind::Call {
            path: format!("{}{}", super::super::ir::CONSUMING_CALL, written.join("::")),
            written: Vec::new(),
            turbofish,
            args,
        },
        (
            Site::CallPath(path),
            ExprKind::Call {
                written,
                turbofish,
                args,
                ..
            },
        ) => ExprKind::Call {
            path: path.to_string(),
            written,
            turbofish,
            args,
        },
        (Site::F32Constant(bits), ExprKind::Path(_) | ExprKind::Var(_)) => {
            ExprKind::Lit(Literal::Float(FloatLit::f32(f32::from_bits(bits))))
        }
        (Site::F32Literal, ExprKind::Lit(Literal::Float(float))) => {
            ExprKind::Lit(Literal::Float(FloatLit {
                is_f32: true,
                ..float
            }))
        }
        (Site::Field(index), ExprKind::Field(base, _)) => ExprKind::Field(base, index.to_string()),
        (
            Site::Construct {
                ty,
                variant,
                fields,
            },
            ExprKind::StructLit {
                fields: values,
                base,
                ..
            },
        ) => ExprKind::Construct {
            ty,
            variant,
            fields: fields
                .into_iter()
                .zip(values)
                .map(|(i, (_, value))| (i, value))
                .collect(),
            base,
        },
        (Site::Construct { ty, variant, .. }, ExprKind::Call { args, .. }) => ExprKind::Construct {
            ty,
            variant,
            fields: args.into_iter().enumerate().collect(),
            base: None,
        },
        (Site::Construct { ty, variant, .. }, ExprKind::Var(_) | ExprKind::Path(_)) => {
            ExprKind::Construct {
                ty,
                variant,
                fields: Vec::new(),
                base: None,
            }
        }
        (Site::Deserialize(target), ExprKind::Call { path, args, .. }) => {
            ExprKind::Deserialize { path, target, args }
        }
        (Site::ErrorFrom(function), ExprKind::Try(inner, _)) => {
            ExprKind::Try(inner, Some(function))
        }
        (Site::Script { function, .. }, ExprKind::Call { args, .. }) => {
            ExprKind::CallScript { function, args }
        }
        // `Less` after `use std::cmp::Ordering::*;`: the path the interpreter knows.
        (Site::StdUnitVariant(path), ExprKind::Var(_)) => ExprKind::Path(path),
        // `a < b` of the script's type: its `partial_cmp(&a, &b)`, read as `lt` reads it.
        (Site::Compare { function, borrow }, ExprKind::Binary(op, left, right, _)) => {
            let operand = |e: Box<Expr>| match borrow {
                true => Expr {
                    span: e.span,
                    kind: ExprKind::Ref {
                        mutable: false,
                        expr: e,
                    },
                },
                false => *e,
            };
            ExprKind::CompareScript {
                function,
                op,
                args: vec![operand(left), operand(right)],
            }
        }
        // `a + b` of the script's type: its `add(a, b)`.
        (Site::Script { function, .. }, ExprKind::Binary(_, left, right, _)) => {
            ExprKind::CallScript {
                function,
                args: vec![*left, *right],
            }
        }
        // `-a`: its `neg(a)`.
        (Site::Script { function, .. }, ExprKind::Unary(_, operand)) => ExprKind::CallScript {
            function,
            args: vec![*operand],
        },
        // `a += b`: its `add_assign(&mut a, b)`.
        (Site::Script { function, .. }, ExprKind::AssignOp(_, place, value)) => {
            let span = place.span;
            ExprKind::CallScript {
                function,
                args: vec![
                    Expr {
                        kind: ExprKind::Ref {
                            mutable: true,
                            expr: place,
                        },
                        span,
                    },
                    *value,
                ],
            }
        }
        (
            Site::Script { function, receiver },
            ExprKind::Method {
                receiver: recv,
                args,
                ..
            },
        ) => ExprKind::CallScript {
            function,
            args: receiver_first(*recv, receiver.unwrap_or(Pass::AsIs), args),
        },
        (Site::ScriptDyn { dispatch, .. }, ExprKind::Call { args, .. }) => {
            ExprKind::CallScriptDyn { dispatch, args }
        }
        (
            Site::ScriptDyn { dispatch, receiver },
            ExprKind::Method {
                receiver: recv,
                args,
                ..
            },
        ) => ExprKind::CallScriptDyn {
            dispatch,
            args: receiver_first(*recv, receiver, args),
        },
        (
            Site::Method(name),
            ExprKind::Method {
                receiver,
                method_span,
                turbofish,
                args,
                ..
            },
        ) => ExprKind::Method {
            receiver,
            method: name,
            method_span,
            turbofish,
            args,
        },
        // `u64::from_str(text)`: run as `text.parse::<u64>()`, which it is in std.
        (Site::Method(name), ExprKind::Call { mut args, .. }) if args.len() == 1 => {
            let receiver = args.pop().expect("one argument");
            ExprKind::Method {
                receiver: Box::new(receiver),
                method: name,
                method_span: span,
                turbofish: Vec::new(),
                args,
            }
        }
        (Site::Closure(closure), _) => ExprKind::Closure(closure.0),
        (Site::IterMut(span), kind) => ExprKind::Method {
            receiver: Box::new(Expr { kind, span }),
            method: "iter_mut".into(),
            method_span: span,
            turbofish: Vec::new(),
            args: Vec::new(),
        },
        (Site::Default(value), _) => ExprKind::Default(value),
        (
            Site::MatchKeeps,
            ExprKind::Match {
                scrutinee, arms, ..
            },
        ) => ExprKind::Match {
            scrutinee,
            arms,
            moves: false,
        },
        (Site::DequeIndex, ExprKind::Index(base, index)) => {
            let span = index.span;
            let position = list(DEQUE_POSITION, vec![*index]);
            ExprKind::Index(
                base,
                Box::new(Expr {
                    kind: position,
                    span,
                }),
            )
        }
        (Site::ArrayIndex(whole), ExprKind::Index(base, mut index)) => {
            index.span.line = whole.line;
            index.span.column = whole.column + 1;
            ExprKind::Index(base, index)
        }
        (
            Site::WithDefault(method, value),
            ExprKind::Method {
                receiver,
                method_span,
                turbofish,
                ..
            },
        ) => ExprKind::Method {
            receiver,
            method: method.into(),
            method_span,
            turbofish,
            args: vec![Expr {
                kind: ExprKind::Default(value),
                span: method_span,
            }],
        },
        // Also of a bare `take` imported from `std::mem`, whose `CallPath` this site stands in
        // for (one site per call).
        (
            Site::TakeDefault(value),
            ExprKind::Call {
                written,
                turbofish,
                mut args,
                ..
            },
        ) => {
            let span = args.first().map_or_else(Default::default, |arg| arg.span);
            args.push(Expr {
                kind: ExprKind::Default(value),
                span,
            });
            ExprKind::Call {
                path: "mem::take".into(),
                written,
                turbofish,
                args,
            }
        }
        (_, other) => other,
    }
}

/// A method call's arguments as a call of its function has them: the receiver first, passed
/// as the method takes it.
fn receiver_first(recv: Expr, pass: Pass, args: Vec<Expr>) -> Vec<Expr> {
    let span = recv.span;
    let recv = match pass {
        Pass::AsIs => recv,
        Pass::Ref | Pass::RefMut => Expr {
            kind: ExprKind::Ref {
                mutable: pass == Pass::RefMut,
                expr: Box::new(recv),
            },
            span,
        },
        Pass::Deref => Expr {
            kind: ExprKind::Unary(UnOp::Deref, Box::new(recv)),
            span,
        },
    };
    let mut all = vec![recv];
    all.extend(args);
    all
}

/// `bytes[..]`: the whole of `bytes` as a slice.
fn whole_slice(bytes: Expr) -> Expr {
    let span = bytes.span;
    let all = Expr {
        kind: ExprKind::Range {
            start: None,
            end: None,
            inclusive: false,
        },
        span,
    };
    Expr {
        kind: ExprKind::Index(Box::new(bytes), Box::new(all)),
        span,
    }
}
