//! `std::cmp::Ordering`: the variants a script names (`Ordering::Less`), what `cmp` and
//! `partial_cmp` answer, and `Ordering`'s own methods, all as std's own values.

use std::cmp::Ordering;

use super::value::{Value, text_of};

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
        (Value::Tuple(a), Value::Tuple(b)) if a.len() == b.len() => {
            for (a, b) in a.iter().zip(b) {
                match compare(a, b)? {
                    Ordering::Equal => {}
                    decided => return Some(decided),
                }
            }
            Some(Ordering::Equal)
        }
        // Paths compare by components, as std's do (`a/b/` equals `a//b`).
        (Value::Path(a), Value::Path(b)) => {
            Some(std::path::Path::new(a).cmp(std::path::Path::new(b)))
        }
        _ => text_of(left).zip(text_of(right)).map(|(a, b)| a.cmp(&b)),
    }
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
