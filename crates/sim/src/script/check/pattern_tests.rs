//! A closure, or a function named in its place, as a `str` pattern: `s.split(|c: char|
//! !c.is_alphanumeric())`, `s.trim_matches(|c| c == '-')`, `s.find(char::is_whitespace)`.
//!
//! std implements `Pattern` for every `FnMut(char) -> bool`, so rustc checks the closure
//! against that signature: a `char` in, a `bool` out (E0631 and E0271 otherwise, E0593 for
//! another number of parameters). The pattern's type parameter is then satisfied; it is bound
//! to `char`, the other pattern whose searcher goes both ways, so what the method makes (a
//! double-ended `split`) is typed as for a `char`.
//!
//! The methods that make an iterator (`split`, `matches`…) run their search when they are
//! called, where the compiled program searches as the iterator is walked: the same calls of
//! the test, at other moments. That cannot be seen when the test does nothing but answer, so
//! there a closure must be such a test (see [`answers_only`]); anything else is refused.

use super::super::error::ScriptError;
use super::super::ir::{Block, Expr, ExprKind, Stmt};
use super::super::surface::{FnSig, Generic};
use super::super::ty::Ty;
use super::{Checked, Checker};

/// The `str` methods whose pattern is searched lazily, by the iterator they make.
pub(super) const SEARCHED_AS_WALKED: &[&str] = &[
    "split",
    "rsplit",
    "split_terminator",
    "matches",
    "splitn",
    "rsplitn",
];

/// Methods of a char, a text or an `Option` that only answer (no effect, no panic), beside
/// the `char` methods bufscope runs but `to_digit` (which panics for a radix above 36).
const ANSWERS: &[&str] = &["contains", "is_empty", "is_some", "is_none"];

/// Whether `method` only answers about its receiver ([`ANSWERS`] and the `char` methods).
fn only_answers(method: &str) -> bool {
    ANSWERS.contains(&method)
        || (method != "to_digit" && super::super::interp_char::CHAR_METHODS.contains(&method))
}

impl Checker<'_> {
    /// Checks the arguments of `sig` that are closures (or functions) given for a `str`
    /// pattern, binding their pattern parameter; the indexes of the arguments it checked.
    pub(super) fn pattern_tests(
        &mut self,
        sig: &FnSig,
        bindings: &[(String, Ty)],
        args: &[Expr],
    ) -> Checked<Vec<usize>> {
        let mut checked = Vec::new();
        for (index, (param, arg)) in sig.params.iter().zip(args).enumerate() {
            let Ty::Param(name) = param else {
                continue;
            };
            if !sig.generics.iter().any(|g| is_pattern_param(g, name)) || !self.is_callable(arg) {
                continue;
            }
            if SEARCHED_AS_WALKED.contains(&sig.name.as_str()) && !self.only_answers(arg) {
                return Err(ScriptError::new(
                    arg.span,
                    format!(
                        "a pattern test that does more than answer, given to `{}`, is not supported by bufscope yet",
                        sig.name
                    ),
                )
                .with_help("bufscope runs the search when the iterator is made; write the test in place with no effects, e.g. `|c: char| c == ',' || c.is_whitespace()`"));
            }
            self.pattern_test(arg)?;
            if let Some((_, bound)) = bindings.iter().find(|(n, _)| n == name) {
                self.infer.unify(bound, &Ty::Char);
            }
            checked.push(index);
        }
        Ok(checked)
    }

    /// `arg` as std's `FnMut(char) -> bool`: rustc's E0271 for another answer.
    fn pattern_test(&mut self, arg: &Expr) -> Checked<()> {
        let produced = self.closure(arg, &[Ty::Char])?;
        if self.infer.coerce(&produced, &Ty::Bool) {
            return Ok(());
        }
        let at = match &arg.kind {
            ExprKind::Closure(def) => tail_span(&def.body),
            _ => arg.span,
        };
        Err(ScriptError::rustc(
            "E0271",
            at,
            format!(
                "expected `{{closure}}` to return `bool`, but it returns `{}`",
                self.infer.resolve(&produced)
            ),
        ))
    }

    /// Whether `arg` is a closure, a variable holding one, or a function's name (a path whose
    /// last name is a function's, `char::is_whitespace`, not a constant's, `char::MAX` or
    /// `std::path::MAIN_SEPARATOR`).
    fn is_callable(&self, arg: &Expr) -> bool {
        match &arg.kind {
            ExprKind::Closure(_) => true,
            ExprKind::Path(path) => path
                .rsplit("::")
                .next()
                .is_some_and(|last| last.chars().any(|c| c.is_ascii_lowercase())),
            ExprKind::Var(name) => match self.lookup(name) {
                Some(local) => {
                    super::callable_types::signature_of(&self.infer.resolve(&self.locals[local].ty))
                        .is_some()
                }
                None => self.signatures.iter().any(|s| s.name == *name),
            },
            _ => false,
        }
    }

    /// Whether `arg` only answers about the char it is given: a `char` method named in its
    /// place, or a closure whose body is made of reads, comparisons, `!`, `&&`/`||`, casts,
    /// `if`/`match` of those, and std's questions about a char ([`only_answers`]) that no
    /// method of the script's shadows.
    fn only_answers(&self, arg: &Expr) -> bool {
        match &arg.kind {
            ExprKind::Path(path) => path.strip_prefix("char::").is_some_and(only_answers),
            ExprKind::Closure(def) => self.answers_only(&def.body),
            _ => false,
        }
    }

    fn answers_only(&self, expr: &Expr) -> bool {
        use super::super::ir::BinOp::{And, BitAnd, BitOr, BitXor, Eq, Ge, Gt, Le, Lt, Ne, Or};
        match &expr.kind {
            ExprKind::Lit(_) | ExprKind::Var(_) | ExprKind::Path(_) | ExprKind::Const(_) => true,
            ExprKind::Unary(_, inner) | ExprKind::Cast(inner, _) => self.answers_only(inner),
            ExprKind::Ref { expr: inner, .. } => self.answers_only(inner),
            ExprKind::Binary(op, left, right, _) => {
                matches!(
                    op,
                    And | Or | Eq | Ne | Lt | Le | Gt | Ge | BitAnd | BitOr | BitXor
                ) && self.answers_only(left)
                    && self.answers_only(right)
            }
            ExprKind::Tuple(items) | ExprKind::ArrayList(items) => {
                items.iter().all(|item| self.answers_only(item))
            }
            ExprKind::Block(block) => self.block_answers_only(block),
            ExprKind::If {
                cond,
                then,
                otherwise,
            } => {
                self.answers_only(cond)
                    && self.block_answers_only(then)
                    && otherwise.as_deref().is_none_or(|e| self.answers_only(e))
            }
            ExprKind::Match {
                scrutinee, arms, ..
            } => {
                self.answers_only(scrutinee)
                    && arms.iter().all(|arm| {
                        arm.guard.as_ref().is_none_or(|g| self.answers_only(g))
                            && self.answers_only(&arm.body)
                    })
            }
            ExprKind::Method {
                receiver,
                method,
                args,
                ..
            } => {
                only_answers(method)
                    && !self.script_has_method(method)
                    && self.answers_only(receiver)
                    && args.iter().all(|a| self.answers_only(a))
            }
            _ => false,
        }
    }

    /// Whether one of the script's impls has a method `name` (which may shadow std's).
    fn script_has_method(&self, name: &str) -> bool {
        self.items
            .impls
            .iter()
            .any(|imp| imp.methods.iter().any(|m| m.name == name))
    }

    fn block_answers_only(&self, block: &Block) -> bool {
        block.stmts.iter().all(|stmt| match stmt {
            Stmt::Expr(expr) => self.answers_only(expr),
            _ => false,
        }) && block
            .tail
            .as_deref()
            .is_none_or(|tail| self.answers_only(tail))
    }
}

/// Whether `generic` is the parameter `name` bounded by a `str` pattern trait.
fn is_pattern_param(generic: &Generic, name: &str) -> bool {
    generic.name == name
        && generic
            .bounds
            .iter()
            .any(|b| b == "StrPattern" || b == "CharPattern")
}

/// Where a body's value is written: its tail, for a block.
fn tail_span(body: &Expr) -> crate::trace::Span {
    match &body.kind {
        ExprKind::Block(block) => block.tail.as_deref().map_or(body.span, tail_span),
        _ => body.span,
    }
}
