//! `std::cmp::Ordering`: the variants a script names (`Ordering::Less`), what `cmp` and
//! `partial_cmp` answer, and `Ordering`'s own methods, all as std's own values.

use std::cmp::Ordering;

use super::ir::BinOp;
use super::value::{Fields, Value, text_of};

/// The variant a path names (`Ordering::Less`, `std::cmp::Ordering::Equal`), if it is one.
pub fn named(path: &str) -> Option<Ordering> {
    let (owner, name) = path.rsplit_once("::")?;
    if owner != "Ordering" && !owner.ends_with("cmp::Ordering") {
        return None;
    }
    match name {
        "Less" => Some(Ordering::Less),
        "Equal" => Some(Ordering::Equal),
        "Greater" => Some(Ordering::Greater),
        _ => None,
    }
}

/// How two values of one type compare, by std's `PartialOrd` for that type (`None`: they
/// are not comparable, as a NaN is with anything).
pub(super) fn compare(left: &Value, right: &Value) -> Option<Ordering> {
    match (left, right) {
        (Value::Ref(slot), _) => compare(&slot.borrow(), right),
        (_, Value::Ref(slot)) => compare(left, &slot.borrow()),
        (Value::Int(a, _), Value::Int(b, _)) => Some(a.cmp(b)),
        (Value::Float(a), Value::Float(b)) => a.partial_cmp(b),
        (Value::F32(a), Value::F32(b)) => a.partial_cmp(b),
        (Value::Char(a), Value::Char(b)) => Some(a.cmp(b)),
        (Value::Bool(a), Value::Bool(b)) => Some(a.cmp(b)),
        (Value::Duration(a), Value::Duration(b)) => Some(a.cmp(b)),
        (Value::Instant(a), Value::Instant(b)) => Some(a.cmp(b)),
        (Value::Ordering(a), Value::Ordering(b)) => Some(a.cmp(b)),
        (Value::SocketAddr(a), Value::SocketAddr(b)) => Some(a.cmp(b)),
        (Value::Ip(a), Value::Ip(b)) => Some(a.cmp(b)),
        // `Option`'s derived order: `None` first, then `Some`s by what they hold.
        (Value::None, Value::None) => Some(Ordering::Equal),
        (Value::None, Value::Some(_)) => Some(Ordering::Less),
        (Value::Some(_), Value::None) => Some(Ordering::Greater),
        (Value::Some(a), Value::Some(b)) => compare(a, b),
        (Value::Reverse(a), Value::Reverse(b)) => compare(b, a),
        // A tuple's: item by item, the first that differs decides.
        (Value::Tuple(a), Value::Tuple(b)) if a.len() == b.len() => lexicographic(a, b),
        // A `Vec`'s (and a slice's): item by item, then the shorter first.
        (Value::List(a), Value::List(b)) => lexicographic(a, b),
        (Value::Bytes(a, _), Value::Bytes(b, _)) => Some(a.cmp(b)),
        // The script's types, by the `PartialOrd` they derive: a struct's fields in
        // declaration order; an enum's variants in declaration order, then their fields.
        (Value::Struct(ta, a), Value::Struct(tb, b)) if ta == tb => fields_order(a, b),
        (Value::Enum(ta, va, a), Value::Enum(tb, vb, b)) if ta == tb => match va.cmp(vb) {
            Ordering::Equal => fields_order(a, b),
            decided => Some(decided),
        },
        // Paths compare by components, as std's do (`a/b/` equals `a//b`).
        (Value::Path(a), Value::Path(b)) => {
            Some(std::path::Path::new(a).cmp(std::path::Path::new(b)))
        }
        _ => text_of(left).zip(text_of(right)).map(|(a, b)| a.cmp(&b)),
    }
}

/// Whether a value's type has a partial order only, one `compare` may answer `None` for: a
/// float, or something holding one that compares by its parts.
pub(super) fn partially_ordered(value: &Value) -> bool {
    match value {
        Value::Ref(slot) => partially_ordered(&slot.borrow()),
        Value::Float(_)
        | Value::F32(_)
        | Value::Tuple(_)
        | Value::List(_)
        | Value::Some(_)
        | Value::Reverse(_)
        | Value::Struct(..)
        | Value::Enum(..) => true,
        _ => false,
    }
}

/// Item by item, the first pair that differs deciding; equal so far, the shorter is less.
fn lexicographic(a: &[Value], b: &[Value]) -> Option<Ordering> {
    for (a, b) in a.iter().zip(b) {
        match compare(a, b)? {
            Ordering::Equal => {}
            decided => return Some(decided),
        }
    }
    Some(a.len().cmp(&b.len()))
}

/// Derived `PartialOrd` of two values' fields (of one type: as many of each).
fn fields_order(a: &Fields, b: &Fields) -> Option<Ordering> {
    for (a, b) in a.0.iter().zip(&b.0) {
        match compare(&a.borrow(), &b.borrow())? {
            Ordering::Equal => {}
            decided => return Some(decided),
        }
    }
    Some(Ordering::Equal)
}

/// `Ord`'s `max`, `min` and `clamp` for the values whose type has no inherent ones (the
/// script's types, strings, chars, tuples…; numbers have their own): which of the receiver
/// (0) and the arguments (1, 2) the call returns; `None` for any other call; `Err` with
/// std's panic message when `clamp`'s bounds are the wrong way round.
pub(super) fn ord_kept(
    receiver: &Value,
    method: &str,
    args: &[Value],
) -> Option<Result<usize, &'static str>> {
    let numeric = |v: &Value| matches!(v, Value::Int(..) | Value::Float(_) | Value::F32(_));
    if !matches!(method, "max" | "min" | "clamp")
        || receiver.peek(|v| numeric(v).then_some(())).is_some()
    {
        return None;
    }
    let order = compare(receiver, args.first()?)?;
    // std's `max_by`/`min_by`: on a tie `max` gives the argument, `min` the receiver.
    Some(Ok(match method {
        "max" => usize::from(order != Ordering::Greater),
        "min" => usize::from(order == Ordering::Greater),
        _ => {
            if compare(args.first()?, args.get(1)?)? == Ordering::Greater {
                return Some(Err("assertion failed: min <= max"));
            }
            if order == Ordering::Less {
                1
            } else if compare(receiver, args.get(1)?)? == Ordering::Greater {
                2
            } else {
                0
            }
        }
    }))
}

/// `a.cmp(&b)`, `a.partial_cmp(&b)` and `Ordering`'s methods; `None` for anything else.
pub(super) fn method(receiver: &Value, method: &str, args: &[Value]) -> Option<Value> {
    // Peeked, not copied: `reverse` is also a method of a (maybe large) `Vec`.
    let ordering = |value: &Value| {
        value.peek(|v| match v {
            Value::Ordering(o) => Some(*o),
            _ => None,
        })
    };
    match method {
        "cmp" => compare(receiver, args.first()?).map(Value::Ordering),
        "partial_cmp" => Some(
            compare(receiver, args.first()?)
                .map_or(Value::None, |o| Value::Some(Box::new(Value::Ordering(o)))),
        ),
        _ => {
            let o = ordering(receiver)?;
            Some(match method {
                "reverse" => Value::Ordering(o.reverse()),
                "then" => Value::Ordering(o.then(ordering(args.first()?)?)),
                "is_eq" => Value::Bool(o.is_eq()),
                "is_ne" => Value::Bool(o.is_ne()),
                "is_lt" => Value::Bool(o.is_lt()),
                "is_gt" => Value::Bool(o.is_gt()),
                "is_le" => Value::Bool(o.is_le()),
                "is_ge" => Value::Bool(o.is_ge()),
                _ => return None,
            })
        }
    }
}

/// A hand-written comparison's answer read as the operator reads it: `eq`'s `bool` for `==`
/// (`!=` is std's `!eq`), `partial_cmp`'s `Option<Ordering>` for `<`, `<=`, `>`, `>=` as
/// std's provided `lt`, `le`, `gt`, `ge` read it (`None`, incomparable, answers `false`).
pub(super) fn read_answer(op: BinOp, answer: Value) -> Option<Value> {
    let holds = |wanted: &[Ordering]| match &answer {
        Value::Some(inner) => match inner.deref() {
            Value::Ordering(o) => Some(wanted.contains(&o)),
            _ => None,
        },
        Value::None => Some(false),
        _ => None,
    };
    let yes = match op {
        BinOp::Eq | BinOp::Ne => match answer {
            Value::Bool(b) => b == (op == BinOp::Eq),
            _ => return None,
        },
        BinOp::Lt => holds(&[Ordering::Less])?,
        BinOp::Le => holds(&[Ordering::Less, Ordering::Equal])?,
        BinOp::Gt => holds(&[Ordering::Greater])?,
        BinOp::Ge => holds(&[Ordering::Greater, Ordering::Equal])?,
        _ => return None,
    };
    Some(Value::Bool(yes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_are_named_as_their_debug() {
        for o in [Ordering::Less, Ordering::Equal, Ordering::Greater] {
            assert_eq!(named(&format!("std::cmp::Ordering::{o:?}")), Some(o));
            assert_eq!(named(&format!("Ordering::{o:?}")), Some(o));
        }
        assert_eq!(named("Ordering::Smaller"), None);
        assert_eq!(named("atomic::Ordering::Relaxed"), None);
    }
}
