//! A closure kept in a local (`let add = |a, b| a + b;`) and called by that name
//! (`add(2, 3)`), as rustc checks it: the body is checked where the closure is written, each
//! parameter of its written type or of one inferred from the body and the calls; the locals it
//! captures are borrowed for as long as the closure is used, shared when it only reads them,
//! mutably when it changes them (then it is `FnMut`, and calling it borrows it mutably: it
//! must be `let mut`); a `move` closure takes them instead (copies of `Copy` ones). Passed by
//! its name where a closure goes (`.filter(is_even)`), its signature must be the one the
//! method gives (rustc's E0631 otherwise); it is copied if it is `Copy` (it holds shared
//! borrows, or copies), moved otherwise, and what it borrows stays borrowed as long as the
//! adapter holding it lives.
//!
//! What bufscope does not follow is refused as not supported: any other use of such a local
//! (moving it, printing it), a `Copy` closure that changes its own copies passed by name
//! (each copy would have its own), a closure that moves what it captures out of
//! itself (`FnOnce`), and one that captures a struct or a tuple, of which rustc captures only
//! the fields the body names where these loans know whole locals.

use super::super::error::ScriptError;
use super::super::ir::{BinOp, Expr, ExprKind};
use super::super::ty::Ty;
use super::borrows::Access;
use super::callable_types::{Signature, callable_type, signature_of};
use super::{Checked, Checker};
use crate::trace::Span;

/// Checking the body of a kept closure with parameters of no written type.
#[derive(Debug, Default)]
pub(super) struct Untyped {
    /// How many such bodies are being checked (one inside another).
    depth: u32,
    /// The operands the arithmetic there typed, to know which parameters it typed.
    typed_by_arithmetic: Vec<Ty>,
}

fn closure_type(at: Span, sig: Signature) -> Ty {
    callable_type(&format!("{}:{}", at.line, at.column), sig)
}

/// Whether a written type has a reference anywhere in it.
fn has_reference(ty: &syn::Type) -> bool {
    super::closures::written_part(ty, &|part| matches!(part, syn::Type::Reference(_))).is_some()
}

fn is_kept_closure(ty: &Ty) -> bool {
    signature_of(ty).is_some()
}

fn not_supported(span: Span, what: &str) -> ScriptError {
    ScriptError::new(span, format!("{what} is not supported by bufscope yet")).with_help(
        "a closure kept in a variable is supported where it is called by its name, `f(…)`, or passed by it where a closure goes, `.map(f)`",
    )
}

impl Checker<'_> {
    /// `let name = |params| body;` (`init` is the closure).
    pub(super) fn closure_local(
        &mut self,
        name: &str,
        mutable: bool,
        init: &Expr,
        span: Span,
    ) -> Checked<()> {
        let ExprKind::Closure(def) = &init.kind else {
            return Err(not_supported(init.span, "this closure"));
        };
        let params: Vec<Ty> = def.params.iter().map(|_| self.infer.fresh()).collect();
        let untyped: Vec<bool> = def
            .params
            .iter()
            .map(|(_, written)| written.is_none())
            .collect();
        let depth = u32::from(untyped.contains(&true));
        self.untyped.depth += depth;
        let (checked, captured) = self.capturing(|me| me.closure_body(def, &params));
        self.untyped.depth -= depth;
        let ret = match checked {
            Ok(ret) => ret,
            // rustc may take the type from a later call (`let double = |x| x * 2;
            // double(21)`), where this checker, going in order, has none yet.
            Err(error) if error.code.is_some() => {
                let Some(at) = self.untyped_param(def, &params) else {
                    return Err(error);
                };
                return Err(ScriptError::new(
                    at,
                    "a closure parameter whose type only a later call gives is not supported by bufscope yet",
                )
                .with_help("write its type: `|x: i32| …`"));
            }
            Err(error) => return Err(error),
        };
        self.move_captures(init, def, &captured);
        let written_reference = def
            .params
            .iter()
            .any(|(_, written)| written.as_ref().is_some_and(has_reference));
        if written_reference && self.holds_reference(&ret) {
            // rustc gives a written `&T` parameter a lifetime of its own, which the result
            // cannot outlive ("lifetime may not live long enough").
            return Err(not_supported(
                init.span,
                "a kept closure that returns a reference and has a parameter of a written `&` type",
            ));
        }
        // The strongest use of each captured local.
        let mut strongest: Vec<(usize, Access)> = Vec::new();
        for (local, access) in captured {
            match strongest.iter_mut().find(|(l, _)| *l == local) {
                Some((_, seen)) => *seen = (*seen).max(access),
                None => strongest.push((local, access)),
            }
        }
        let mut loans = Vec::new();
        let mut mutates = false;
        // A closure is `Copy` when what it holds is: shared borrows, or (`move`) copies.
        let mut copy = true;
        // Whether its body gives away a value it captured (`FnOnce`).
        let mut once = false;
        if !def.is_move {
            self.by_value_captures(init, &strongest)?;
        }
        for &(local, access) in &strongest {
            if self.is_owned_struct(local) || self.is_owned_tuple(local) {
                return Err(not_supported(
                    init.span,
                    "a closure kept in a variable that captures a struct or a tuple",
                ));
            }
            let by_value = access == Access::Move && !self.infer.is_copy(&self.locals[local].ty);
            once |= by_value;
            mutates |= matches!(access, Access::MutBorrow | Access::Assign);
            copy &= if def.is_move {
                self.infer.is_copy(&self.locals[local].ty)
            } else {
                access == Access::Read || access == Access::Move
            };
            if def.is_move || by_value {
                // Taken into the closure: moved, or copied if it is `Copy`.
                let ty = self.locals[local].ty.clone();
                if !self.infer.is_copy(&ty) {
                    self.access(local, Access::Move, init.span);
                    self.flow.move_out((local, None), init.span);
                }
            } else {
                loans.push(super::borrows::Origin::new(
                    local,
                    access != Access::Read,
                    init.span,
                ));
            }
        }
        // A parameter of no written type that the body's arithmetic typed (where rustc waits
        // for a call: `|a, b| a + b` takes a `String` and a `&str`).
        let typed = std::mem::take(&mut self.untyped.typed_by_arithmetic);
        let guessed = untyped
            .iter()
            .zip(&params)
            .map(|(&untyped, ty)| {
                let ty = self.infer.resolve(ty);
                untyped && typed.iter().any(|t| self.infer.resolve(t) == ty)
            })
            .collect();
        let ty = closure_type(
            init.span,
            Signature {
                params,
                ret,
                mutates,
                copy: copy && !once,
                guessed,
                once,
            },
        );
        if once || (def.is_move && !copy) {
            self.owning_closure(init);
        }
        let local = self.declare(name, ty, mutable, false, span);
        self.record_loans(local, loans);
        Ok(())
    }

    /// The first parameter of no written type whose type is still unknown.
    fn untyped_param(&self, def: &super::super::ir::ClosureDef, params: &[Ty]) -> Option<Span> {
        def.params
            .iter()
            .zip(params)
            .find(|((_, written), ty)| {
                written.is_none() && matches!(self.infer.resolve(ty), Ty::Var(_))
            })
            .map(|((pat, _), _)| pat.span)
    }

    /// `name(args)` where `name` is a local holding a kept closure; `None` for any other call.
    pub(super) fn closure_local_call(
        &mut self,
        written: &[String],
        args: &[Expr],
        span: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        let [name] = written else {
            return Ok(None);
        };
        let Some(local) = self.lookup(name) else {
            return Ok(None);
        };
        let Some(sig) = signature_of(&self.infer.resolve(&self.locals[local].ty)) else {
            return Ok(None);
        };
        self.kept_closure_moved(local, if sig.once { "use" } else { "borrow" }, span)?;
        self.touch(local)?;
        if sig.once {
            // An `FnOnce` call takes the closure.
            self.access(local, Access::Move, span);
            self.flow.move_out((local, None), span);
            self.rewrites.push(super::rewrites::Rewrite {
                expr: site,
                site: super::rewrites::Site::ConsumingCall,
            });
        } else if sig.mutates {
            self.access(local, Access::MutBorrow, span);
            if !self.locals[local].mutable {
                return Err(ScriptError::rustc(
                    "E0596",
                    span,
                    format!("cannot borrow `{name}` as mutable, as it is not declared as mutable"),
                )
                .with_help(format!(
                    "calling it changes what it captured: `let mut {name}`"
                )));
            }
        } else {
            self.access(local, Access::Read, span);
        }
        if args.len() != sig.params.len() {
            let plural = |n: usize| if n == 1 { "" } else { "s" };
            return Err(ScriptError::rustc(
                "E0057",
                span,
                format!(
                    "this function takes {} argument{} but {} argument{} {} supplied",
                    sig.params.len(),
                    plural(sig.params.len()),
                    args.len(),
                    plural(args.len()),
                    if args.len() == 1 { "was" } else { "were" }
                ),
            ));
        }
        for ((arg, param), guessed) in args.iter().zip(&sig.params).zip(&sig.guessed) {
            match self.argument(arg, param) {
                // rustc would have typed the parameter by this call, and found out then.
                Err(error) if *guessed && error.code.is_some() => {
                    return Err(ScriptError::new(
                        arg.span,
                        "a closure parameter of no written type given values of two types is not supported by bufscope yet",
                    )
                    .with_help("write its type: `|x: i32| …`"));
                }
                checked => checked?,
            }
        }
        Ok(Some(sig.ret))
    }

    /// A kept closure passed by name to a moved one: rustc's E0382.
    fn kept_closure_moved(&self, local: usize, verb: &str, span: Span) -> Checked<()> {
        let Some(moved_at) = self.flow.moved(local) else {
            return Ok(());
        };
        let name = &self.locals[local].name;
        Err(ScriptError::rustc(
            "E0382",
            span,
            format!("{verb} of moved value: `{name}`"),
        )
        .with_help(format!(
            "`{name}` was moved at {}:{} (passed by name, or called as an `FnOnce`): a closure that borrows mutably, or holds a value that is not `Copy`, is not `Copy`",
            moved_at.line, moved_at.column
        )))
    }

    /// `name` passed where a closure taking `params` goes (`.filter(is_even)`), `name` a
    /// local holding a kept closure: its result type; `None` for any other argument.
    pub(super) fn kept_closure_passed(&mut self, arg: &Expr, params: &[Ty]) -> Checked<Option<Ty>> {
        let ExprKind::Var(name) = &arg.kind else {
            return Ok(None);
        };
        let Some(local) = self.lookup(name) else {
            return Ok(None);
        };
        let Some(sig) = signature_of(&self.infer.resolve(&self.locals[local].ty)) else {
            return Ok(None);
        };
        self.kept_closure_moved(local, "use", arg.span)?;
        self.touch(local)?;
        if sig.params.len() != params.len() {
            return Err(super::closures::wrong_closure_arity(
                arg.span,
                params.len(),
                sig.params.len(),
            ));
        }
        for ((param, wanted), guessed) in sig.params.iter().zip(params).zip(&sig.guessed) {
            if self.infer.unify(param, wanted) {
                continue;
            }
            if *guessed {
                // rustc would have typed the parameter by this use, not by the arithmetic.
                return Err(ScriptError::new(
                    arg.span,
                    "a kept closure whose parameter has no written type, passed by name, is not supported by bufscope yet",
                )
                .with_help("write its type: `|x: &i32| …`"));
            }
            return Err(ScriptError::rustc(
                "E0631",
                arg.span,
                "type mismatch in closure arguments",
            )
            .with_help(format!(
                "`{name}` takes `{}` where `{}` is passed",
                self.infer.resolve(param),
                self.infer.resolve(wanted)
            )));
        }
        if sig.copy && sig.mutates {
            return Err(not_supported(
                arg.span,
                "a `move` closure that changes its own copies, passed by name",
            ));
        }
        if sig.copy {
            self.access(local, Access::Read, arg.span);
        } else {
            self.access(local, Access::Move, arg.span);
            self.flow.move_out((local, None), arg.span);
        }
        Ok(Some(sig.ret))
    }

    /// `l op right` where `l` is a kept closure's parameter not typed yet (`|x| x * 2`):
    /// rustc waits for a call to type it; std's arithmetic takes one type on both sides, so
    /// it is the other operand's, and a call that gives another is refused as not supported.
    /// `None` for any other operand.
    pub(super) fn untyped_operand(
        &mut self,
        op: BinOp,
        l: &Ty,
        right: &Expr,
        span: Span,
    ) -> Checked<Option<Ty>> {
        let shift = matches!(op, BinOp::Shl | BinOp::Shr);
        if self.untyped.depth == 0 || shift || !matches!(self.infer.shallow(l), Ty::Var(_)) {
            return Ok(None);
        }
        let r = self.value(right, None)?;
        let r = self.through_reference(&r);
        if !self.infer.unify(l, &r) {
            return Err(ScriptError::new(
                span,
                "arithmetic on a closure parameter of no written type is not supported by bufscope here",
            )
            .with_help("write its type: `|x: i32| …`"));
        }
        self.untyped.typed_by_arithmetic.push(l.clone());
        Ok(Some(l.clone()))
    }

    /// A kept closure used other than by a call.
    pub(super) fn kept_closure_used(&self, local: usize, span: Span) -> Checked<()> {
        if is_kept_closure(&self.infer.resolve(&self.locals[local].ty)) {
            return Err(not_supported(
                span,
                "a closure kept in a variable used other than by a call",
            ));
        }
        Ok(())
    }
}
