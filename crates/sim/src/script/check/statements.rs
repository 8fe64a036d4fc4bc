//! Types of blocks and `let` statements: a block's value is its tail's, a `let` binds a
//! pattern to an initializer of its annotated or inferred type (`let … else` included).

use super::super::error::ScriptError;
use super::super::ir::{Block, Expr, ExprKind, Pat, Stmt, UnOp};
use super::super::ty::Ty;
use super::patterns::irrefutable;
use super::types::{TypeScope, written_type};
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// A type written in a function's body (a `let`'s annotation, a closure's parameter or
    /// return type, a turbofish), where `_` is left to inference.
    pub(super) fn written_in_body(&mut self, ty: &syn::Type) -> Checked<Ty> {
        let scope = TypeScope {
            imports: self.imports,
            generics: &self.generics,
            items: self.items,
            owner: self.owner.as_deref(),
            owner_args: &self.owner_args,
        };
        written_type(ty, scope, &mut Some(&mut self.infer))
    }

    pub(super) fn block(&mut self, block: &Block, expected: Option<&Ty>) -> Checked<Ty> {
        self.scopes.push(Vec::new());
        if block.is_unsafe {
            self.unsafe_depth += 1;
        }
        for stmt in &block.stmts {
            match stmt {
                Stmt::Let {
                    name,
                    annotation,
                    mutable,
                    init,
                    binding,
                    ..
                } => self.let_stmt(
                    name,
                    annotation.as_deref(),
                    *mutable,
                    init.as_ref(),
                    *binding,
                )?,
                Stmt::Expr(expr) => {
                    self.value(expr, None)?;
                }
                Stmt::LetElse {
                    pat,
                    init,
                    otherwise,
                    span,
                } => self.let_else(pat, init, otherwise.as_ref(), *span)?,
            }
        }
        let ty = match &block.tail {
            Some(tail) => self.value(tail, expected)?,
            None if self.flow.reachable => Ty::Unit,
            None => Ty::Never,
        };
        if block.is_unsafe {
            self.unsafe_depth -= 1;
        }
        // Asked while the block's locals are still in scope: its value names them.
        if let Some(locals) = self.scopes.last().cloned() {
            self.note_dangling_tail(block.tail.as_deref(), &ty, &locals);
        }
        if let Some(ended) = self.scopes.pop() {
            self.end_loans(&ended);
        }
        Ok(ty)
    }

    pub(super) fn let_stmt(
        &mut self,
        name: &str,
        annotation: Option<&syn::Type>,
        mutable: bool,
        init: Option<&Expr>,
        span: Span,
    ) -> Checked<()> {
        if let Some(init) = init
            && annotation.is_none()
            && name != "_"
            && matches!(init.kind, ExprKind::Closure(_))
        {
            return self.closure_local(name, mutable, init, span);
        }
        let declared = match annotation {
            Some(ty) => {
                super::closures::no_impl_trait(ty, "the type of variable bindings")?;
                self.written_in_body(ty)?
            }
            None => self.infer.fresh(),
        };
        if let Some(init) = init {
            let hint = self.assert_right_hint(name);
            let expected = hint.as_ref().unwrap_or(&declared);
            // `let _ = x;` binds nothing and moves nothing.
            self.borrows.dangling_tail = None;
            let ty = if name == "_" {
                self.expr(init, Some(expected))?
            } else {
                self.value(init, Some(expected))?
            };
            // `let s = { let o = …; o.as_str() };`: the block's value outlives what it borrows.
            if let (ExprKind::Block(_), Some(error)) =
                (&init.kind, self.borrows.dangling_tail.take())
            {
                return Err(error);
            }
            if !self.coerce_expr(init, &ty, &declared) {
                return Err(self.mismatch(init.span, &declared, &ty));
            }
        }
        if name != "_" {
            let holds = self.holds_reference(&declared);
            // What the value borrows is named before the new binding shadows any of it
            // (`let buf = &mut buf[..n];` borrows the old `buf`).
            let (origins, deref_origins) = match (holds, init) {
                (true, Some(init)) => {
                    (self.iterator_origins(init, false), self.deref_origins(init))
                }
                _ => (Vec::new(), Vec::new()),
            };
            // Known before the new binding shadows what the value reads (`let x = x + 1;`).
            let known = init
                .filter(|_| !mutable)
                .and_then(|init| self.known_value(init));
            let local = self.declare(name, declared, mutable, init.is_none(), span);
            if let Some(value) = known {
                self.known.insert(local, value);
            }
            if annotation.is_none() {
                self.inferred_lets.push(local);
            }
            // Without a value (`let x;`) there is nothing borrowed yet.
            self.record_loans(local, origins);
            self.record_deref_loans(local, deref_origins);
        }
        Ok(())
    }

    /// `let PAT = init else { otherwise };`, or `let PAT = init;` when the pattern matches
    /// every value.
    pub(super) fn let_else(
        &mut self,
        pat: &Pat,
        init: &Expr,
        otherwise: Option<&Block>,
        span: Span,
    ) -> Checked<()> {
        let taken_apart = self.taken_apart(pat, init);
        let ty = match taken_apart {
            Some(local) => self.locals[local].ty.clone(),
            None => match self.struct_let_from_place(pat, init)? {
                Some(ty) => ty,
                // A place, moved out of only if the pattern binds a part by value that is not
                // `Copy` (`let (n, ref label) = *item;` moves nothing), as a `match` does.
                None if is_place(init) => self.expr(init, None)?,
                None => self.value(init, None)?,
            },
        };
        let lent = self.iterator_origins(init, true);
        let mut bindings = Vec::new();
        self.pattern(pat, &ty, None, &mut bindings)?;
        self.borrow_for_ref_mut(pat, init, &bindings)?;
        if taken_apart.is_none() && is_place(init) && bindings.iter().any(|b| b.moves) {
            let resolved = self.infer.resolve(&ty);
            self.move_out_of_place(init, &resolved)?;
        }
        if let Some(local) = taken_apart {
            self.take_fields(local, (pat, init), &bindings)?;
        }
        let Some(otherwise) = otherwise else {
            // A pattern that takes any value, or one that covers every value of this type
            // (`let [a, b] = pair_array;`).
            if !irrefutable(pat)
                && !matches!(self.missing(&[pat], &ty), super::patterns::Coverage::Full)
            {
                return Err(super::desugared::refutable_binding(pat, init));
            }
            self.declare_bindings(bindings, pat, &lent, Some(span));
            self.lend_to_ref_bindings(pat, init);
            return Ok(());
        };
        let before = self.flow.clone();
        let else_ty = self.block(otherwise, None)?;
        if !matches!(self.infer.shallow(&else_ty), Ty::Never) {
            return Err(ScriptError::rustc(
                "E0308",
                otherwise.end,
                "`else` clause of `let...else` does not diverge",
            )
            .with_help("end it with `return`, `break`, `continue` or a `panic!`"));
        }
        self.flow = before;
        self.declare_bindings(bindings, pat, &lent, Some(span));
        self.lend_to_ref_bindings(pat, init);
        Ok(())
    }
}

/// Whether `expr` names a place (a variable, a field, an element, what a reference points at)
/// rather than making a value.
pub(super) fn is_place(expr: &Expr) -> bool {
    matches!(
        &expr.kind,
        ExprKind::Var(_)
            | ExprKind::Index(..)
            | ExprKind::Field(..)
            | ExprKind::Unary(UnOp::Deref, _)
    )
}
