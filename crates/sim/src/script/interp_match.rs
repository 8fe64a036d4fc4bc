//! Running `match` (and the `if let` / `while let` lowered to it) and `let … else`.
//!
//! The scrutinee is tested against each arm's pattern without being taken apart; the first
//! arm that matches (and whose guard holds) takes the value apart into its bindings, which live
//! in a scope of their own and are dropped at the arm's end. What the pattern does not bind
//! lives until the whole `match` ends, as a temporary does in Rust.

use super::interp_bind::Bound;
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::{Arm, Block, Expr, ExprKind, Literal, Pat, PatKind};
use super::value::Value;
use crate::trace::Span;

/// The value a literal pattern compares with.
fn literal_matches(literal: &Literal, value: &Value) -> bool {
    match (literal, value) {
        (Literal::Int { value: a, .. }, Value::Int(b, _)) => a == b,
        (Literal::Byte(a), Value::Int(b, _)) => i128::from(*a) == *b,
        (Literal::Bool(a), Value::Bool(b)) => a == b,
        (Literal::Char(a), Value::Char(b)) => a == b,
        (Literal::Str(a), Value::Str(b)) => a == b,
        (Literal::Str(a), Value::String(b)) => **a == **b,
        (Literal::Float(a), Value::Float(b)) => a.value == *b,
        (Literal::Float(a), Value::F32(b)) => a.single == *b,
        _ => false,
    }
}

/// A number or a char as an integer, for range patterns.
fn ordinal(value: &Value) -> Option<i128> {
    match value {
        Value::Int(v, _) => Some(*v),
        Value::Char(c) => Some(i128::from(u32::from(*c))),
        _ => None,
    }
}

fn literal_ordinal(literal: &Literal) -> Option<i128> {
    match literal {
        Literal::Int { value, .. } => Some(*value),
        Literal::Byte(b) => Some((*b).into()),
        Literal::Char(c) => Some(i128::from(u32::from(*c))),
        _ => None,
    }
}

/// Whether `value` matches `pat` (references are matched through).
pub(super) fn matches(pat: &Pat, value: &Value) -> bool {
    if let Value::Ref(slot) = value
        && !matches!(pat.kind, PatKind::Wild | PatKind::Binding { .. })
    {
        let inner = slot.borrow().clone();
        return matches(pat, &inner);
    }
    match &pat.kind {
        PatKind::Wild => true,
        PatKind::Binding { sub, .. } => sub.as_deref().is_none_or(|sub| matches(sub, value)),
        PatKind::Lit(literal) => literal_matches(literal, value),
        PatKind::Range {
            start,
            end,
            inclusive,
        } => {
            let Some(v) = ordinal(value) else {
                return false;
            };
            let above = start
                .as_ref()
                .and_then(literal_ordinal)
                .is_none_or(|s| v >= s);
            let below = end
                .as_ref()
                .and_then(literal_ordinal)
                .is_none_or(|e| if *inclusive { v <= e } else { v < e });
            above && below
        }
        PatKind::Tuple(items) => match value {
            Value::Tuple(values) => {
                values.len() == items.len() && items.iter().zip(values).all(|(p, v)| matches(p, v))
            }
            Value::Unit => items.is_empty(),
            _ => false,
        },
        PatKind::Variant {
            variant: Some(index),
            fields,
            ..
        } => match value {
            Value::Enum(_, v, values) => {
                v == index
                    && fields.len() == values.0.len()
                    && fields
                        .iter()
                        .zip(&values.0)
                        .all(|(p, slot)| matches(p, &slot.borrow()))
            }
            _ => false,
        },
        PatKind::Struct {
            fields,
            resolved: Some((variant, positions)),
            ..
        } => {
            let (found, values) = match value {
                Value::Struct(_, values) => (None, values),
                Value::Enum(_, v, values) => (Some(*v), values),
                _ => return false,
            };
            found == *variant
                && fields.iter().zip(positions).all(|((_, p), &i)| {
                    values
                        .0
                        .get(i)
                        .is_some_and(|slot| matches(p, &slot.borrow()))
                })
        }
        PatKind::Struct { .. } => false,
        PatKind::Variant { name, fields, .. } => match (name.as_str(), value) {
            ("Some", Value::Some(inner)) | ("Ok", Value::Ok(inner)) => {
                fields.first().is_none_or(|p| matches(p, inner))
            }
            ("None", Value::None) => true,
            ("Reverse", Value::Reverse(inner)) => fields.first().is_none_or(|p| matches(p, inner)),
            (name, Value::ErrorKind(kind)) => super::error_kind::named(name) == Some(*kind),
            (name, Value::Ordering(o)) => super::cmp_ordering::named(name) == Some(*o),
            // The checker named them `SocketAddr::V4`…: an address is always IPv4, and the
            // variant's field is the same value seen as a `SocketAddrV4`/`Ipv4Addr`.
            ("SocketAddr::V4" | "IpAddr::V4", Value::SocketAddr(_) | Value::Ip(_)) => {
                fields.first().is_none_or(|p| matches(p, value))
            }
            (name, Value::Json(_) | Value::MapEntry(..)) => {
                super::interp_json::json_variant(name, value).is_some_and(|field| {
                    fields
                        .first()
                        .is_none_or(|p| field.is_some_and(|f| matches(p, &f)))
                })
            }
            ("Err", Value::Err(error)) => fields
                .first()
                .is_none_or(|p| matches(p, &Value::error_value(error))),
            _ => false,
        },
        PatKind::Or(cases) => cases.iter().any(|case| matches(case, value)),
        PatKind::Ref(inner) => match value {
            Value::Ref(slot) => matches(inner, &slot.borrow()),
            other => matches(inner, other),
        },
    }
}

impl Interpreter<'_> {
    /// The scrutinee: a local owning a stream or a script's type is moved out when an arm
    /// binds by value (what the arm does not bind drops when the `match` ends).
    fn scrutinee(&mut self, scrutinee: &Expr, moves: bool) -> Eval {
        if moves && let ExprKind::Var(name) = &scrutinee.kind {
            let slot = self.lookup(name, scrutinee.span)?;
            if self.moves_out(&slot.borrow()) {
                return Ok(std::mem::replace(&mut *slot.borrow_mut(), Value::Moved));
            }
        }
        self.eval(scrutinee)
    }

    // Kept out of `eval`: inlined there it would grow every nested evaluation's frame, and the
    // depth budget is measured for `eval` as it is.
    #[inline(never)]
    pub(super) fn eval_match(
        &mut self,
        scrutinee: &Expr,
        arms: &[Arm],
        moves: bool,
        span: Span,
    ) -> Eval {
        let value = self.scrutinee(scrutinee, moves)?;
        for arm in arms {
            if !matches(&arm.pat, &value) {
                continue;
            }
            if let Some(guard) = &arm.guard {
                // The guard sees the bindings as copies (what it lends is not written: a
                // guard only reads); the value is taken apart only for the arm that runs.
                let mut guarded = Bound::default();
                guarded.bind(&arm.pat, value.clone());
                self.push_scope();
                for (name, value) in guarded.bindings {
                    self.declare(&name, value);
                }
                let holds = self
                    .eval(guard)
                    .map(|v| matches!(v.deref(), Value::Bool(true)));
                self.pop_scope(arm.pat.span);
                if !holds? {
                    continue;
                }
            }
            let mut bound = Bound::default();
            bound.bind(&arm.pat, value);
            self.lend_parts(bound.loans);
            self.push_scope();
            for (name, value) in bound.bindings {
                self.declare(&name, value);
            }
            let result = self.eval_moving(&arm.body);
            self.pop_scope(arm.body.span);
            // What the arm wrote through its bindings reaches the value matched before the
            // `match`'s value is used (an arm's body is often no block of statements).
            self.store_back_loans();
            for leftover in bound.rest {
                self.drop_value(leftover, span, "temporary");
            }
            return result;
        }
        Err(fatal(span, "no arm of this `match` matched"))
    }

    /// Lends out the parts a pattern bound through a reference (outermost first): each is
    /// stored back before what holds it, and before any earlier loan its holder may be.
    fn lend_parts(&mut self, loans: Vec<super::value::LentItems>) {
        if !loans.is_empty() {
            self.lent_elements.splice(0..0, loans.into_iter().rev());
        }
    }

    /// `let PAT = init else { otherwise };`: the bindings go into the current scope.
    #[inline(never)]
    pub(super) fn exec_let_else(
        &mut self,
        pat: &Pat,
        init: &Expr,
        otherwise: Option<&Block>,
        span: Span,
    ) -> Result<(), Flow> {
        if otherwise.is_none() && self.let_takes_apart_in_place(pat, init)? {
            return Ok(());
        }
        let value = self.eval_moving(init)?;
        if !matches(pat, &value) {
            self.drop_value(value, span, "temporary");
            let Some(otherwise) = otherwise else {
                return Err(fatal(span, "the pattern did not match"));
            };
            self.exec_block(otherwise)?;
            return Err(fatal(
                span,
                "the `else` of `let … else` did not leave the block",
            ));
        }
        self.bind_pattern(pat, value);
        Ok(())
    }
}

impl Interpreter<'_> {
    /// `let (a, _) = pair;` of a tuple (or `let Named { name, .. } = n;` of a struct) held in
    /// a variable: only the parts the pattern binds leave it (a stream or a struct that is not
    /// `Copy` is moved out, leaving the part empty; anything else is copied), and a `_` or `..`
    /// part stays in it, dropped with it, as the checker lets `pair.1` be used afterwards.
    /// `false`: not such a `let`.
    fn let_takes_apart_in_place(&mut self, pat: &Pat, init: &Expr) -> Result<bool, Flow> {
        let ExprKind::Var(name) = &init.kind else {
            return Ok(false);
        };
        let parts: Vec<(usize, &Pat)> = match &pat.kind {
            PatKind::Tuple(items) => items.iter().enumerate().collect(),
            PatKind::Struct {
                fields,
                resolved: Some((None, positions)),
                ..
            } => positions
                .iter()
                .copied()
                .zip(fields.iter().map(|(_, p)| p))
                .collect(),
            _ => return Ok(false),
        };
        let slot = self.lookup(name, init.span)?;
        let mut taken = Vec::new();
        {
            let mut held = slot.borrow_mut();
            let mut guards: Vec<std::cell::RefMut<'_, Value>> = Vec::new();
            let mut fields: Vec<&mut Value> = match (&mut *held, &pat.kind) {
                (Value::Tuple(items), PatKind::Tuple(written)) if items.len() == written.len() => {
                    items.iter_mut().collect()
                }
                // A struct's fields are slots of their own.
                (Value::Struct(_, slots), PatKind::Struct { .. }) => {
                    guards.extend(slots.0.iter().map(|field| field.borrow_mut()));
                    guards.iter_mut().map(|field| &mut **field).collect()
                }
                _ => return Ok(false),
            };
            for (position, part) in parts {
                let Some(value) = fields.get_mut(position) else {
                    continue;
                };
                if matches!(part.kind, PatKind::Wild) {
                    continue;
                }
                let by_ref = matches!(part.kind, PatKind::Binding { by_ref: true, .. });
                taken.push((
                    part,
                    // `ref x` reads the part where it stays (a copy no one can write to).
                    if by_ref {
                        Value::Ref(std::rc::Rc::new(std::cell::RefCell::new(value.clone())))
                    } else if self.moves_out(value) {
                        std::mem::replace(*value, Value::Moved)
                    } else {
                        value.clone()
                    },
                ));
            }
        }
        for (part, value) in taken {
            self.bind_pattern(part, value);
        }
        Ok(true)
    }

    /// Binds an irrefutable pattern (a closure's parameter) in the current scope.
    pub(super) fn bind_pattern(&mut self, pat: &Pat, value: Value) {
        let mut bound = Bound::default();
        bound.bind(pat, value);
        self.lend_parts(bound.loans);
        for (name, value) in bound.bindings {
            self.declare(&name, value);
        }
        for leftover in bound.rest {
            self.drop_value(leftover, pat.span, "temporary");
        }
    }
}
