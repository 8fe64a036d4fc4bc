//! Where a `Vec` of something other than bytes is made. The interpreter keeps `Vec<u8>` as
//! bytes (what I/O reads and writes) and every other vector as a list of values; only the
//! checker knows which is which, so once a body's types are known it marks each construction
//! site, and [`mark_lists`] rewrites those sites into the list constructors.

use super::super::ir::{
    Arm, Block, Expr, ExprKind, FormatTarget, IntTy, LIST_FROM_ITEMS, LIST_NEW, LIST_REPEAT,
    LIST_WITH_CAPACITY, Program, Stmt,
};
use super::super::ty::Ty;

/// How a vector is made at a site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Site {
    New,
    WithCapacity,
    Items,
    Repeat,
}

/// A construction site (by the address of its expression, stable while the program is not
/// changed) and the vector type it makes.
#[derive(Debug, Clone)]
pub struct ListSite {
    pub expr: usize,
    pub site: Site,
}

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

/// Rewrites the marked sites into the interpreter's list constructors.
pub fn mark_lists(program: &mut Program, sites: &[ListSite]) {
    if sites.is_empty() {
        return;
    }
    for function in &mut program.functions {
        block(&mut function.body, sites);
    }
}

fn block(block_: &mut Block, sites: &[ListSite]) {
    for stmt in &mut block_.stmts {
        match stmt {
            Stmt::Let { init, .. } => {
                if let Some(init) = init {
                    expr(init, sites);
                }
            }
            Stmt::Expr(e) => expr(e, sites),
            Stmt::LetElse {
                init, otherwise, ..
            } => {
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

fn arms(arms: &mut [Arm], sites: &[ListSite]) {
    for arm in arms {
        if let Some(guard) = &mut arm.guard {
            expr(guard, sites);
        }
        expr(&mut arm.body, sites);
    }
}

fn expr(e: &mut Expr, sites: &[ListSite]) {
    let address = std::ptr::from_ref::<Expr>(e) as usize;
    // Children first: the rewrite below moves them.
    match &mut e.kind {
        ExprKind::Lit(_) | ExprKind::Var(_) | ExprKind::Path(_) => {}
        ExprKind::Break | ExprKind::Continue => {}
        ExprKind::Unary(_, a) | ExprKind::Try(a) | ExprKind::Cast(a, _) => expr(a, sites),
        ExprKind::Field(a, _) => expr(a, sites),
        ExprKind::Ref { expr: a, .. } => expr(a, sites),
        ExprKind::Binary(_, a, b)
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
        ExprKind::While { cond, body } => {
            expr(cond, sites);
            block(body, sites);
        }
        ExprKind::Loop(body) | ExprKind::Block(body) => block(body, sites),
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
        ExprKind::Call { args, .. } => args.iter_mut().for_each(|a| expr(a, sites)),
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
    let Some(site) = sites.iter().find(|s| s.expr == address).map(|s| s.site) else {
        return;
    };
    let kind = std::mem::replace(&mut e.kind, ExprKind::Break);
    let (path, args) = match (site, kind) {
        (Site::New, ExprKind::Call { args, .. }) => (LIST_NEW, args),
        (Site::WithCapacity, ExprKind::Call { args, .. }) => (LIST_WITH_CAPACITY, args),
        (Site::Items, ExprKind::VecList(items)) => (LIST_FROM_ITEMS, items),
        (Site::Repeat, ExprKind::VecRepeat(item, count)) => (LIST_REPEAT, vec![*item, *count]),
        (_, other) => {
            e.kind = other;
            return;
        }
    };
    e.kind = ExprKind::Call {
        path: path.to_string(),
        written: Vec::new(),
        args,
    };
}
