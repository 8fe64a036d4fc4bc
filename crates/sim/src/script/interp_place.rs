//! Places an assignment stores into: a variable, a field chain (`self.v.0`), an index chain
//! (`t[0][1]`), mixes of them, through references (`r[i]` of a `&mut Vec`) and `*r`.

use super::interpreter::{Flow, Interpreter, fatal};
use super::ir::{DEQUE_POSITION, Expr, ExprKind, IntTy, UnOp};
use super::value::{BytesKind, Slot, Value, text_of};
use crate::trace::Span;
use std::rc::Rc;

/// One step from a value to a part of it.
#[derive(Clone)]
enum Step {
    /// `.0` / `.name` (the checker made a name its position).
    Field(String),
    /// `[i]`, with where it panics when `i` is out of bounds (the `[` for std's `Index` of a
    /// `Vec`, a `VecDeque` or a slice, the whole expression for an array's built-in indexing)
    /// and whose `Index` it is, which words the panic.
    Index(i128, Span, Span, Indexed),
    /// `*r`
    Deref,
}

impl Interpreter<'_> {
    /// Runs `change` on the value stored at `place`, where it lives.
    pub(super) fn with_place<R>(
        &mut self,
        place: &Expr,
        change: impl FnOnce(&mut Value) -> Result<R, Flow>,
    ) -> Result<R, Flow> {
        if let Some((root, keys)) = self.json_place(place)? {
            return at_json_place(root, &keys, place.span, change);
        }
        let mut steps = Vec::new();
        let root = self.resolve_place(place, &mut steps)?;
        at_place(root, &steps, place.span, change)
    }

    /// `value.take()` and `data["a"][0].take()` of a `serde_json::Value`: serde_json's `take`
    /// where the value lives, leaving `null`. `None` for any other receiver.
    pub(super) fn json_take(&mut self, receiver: &Expr) -> Result<Option<Value>, Flow> {
        let take = |value: &mut Value| match value {
            Value::Json(json) => Ok(Value::Json(Rc::new(Rc::make_mut(json).take()))),
            _ => Err(fatal(receiver.span, "expected a `serde_json::Value`")),
        };
        if let ExprKind::Var(name) = &receiver.kind {
            let slot = super::value::target_slot(&self.lookup(name, receiver.span)?);
            if !matches!(&*slot.borrow(), Value::Json(_)) {
                return Ok(None);
            }
            return take(&mut slot.borrow_mut()).map(Some);
        }
        match self.json_place(receiver)? {
            Some((root, keys)) => at_json_place(root, &keys, receiver.span, take).map(Some),
            None => Ok(None),
        }
    }

    /// `data["a"][0] = …` on a variable holding a `serde_json::Value`: the variable and the
    /// keys (strings or indices), evaluated in order. `None` for every other place, before
    /// anything of it is evaluated.
    pub(super) fn json_place(&mut self, place: &Expr) -> Result<Option<(Slot, Vec<Value>)>, Flow> {
        let mut indices = Vec::new();
        let mut base = place;
        while let ExprKind::Index(inner, index) = &base.kind {
            indices.push(&**index);
            base = inner;
        }
        let ExprKind::Var(name) = &base.kind else {
            return Ok(None);
        };
        if indices.is_empty() {
            return Ok(None);
        }
        let mut root = self.lookup(name, base.span)?;
        loop {
            let next = match &*root.borrow() {
                Value::Ref(target) => target.clone(),
                Value::Json(_) | Value::JsonMap(_) => break,
                _ => return Ok(None),
            };
            root = next;
        }
        let mut keys = Vec::new();
        for index in indices.into_iter().rev() {
            keys.push(self.eval(index)?.into_deref());
        }
        Ok(Some((root, keys)))
    }

    /// The storage `place` starts from, and the steps from it (in order) in `steps`.
    fn resolve_place(&mut self, place: &Expr, steps: &mut Vec<Step>) -> Result<Slot, Flow> {
        match &place.kind {
            ExprKind::Var(name) => self.lookup(name, place.span),
            ExprKind::Field(base, field) => {
                let root = self.resolve_place(base, steps)?;
                steps.push(Step::Field(field.clone()));
                Ok(root)
            }
            ExprKind::Index(base, index) => {
                let root = self.resolve_place(base, steps)?;
                let (i, _) = self.eval_int(index)?;
                steps.push(Step::Index(
                    i,
                    index_span(index, place.span),
                    place.span,
                    Indexed::of(index),
                ));
                Ok(root)
            }
            ExprKind::Unary(UnOp::Deref, inner) if is_place(inner) => {
                let root = self.resolve_place(inner, steps)?;
                steps.push(Step::Deref);
                Ok(root)
            }
            // `*map.entry(k).or_insert(0) += 1`, `*v.last_mut().unwrap() = x`: a reference.
            ExprKind::Unary(UnOp::Deref, inner) => match self.eval(inner)? {
                Value::Ref(slot) => Ok(slot),
                other => Err(fatal(
                    place.span,
                    format!("type `{}` cannot be dereferenced", other.type_name()),
                )),
            },
            // `v.as_array_mut().unwrap()[0] = x`: a `&mut` a call gave, indexed.
            ExprKind::Method { .. } => match self.eval(place)? {
                Value::Ref(slot) => Ok(slot),
                _ => Err(fatal(place.span, "invalid left-hand side of assignment")),
            },
            _ => Err(fatal(place.span, "invalid left-hand side of assignment")),
        }
    }
}

/// Whether `expr` names storage (rather than computing a value).
fn is_place(expr: &Expr) -> bool {
    match &expr.kind {
        ExprKind::Var(_) => true,
        ExprKind::Field(base, _) | ExprKind::Index(base, _) => is_place(base),
        ExprKind::Unary(UnOp::Deref, inner) => is_place(inner),
        _ => false,
    }
}

/// Whose `Index` runs `base[i]`: what it says when `i` is past the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Indexed {
    /// A slice's, a `Vec`'s or an array's.
    Slice,
    /// A `VecDeque`'s (its index wrapped in [`DEQUE_POSITION`]).
    Deque,
}

impl Indexed {
    pub(super) fn of(index: &Expr) -> Indexed {
        match &index.kind {
            ExprKind::Call { path, .. } if path == DEQUE_POSITION => Indexed::Deque,
            _ => Indexed::Slice,
        }
    }

    /// The panic past the end: core's for a slice, `VecDeque`'s `expect` for a deque.
    pub(super) fn out_of_bounds(self, len: usize, index: impl std::fmt::Display, at: Span) -> Flow {
        let message = match self {
            Indexed::Slice => {
                format!("index out of bounds: the len is {len} but the index is {index}")
            }
            Indexed::Deque => "Out of bounds access".to_string(),
        };
        Flow::Panic(message, at)
    }
}

/// Where `base[index]` panics: the `[` (std's `Index` impls are `#[track_caller]` and rustc
/// points at the brackets), found just before the index expression.
pub(super) fn index_span(index: &Expr, whole: Span) -> Span {
    let column = index.span.column.saturating_sub(1).max(1);
    Span {
        line: index.span.line,
        column,
        end_line: whole.end_line,
        end_column: whole.end_column,
    }
}

/// Walks `steps` from `slot` and runs `change` on the value reached. References are followed
/// as Rust's auto-deref does for fields and indices.
fn at_place<R>(
    slot: Slot,
    steps: &[Step],
    span: Span,
    change: impl FnOnce(&mut Value) -> Result<R, Flow>,
) -> Result<R, Flow> {
    let mut guard = slot.borrow_mut();
    let mut value: &mut Value = &mut guard;
    for (k, step) in steps.iter().enumerate() {
        // A step into other storage: a reference's target, or a struct's field.
        let next: Option<(Slot, usize)> = match (&mut *value, step) {
            (Value::Ref(target), _) if !matches!(step, Step::Deref) => Some((target.clone(), k)),
            (Value::Ref(target), Step::Deref) => Some((target.clone(), k + 1)),
            (Value::Struct(_, fields) | Value::Enum(_, _, fields), Step::Field(field)) => {
                let slot = field
                    .parse::<usize>()
                    .ok()
                    .and_then(|i| fields.0.get(i).cloned())
                    .ok_or_else(|| fatal(span, format!("no field `{field}`")))?;
                Some((slot, k + 1))
            }
            _ => None,
        };
        if let (Value::SliceRef(target, start, end), Step::Index(i, bracket, whole, indexed)) =
            (&*value, step)
        {
            // `buf[i]` of a `&mut buf[a..b]`: element `a + i` of the buffer, if `i < b - a`.
            let len = end - start;
            if usize::try_from(*i).is_ok_and(|i| i < len) {
                let mut rest = vec![Step::Index(*start as i128 + i, *bracket, *whole, *indexed)];
                rest.extend_from_slice(&steps[k + 1..]);
                let target = target.clone();
                drop(guard);
                return at_place(target, &rest, span, change);
            }
            return Err(Indexed::Slice.out_of_bounds(len, *i, *whole));
        }
        if let Some((target, rest)) = next {
            drop(guard);
            return at_place(target, &steps[rest..], span, change);
        }
        value = match (value, step) {
            // `Reverse`'s one field, `.0` (the checker saw to the name).
            (Value::Reverse(inner), Step::Field(_)) => &mut **inner,
            (Value::Tuple(items), Step::Field(field)) => {
                match field.parse::<usize>().ok().and_then(|i| items.get_mut(i)) {
                    Some(item) => item,
                    None => return Err(fatal(span, format!("no field `{field}` on a tuple"))),
                }
            }
            (Value::List(items), Step::Index(i, at, _, indexed)) => {
                let len = items.len();
                match usize::try_from(*i).ok().and_then(|i| items.get_mut(i)) {
                    Some(item) => item,
                    None => return Err(indexed.out_of_bounds(len, *i, *at)),
                }
            }
            (Value::Bytes(bytes, kind), Step::Index(i, bracket, whole, _))
                if k + 1 == steps.len() =>
            {
                // A byte is stored as a `u8`, not as a value: change a copy and store it back.
                let at = if *kind == BytesKind::Vec {
                    bracket
                } else {
                    whole
                };
                let len = bytes.len();
                let Some(byte) = usize::try_from(*i).ok().and_then(|i| bytes.get_mut(i)) else {
                    return Err(Indexed::Slice.out_of_bounds(len, *i, *at));
                };
                let mut element = Value::Int((*byte).into(), IntTy::U8);
                let result = change(&mut element)?;
                match element.deref() {
                    Value::Int(v, _) => *byte = v as u8,
                    other => {
                        return Err(fatal(
                            span,
                            format!("a `{}` cannot be stored in a byte", other.type_name()),
                        ));
                    }
                }
                return Ok(result);
            }
            (other, step) => {
                let what = match step {
                    Step::Field(field) => format!("no field `{field}` on"),
                    Step::Index(..) => "cannot index into".into(),
                    Step::Deref => "cannot dereference".into(),
                };
                return Err(fatal(span, format!("{what} `{}`", other.type_name())));
            }
        };
    }
    change(value)
}

/// serde_json's `IndexMut`: a string key into an object (inserting `null` when missing) or
/// into `null` (which becomes an object first), an index into an array. Where serde_json
/// panics (another kind of value, an index past the end), bufscope stops instead.
pub(super) fn at_json_place<R>(
    root: Slot,
    keys: &[Value],
    span: Span,
    change: impl FnOnce(&mut Value) -> Result<R, Flow>,
) -> Result<R, Flow> {
    let mut guard = root.borrow_mut();
    let (mut json, keys) = match (&mut *guard, keys) {
        (Value::Json(rc), keys) => (Rc::make_mut(rc), keys),
        // serde_json's `IndexMut` of a `Map`: the member, which must be there.
        (Value::JsonMap(map), [key, rest @ ..]) => {
            let member = text_of(key).and_then(|key| Rc::make_mut(map).get_mut(&key));
            let Some(member) = member else {
                return Err(fatal(
                    span,
                    "serde_json panics here (no entry found for key); bufscope does not simulate that panic",
                ));
            };
            (member, rest)
        }
        _ => return Err(fatal(span, "expected a `serde_json::Value`")),
    };
    for key in keys {
        json = match (json, key) {
            (json @ (serde_json::Value::Object(_) | serde_json::Value::Null), key)
                if text_of(key).is_some() =>
            {
                let key = text_of(key).unwrap_or_default();
                &mut json[key.as_str()]
            }
            (serde_json::Value::Array(items), Value::Int(i, _))
                if usize::try_from(*i).is_ok_and(|i| i < items.len()) =>
            {
                &mut items[*i as usize]
            }
            _ => {
                return Err(fatal(
                    span,
                    "serde_json panics here (indexing into this value); bufscope does not simulate that panic",
                ));
            }
        };
    }
    let mut element = Value::Json(Rc::new(json.take()));
    let result = change(&mut element);
    match element {
        Value::Json(value) => *json = Rc::unwrap_or_clone(value),
        other => {
            return Err(fatal(
                span,
                format!("a `{}` cannot be stored in a JSON value", other.type_name()),
            ));
        }
    }
    result
}
