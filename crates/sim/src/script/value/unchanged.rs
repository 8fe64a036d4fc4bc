//! Whether a value is unchanged: what a lent item is asked when the interpreter stores it back
//! (`LentItems::store_back`), every statement for `&mut v[i]` and every item of `iter_mut`, so
//! it compares contents without formatting or copying them. Storage (a reference, a stream, a
//! closure) is the same when it is the same storage; a struct's fields, a map's values, by what
//! they hold.

use std::rc::Rc;

use super::{ErrorValue, Fields, Slot, Value};

/// Whether `now` holds what `before` held.
pub fn unchanged(now: &Value, before: &Value) -> bool {
    use Value as V;
    match (now, before) {
        (V::Unit, V::Unit) | (V::Moved, V::Moved) | (V::None, V::None) => true,
        (V::Bool(a), V::Bool(b)) => a == b,
        (V::Int(a, ta), V::Int(b, tb)) => a == b && ta == tb,
        (V::Float(a), V::Float(b)) => a.to_bits() == b.to_bits(),
        (V::F32(a), V::F32(b)) => a.to_bits() == b.to_bits(),
        (V::Char(a), V::Char(b)) => a == b,
        (V::Str(a), V::Str(b)) => a == b,
        (V::String(a), V::String(b)) => a == b,
        (V::Bytes(a, ka), V::Bytes(b, kb)) => a == b && ka == kb,
        (V::List(a), V::List(b)) | (V::Tuple(a), V::Tuple(b)) => all_unchanged(a, b),
        (V::Ok(a), V::Ok(b)) | (V::Some(a), V::Some(b)) | (V::Reverse(a), V::Reverse(b)) => {
            unchanged(a, b)
        }
        (V::Err(a), V::Err(b)) | (V::Error(a), V::Error(b)) => same_error(a, b),
        (V::Json(a), V::Json(b)) => Rc::ptr_eq(a, b) || a == b,
        (V::JsonMap(a), V::JsonMap(b)) => Rc::ptr_eq(a, b) || a == b,
        (V::Range(a, b, t, s), V::Range(c, d, u, r)) => a == c && b == d && t == u && s == r,
        (V::Ref(a), V::Ref(b)) => Rc::ptr_eq(a, b),
        (V::SliceRef(a, s, e), V::SliceRef(b, t, f)) => Rc::ptr_eq(a, b) && s == t && e == f,
        (V::IoSlice(a), V::IoSlice(b)) => a == b,
        (V::RawFd(a), V::RawFd(b)) => a == b,
        (V::Stream(a), V::Stream(b)) => Rc::ptr_eq(a, b),
        (V::Iter(a), V::Iter(b)) => Rc::ptr_eq(a, b),
        (V::Closure(a), V::Closure(b)) => Rc::ptr_eq(a, b),
        (V::Formatter(a), V::Formatter(b)) => Rc::ptr_eq(a, b),
        (V::JsonDeserializer(a), V::JsonDeserializer(b)) => Rc::ptr_eq(a, b),
        (V::Duration(a), V::Duration(b)) => a == b,
        (V::Instant(a), V::Instant(b)) => a == b,
        (V::Path(a), V::Path(b)) => a == b,
        (V::Metadata(a), V::Metadata(b)) => a == b,
        (V::ErrorKind(a), V::ErrorKind(b)) => a == b,
        (V::ExitCode(a), V::ExitCode(b)) => a == b,
        (V::SeekFrom(a), V::SeekFrom(b)) => a == b,
        (V::SocketAddr(a), V::SocketAddr(b)) => a == b,
        (V::Ip(a), V::Ip(b)) => a == b,
        (V::Ordering(a), V::Ordering(b)) => a == b,
        (V::Shutdown(a), V::Shutdown(b)) => a == b,
        (V::OpenOptions(a), V::OpenOptions(b)) => a == b,
        (V::Struct(ta, a), V::Struct(tb, b)) => ta == tb && same_fields(a, b),
        (V::Enum(ta, va, a), V::Enum(tb, vb, b)) => ta == tb && va == vb && same_fields(a, b),
        (V::Map(oa, a), V::Map(ob, b)) | (V::Set(oa, a), V::Set(ob, b)) => {
            oa == ob
                && a.0.len() == b.0.len()
                && a.0
                    .iter()
                    .zip(&b.0)
                    .all(|((ka, (va, sa)), (kb, (vb, sb)))| {
                        ka == kb && unchanged(va, vb) && same_slots(sa, sb)
                    })
        }
        (V::MapEntry(a, ka), V::MapEntry(b, kb)) => Rc::ptr_eq(a, b) && unchanged(ka, kb),
        _ => false,
    }
}

fn all_unchanged(now: &[Value], before: &[Value]) -> bool {
    now.len() == before.len() && now.iter().zip(before).all(|(a, b)| unchanged(a, b))
}

fn same_fields(now: &Fields, before: &Fields) -> bool {
    now.0.len() == before.0.len() && now.0.iter().zip(&before.0).all(|(a, b)| same_slots(a, b))
}

/// Storage holding the same contents; storage busy elsewhere counts as changed.
fn same_slots(now: &Slot, before: &Slot) -> bool {
    if Rc::ptr_eq(now, before) {
        return true;
    }
    match (now.try_borrow(), before.try_borrow()) {
        (Ok(a), Ok(b)) => unchanged(&a, &b),
        _ => false,
    }
}

/// Errors are compared by what they show: they hold std's and serde_json's own error types,
/// which have no equality.
fn same_error(now: &ErrorValue, before: &ErrorValue) -> bool {
    match (now, before) {
        (ErrorValue::Value(a), ErrorValue::Value(b)) => Rc::ptr_eq(a, b) || unchanged(a, b),
        _ => format!("{now:?}") == format!("{before:?}"),
    }
}
