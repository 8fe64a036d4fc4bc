//! Whether a value matches a pattern, and taking a matched value apart into its bindings.
//!
//! A value matched through a reference (`if let Some(n) = &mut count`, `match &mut state`,
//! `let (w, n) = &mut pair`) binds its parts as references to where they live, as rustc's
//! default binding modes do: what the arm writes through them changes the value matched. A
//! script type's fields are storage of their own and are bound to it; a part held inline (an
//! `Option`'s or an `Ok`'s contents, a tuple's item) is lent out in storage of its own and
//! stored back after each statement, as `&mut v[i]` is (see [`LentItems`]).

use std::cell::RefCell;
use std::rc::Rc;

use super::ir::{Literal, Pat, PatKind};
use super::value::{LentItems, Slot, Value, target_slot};

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
        PatKind::Slice {
            before,
            rest,
            after,
        } => slice_items(value).is_some_and(|items| {
            let fits = if rest.is_some() {
                items.len() >= before.len() + after.len()
            } else {
                items.len() == before.len()
            };
            fits && before.iter().zip(&items).all(|(p, v)| matches(p, v))
                && after
                    .iter()
                    .zip(&items[items.len() - after.len()..])
                    .all(|(p, v)| matches(p, v))
        }),
    }
}

/// The items of a slice or an array as values (a byte buffer's as `u8`s).
fn slice_items(value: &Value) -> Option<Vec<Value>> {
    match value {
        Value::List(items) => Some(items.clone()),
        Value::Bytes(bytes, _) => Some(
            bytes
                .iter()
                .map(|b| Value::Int(i128::from(*b), super::int_ty::IntTy::U8))
                .collect(),
        ),
        Value::Ref(slot) => slice_items(&slot.borrow()),
        _ => None,
    }
}

/// The items `..` stands for, as the value its binding holds: a list, or bytes as bytes.
fn rest_value(value: &Value, items: Vec<Value>) -> Value {
    match value {
        Value::Ref(slot) => rest_value(&slot.borrow(), items),
        Value::Bytes(_, kind) => Value::Bytes(
            items
                .iter()
                .filter_map(|v| match v {
                    Value::Int(b, _) => u8::try_from(*b).ok(),
                    _ => None,
                })
                .collect(),
            *kind,
        ),
        _ => Value::List(items),
    }
}

/// What a pattern took a value apart into.
#[derive(Default)]
pub(super) struct Bound {
    /// Each binding's name and value, in the pattern's order.
    pub(super) bindings: Vec<(String, Value)>,
    /// What the pattern does not bind: dropped when the `match` ends, as a temporary is.
    pub(super) rest: Vec<Value>,
    /// Parts of a referenced value lent out to the bindings, outermost first.
    pub(super) loans: Vec<LentItems>,
}

impl Bound {
    /// Takes a matching `value` apart into the pattern's bindings.
    pub(super) fn bind(&mut self, pat: &Pat, value: Value) {
        match &pat.kind {
            PatKind::Binding {
                name,
                sub,
                by_ref,
                mutable,
            } => {
                if let Some(sub) = sub {
                    // `x @ sub`: the parts `sub` binds are copies of what `x` holds.
                    let mut parts = Bound::default();
                    parts.bind(sub, value.clone());
                    self.bindings.append(&mut parts.bindings);
                }
                // `ref mut x` of a value the pattern owns (a parameter, a loop's item, a part
                // with no place to lend) refers to it where the binding keeps it.
                let value = match value {
                    Value::Ref(_) => value,
                    owned if *by_ref && *mutable => Value::Ref(Rc::new(RefCell::new(owned))),
                    owned => owned,
                };
                self.bindings.push((name.clone(), value));
            }
            PatKind::Tuple(_) | PatKind::Variant { .. } | PatKind::Struct { .. }
                if let Value::Ref(slot) = &value =>
            {
                self.bind_through(pat, target_slot(slot), None);
            }
            PatKind::Tuple(items) => match value {
                Value::Tuple(values) => {
                    for (item, value) in items.iter().zip(values) {
                        self.bind(item, value);
                    }
                }
                other => self.rest.push(other),
            },
            PatKind::Variant {
                variant: Some(_),
                fields,
                ..
            } => match value {
                Value::Enum(_, _, values) => {
                    for (field, slot) in fields.iter().zip(values.0) {
                        self.bind(field, slot.take());
                    }
                }
                other => self.rest.push(other),
            },
            PatKind::Struct {
                fields,
                resolved: Some((_, positions)),
                ..
            } => match value {
                Value::Struct(_, values) | Value::Enum(_, _, values) => {
                    for ((_, field), &i) in fields.iter().zip(positions) {
                        if let Some(slot) = values.0.get(i) {
                            self.bind(field, slot.take());
                        }
                    }
                    // The fields a `..` passes over are dropped with the rest, in their order.
                    for (i, slot) in values.0.iter().enumerate() {
                        if !positions.contains(&i) {
                            self.rest.push(slot.take());
                        }
                    }
                }
                other => self.rest.push(other),
            },
            PatKind::Struct { .. } => self.rest.push(value),
            PatKind::Variant { name, fields, .. } => match (name.as_str(), value, fields.first()) {
                ("Some" | "Ok", Value::Some(inner) | Value::Ok(inner), Some(field)) => {
                    self.bind(field, *inner);
                }
                ("Reverse", Value::Reverse(inner), Some(field)) => self.bind(field, *inner),
                ("Err", Value::Err(error), Some(field)) => {
                    self.bind(field, Value::error_value(&error));
                }
                (
                    "SocketAddr::V4" | "IpAddr::V4",
                    address @ (Value::SocketAddr(_) | Value::Ip(_)),
                    Some(field),
                ) => self.bind(field, address),
                (name, value @ (Value::Json(_) | Value::MapEntry(..)), Some(field)) => {
                    match super::interp_json::json_variant(name, &value).flatten() {
                        Some(held) => self.bind(field, held),
                        None => self.rest.push(value),
                    }
                }
                (_, other, _) => self.rest.push(other),
            },
            PatKind::Or(cases) => match cases.iter().find(|case| matches(case, &value)) {
                Some(case) => self.bind(case, value),
                None => self.rest.push(value),
            },
            PatKind::Ref(inner) => match value {
                Value::Ref(slot) => {
                    let target = slot.borrow().clone();
                    self.bind(inner, target);
                }
                other => self.bind(inner, other),
            },
            PatKind::Slice {
                before,
                rest,
                after,
            } => {
                let Some(mut items) = slice_items(&value) else {
                    self.rest.push(value);
                    return;
                };
                // Through a (shared: the checker refuses `&mut`) reference each part is bound
                // as a reference to a copy of it, which no one writes to; by value (an array)
                // the parts are moved out.
                let shared = matches!(value, Value::Ref(_));
                let part = |v: Value| {
                    if shared {
                        Value::Ref(Rc::new(RefCell::new(v)))
                    } else {
                        v
                    }
                };
                let tail = items.split_off(items.len() - after.len());
                let middle = items.split_off(before.len());
                for (item, v) in before.iter().zip(items) {
                    self.bind(item, part(v));
                }
                if let Some(Some(name)) = rest {
                    self.bindings
                        .push((name.clone(), part(rest_value(&value, middle))));
                }
                for (item, v) in after.iter().zip(tail) {
                    self.bind(item, part(v));
                }
            }
            PatKind::Wild | PatKind::Lit(_) | PatKind::Range { .. } => self.rest.push(value),
        }
    }

    /// Takes apart the place a `ref mut` pattern matches, behind `value` (the reference the
    /// interpreter made to it): `ref` and `ref mut` bindings are bound to where their part
    /// lives; a binding by value takes its part, moving it out of the place when `moves_out`
    /// says it is not `Copy` (a part lent out is stored back moved, as a partial move leaves
    /// it). A part that is itself a reference is matched through it, as rustc's default
    /// binding modes do.
    pub(super) fn bind_place(
        &mut self,
        pat: &Pat,
        value: Value,
        moves_out: &dyn Fn(&Value) -> bool,
    ) {
        let Value::Ref(storage) = value else {
            self.bind(pat, value);
            return;
        };
        match &pat.kind {
            PatKind::Binding {
                name,
                by_ref: true,
                sub,
                ..
            } => {
                if let Some(sub) = sub {
                    self.bind_place(sub, Value::Ref(storage.clone()), moves_out);
                }
                self.bindings.push((name.clone(), Value::Ref(storage)));
            }
            PatKind::Binding { .. } => {
                let part = storage.borrow().clone();
                if moves_out(&part) {
                    *storage.borrow_mut() = Value::Moved;
                }
                self.bind(pat, part);
            }
            PatKind::Wild | PatKind::Lit(_) | PatKind::Range { .. } => {}
            PatKind::Or(cases) => {
                let value = Value::Ref(storage);
                if let Some(case) = cases.iter().find(|case| matches(case, &value)) {
                    self.bind_place(case, value, moves_out);
                }
            }
            _ => {
                let held = storage.borrow().clone();
                if matches!(held, Value::Ref(_)) || matches!(pat.kind, PatKind::Ref(_)) {
                    self.bind(pat, held);
                } else {
                    self.bind_through(pat, storage, Some(moves_out));
                }
            }
        }
    }

    /// Binds a part of a value taken apart where it lives: as [`Bound::bind_place`] does when
    /// `place` holds its `moves_out`, as [`Bound::bind`] does otherwise.
    fn bind_part(&mut self, pat: &Pat, value: Value, place: Option<&dyn Fn(&Value) -> bool>) {
        match place {
            Some(moves_out) => self.bind_place(pat, value, moves_out),
            None => self.bind(pat, value),
        }
    }

    /// Takes apart the value in `slot`, matched through a reference (or, with `place`, as the
    /// place a `ref mut` pattern matches): each part is bound as a reference to where it
    /// lives. What has no place of its own to lend (an error, a JSON value) is bound as a
    /// copy, which reading through `&` cannot tell apart.
    fn bind_through(&mut self, pat: &Pat, slot: Slot, place: Option<&dyn Fn(&Value) -> bool>) {
        let held = slot.borrow();
        match (&pat.kind, &*held) {
            (
                PatKind::Variant {
                    variant: Some(_),
                    fields,
                    ..
                },
                Value::Enum(_, _, values),
            ) => {
                let parts: Vec<(&Pat, Slot)> =
                    fields.iter().zip(values.0.iter().cloned()).collect();
                drop(held);
                for (field, storage) in parts {
                    self.bind_part(field, Value::Ref(storage), place);
                }
            }
            (
                PatKind::Struct {
                    fields,
                    resolved: Some((_, positions)),
                    ..
                },
                Value::Struct(_, values) | Value::Enum(_, _, values),
            ) => {
                let parts: Vec<(&Pat, Slot)> = fields
                    .iter()
                    .zip(positions)
                    .filter_map(|((_, field), &i)| Some((field, values.0.get(i)?.clone())))
                    .collect();
                drop(held);
                for (field, storage) in parts {
                    self.bind_part(field, Value::Ref(storage), place);
                }
            }
            (PatKind::Tuple(items), Value::Tuple(values)) => {
                let parts: Vec<(usize, &Pat, Value)> = items
                    .iter()
                    .zip(values)
                    .enumerate()
                    .map(|(i, (item, value))| (i, item, value.clone()))
                    .collect();
                drop(held);
                for (i, item, value) in parts {
                    self.lend(&slot, i, value, item, place);
                }
            }
            (PatKind::Variant { name, fields, .. }, Value::Some(inner) | Value::Ok(inner))
                if matches!(name.as_str(), "Some" | "Ok") && fields.len() == 1 =>
            {
                let inner = (**inner).clone();
                drop(held);
                self.lend(&slot, 0, inner, &fields[0], place);
            }
            _ => {
                let copy = held.clone();
                drop(held);
                self.bind_part(pat, copy, place);
            }
        }
    }

    /// Binds `pat` to a reference to a copy of the part `index` of the value in `of`, stored
    /// back there when written. A part the pattern binds nothing of is only matched.
    fn lend(
        &mut self,
        of: &Slot,
        index: usize,
        part: Value,
        pat: &Pat,
        place: Option<&dyn Fn(&Value) -> bool>,
    ) {
        if matches!(
            pat.kind,
            PatKind::Wild | PatKind::Lit(_) | PatKind::Range { .. }
        ) {
            return;
        }
        let (loan, storage) = loan(of, index, part);
        self.loans.push(loan);
        self.bind_part(pat, Value::Ref(storage), place);
    }
}

impl super::interpreter::Interpreter<'_> {
    /// Hands the item a lending iterator (`iter_mut`) still lends over to the statement's
    /// loans, stored back after each statement while anything holds it, as `&mut v[i]` is: an
    /// item taken by `it.next()`, `last()`, `nth(i)` or `find(…)` outlives the iterator's next
    /// step (a `for` loop's item does not, and stays the iterator's).
    pub(super) fn hand_over_lent(&mut self, state: &mut super::value::IterState) {
        match state {
            super::value::IterState::Lent(lent) => self.hand_over_lent_item(lent),
            // The iterator a variable holds, walked where it is (`it.nth(1)`).
            super::value::IterState::Shared(walked) => {
                let walked = walked.clone();
                if let Ok(mut walked) = walked.try_borrow_mut() {
                    self.hand_over_lent(&mut walked);
                }
            }
            _ => {}
        }
    }

    /// [`Self::hand_over_lent`] of the item `lent` lends, if any.
    pub(super) fn hand_over_lent_item(&mut self, lent: &mut LentItems) {
        if let Some(item) = lent.lent.take() {
            self.lent_elements.insert(
                0,
                LentItems {
                    vec: lent.vec.clone(),
                    next: 0,
                    end: 0,
                    lent: Some(item),
                },
            );
        }
    }

    /// Lends out the part `index` (`part`) of the value in `of` until the statement ends
    /// (see [`loan`]): the storage a reference to the part points at.
    pub(super) fn lend_out(&mut self, of: &Slot, index: usize, part: Value) -> Slot {
        let (loan, storage) = loan(of, index, part);
        // Before earlier loans: `of` may itself be lent out of something, and the loans are
        // stored back in order.
        self.lent_elements.insert(0, loan);
        storage
    }
}

/// Lends out the part `index` (`part`) of the value in `of`: its storage, and the loan that
/// stores what is written there back into `of`.
pub(super) fn loan(of: &Slot, index: usize, part: Value) -> (LentItems, Slot) {
    let storage = Rc::new(RefCell::new(part.clone()));
    let loan = LentItems {
        vec: of.clone(),
        next: 0,
        end: 0,
        lent: Some((index, storage.clone(), part)),
    };
    (loan, storage)
}
