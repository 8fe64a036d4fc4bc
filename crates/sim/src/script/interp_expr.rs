//! Evaluating expressions: literals, operators, control flow, places.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_budget::{CALL_STEPS, ITERATION_STEPS};
use super::interpreter::{Eval, Flow, Interpreter, check_capacity, fatal};
use super::ir::{BinOp, Block, Expr, ExprKind, IntTy, Literal, TypeHint, UnOp};
use super::iteration::IterState;
use super::value::{BytesKind, Value, target_slot};
use crate::trace::Span;

impl Interpreter<'_> {
    /// Evaluates an expression to a value.
    pub(super) fn eval(&mut self, expr: &Expr) -> Eval {
        self.step(expr.span)?;
        self.enter(1, expr.span)?;
        let result = self.eval_nested(expr);
        self.leave(1);
        result
    }

    /// `eval` one level deeper.
    fn eval_nested(&mut self, expr: &Expr) -> Eval {
        let span = expr.span;
        match &expr.kind {
            ExprKind::Lit(lit) => Ok(literal(lit)),
            // `None` is a value, not a variable (the checker made sure no local shadows it).
            ExprKind::Var(name) if name == "None" && self.lookup(name, span).is_err() => {
                Ok(Value::None)
            }
            ExprKind::Var(name) => {
                let slot = self.lookup(name, span)?;
                let value = slot.borrow();
                match &*value {
                    Value::Moved => Err(fatal(span, format!("borrow of moved value: `{name}`"))),
                    other => Ok(other.clone()),
                }
            }
            ExprKind::Path(path) => match super::error_kind::named(path) {
                Some(kind) => Ok(Value::ErrorKind(kind)),
                None => Err(fatal(span, format!("`{path}` is not supported as a value"))),
            },
            ExprKind::Unary(op, operand) => {
                let value = self.eval(operand)?.deref_if(*op == UnOp::Deref);
                unary(*op, value, span)
            }
            ExprKind::Binary(BinOp::And, left, right) => {
                if !self.eval_bool(left)? {
                    return Ok(Value::Bool(false));
                }
                Ok(Value::Bool(self.eval_bool(right)?))
            }
            ExprKind::Binary(BinOp::Or, left, right) => {
                if self.eval_bool(left)? {
                    return Ok(Value::Bool(true));
                }
                Ok(Value::Bool(self.eval_bool(right)?))
            }
            ExprKind::Binary(op, left, right) => {
                let left = self.eval(left)?.deref();
                let right = self.eval(right)?.deref();
                binary(*op, left, right, span)
            }
            ExprKind::Assign(place, value) => {
                let value = self.eval_moving(value)?;
                self.assign(place, value)?;
                Ok(Value::Unit)
            }
            ExprKind::AssignOp(op, place, value) => {
                let right = self.eval(value)?.deref();
                let left = self.eval(place)?.deref();
                let result = binary(*op, left, right, span)?;
                self.assign(place, result)?;
                Ok(Value::Unit)
            }
            ExprKind::If {
                cond,
                then,
                otherwise,
            } => {
                if self.eval_bool(cond)? {
                    self.exec_block(then)
                } else if let Some(otherwise) = otherwise {
                    self.eval(otherwise)
                } else {
                    Ok(Value::Unit)
                }
            }
            ExprKind::While { cond, body, label } => self.in_loop(span, |me| {
                while me.eval_bool(cond)? {
                    me.charge(ITERATION_STEPS, span)?;
                    if me.run_loop_body(body, label.as_deref())?.is_some() {
                        break;
                    }
                }
                Ok(Value::Unit)
            }),
            ExprKind::Loop { body, label } => self.in_loop(span, |me| {
                // Each iteration costs, even with an empty body: `loop {}` meets the budget.
                loop {
                    me.charge(ITERATION_STEPS, span)?;
                    if let Some(value) = me.run_loop_body(body, label.as_deref())? {
                        break Ok(value);
                    }
                }
            }),
            ExprKind::For {
                var,
                iter,
                body,
                label,
            } => self.in_loop(span, |me| {
                me.eval_for(var.as_deref(), iter, body, label.as_deref())
            }),
            ExprKind::Break { label, value } => {
                let value = match value {
                    Some(value) => self.eval_moving(value)?,
                    None => Value::Unit,
                };
                Err(Flow::Break(label.clone(), value))
            }
            ExprKind::Continue(label) => Err(Flow::Continue(label.clone())),
            ExprKind::Return(value) => {
                let value = match value {
                    Some(value) => self.eval_moving(value)?,
                    None => Value::Unit,
                };
                Err(Flow::Return(value))
            }
            ExprKind::Block(block) => self.exec_block(block),
            ExprKind::Try(inner) => match self.eval(inner)? {
                Value::Ok(value) | Value::Some(value) => Ok(*value),
                Value::Err(error) => Err(Flow::Return(Value::Err(error))),
                Value::None => Err(Flow::Return(Value::None)),
                other => Err(fatal(
                    span,
                    format!(
                        "the `?` operator cannot be applied to type `{}`",
                        other.type_name()
                    ),
                )),
            },
            ExprKind::Method {
                receiver,
                method,
                args,
                method_span,
                ..
            } => {
                self.charge(CALL_STEPS, span)?;
                self.eval_method(receiver, method, args, span, *method_span)
            }
            ExprKind::Call { path, args, .. } => {
                self.charge(CALL_STEPS, span)?;
                self.eval_call(path, args, span)
            }
            ExprKind::Format(call) => self.eval_format(call, span),
            ExprKind::Match {
                scrutinee,
                arms,
                moves,
            } => self.eval_match(scrutinee, arms, *moves, span),
            ExprKind::VecRepeat(element, count) | ExprKind::ArrayRepeat(element, count) => {
                let element = self.eval(element)?;
                let count = self.eval_size(count)?;
                let Value::Int(byte, _) = element else {
                    return Err(fatal(
                        span,
                        "only byte buffers (`vec![0u8; n]`, `[0u8; N]`) are supported",
                    ));
                };
                let kind = if matches!(expr.kind, ExprKind::VecRepeat(..)) {
                    BytesKind::Vec
                } else {
                    BytesKind::Array
                };
                let count = check_capacity(count, span)?;
                self.reserve_memory(count, span)?;
                Ok(Value::Bytes(vec![byte as u8; count], kind))
            }
            ExprKind::VecList(items) | ExprKind::ArrayList(items) => {
                let mut bytes = Vec::with_capacity(items.len());
                for item in items {
                    match self.eval(item)?.deref() {
                        Value::Int(byte, _) => bytes.push(byte as u8),
                        Value::IoSlice(_) | Value::Ref(_) | Value::Bytes(..) | Value::Str(_) => {
                            return self.eval_slice_list(items, span);
                        }
                        other => {
                            return Err(fatal(
                                item.span,
                                format!(
                                    "a list of `{}` is not supported; use bytes",
                                    other.type_name()
                                ),
                            ));
                        }
                    }
                }
                let kind = if matches!(expr.kind, ExprKind::VecList(..)) {
                    BytesKind::Vec
                } else {
                    BytesKind::Array
                };
                Ok(Value::Bytes(bytes, kind))
            }
            ExprKind::Ref { expr: inner, .. } => self.eval_ref(inner),
            ExprKind::Index(base, index) => self.eval_index(base, index, span),
            ExprKind::Range {
                start,
                end,
                inclusive,
            } => {
                let (start, start_ty) = match start {
                    Some(start) => self.eval_int(start)?,
                    None => (0, IntTy::Default),
                };
                let (end, end_ty) = match end {
                    Some(end) => self.eval_int(end)?,
                    None => (i128::MAX, IntTy::Default),
                };
                let ty = if start_ty == IntTy::Default {
                    end_ty
                } else {
                    start_ty
                };
                // `a..=i128::MAX` ends one short of its last value: no loop gets that far, and
                // an open end (`i128::MAX`) stays open for slicing.
                let end = if *inclusive {
                    end.saturating_add(1)
                } else {
                    end
                };
                Ok(Value::Range(start, end, ty))
            }
            ExprKind::Cast(inner, ty) => cast(self.eval(inner)?.deref(), ty, span),
            ExprKind::Tuple(items) => {
                let values = items
                    .iter()
                    .map(|item| self.eval_moving(item))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(if values.is_empty() {
                    Value::Unit
                } else {
                    Value::Tuple(values)
                })
            }
            ExprKind::Closure(def) => Ok(self.make_closure(def)),
            // A constant is evaluated where it is used, as rustc inlines it.
            ExprKind::Const(index) => {
                let def = &self.program.consts[*index];
                let value = self.eval(&def.value)?;
                Ok(super::interpreter::coerce(
                    value,
                    &super::lower::type_hint(&def.ty),
                ))
            }
            ExprKind::StructLit { .. } => {
                Err(fatal(span, "internal: an unresolved struct literal"))
            }
            ExprKind::Construct {
                ty,
                variant,
                fields,
            } => self.construct(*ty, *variant, fields),
            ExprKind::CallScript { function, args } => self.call_script(*function, args, span),
            ExprKind::Field(base, index) => {
                // A struct's field is read where it lives, not from a copy of the struct.
                if let Some(slot) = self.place_slot(expr)? {
                    let value = slot.borrow();
                    return match &*value {
                        Value::Moved => Err(fatal(span, "use of a moved field")),
                        other => Ok(other.clone()),
                    };
                }
                let base = self.eval(base)?.deref();
                match (base, index.parse::<usize>()) {
                    (Value::Tuple(items), Ok(i)) if i < items.len() => Ok(items[i].clone()),
                    (other, _) => Err(fatal(
                        span,
                        format!("no field `{index}` on type `{}`", other.type_name()),
                    )),
                }
            }
        }
    }

    /// A list of slices (`[IoSlice::new(a), IoSlice::new(b)]`) kept as a tuple of values.
    fn eval_slice_list(&mut self, items: &[Expr], _span: Span) -> Eval {
        let values = items
            .iter()
            .map(|item| self.eval(item))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Value::Tuple(values))
    }

    pub(super) fn eval_bool(&mut self, expr: &Expr) -> Result<bool, Flow> {
        match self.eval(expr)?.deref() {
            Value::Bool(b) => Ok(b),
            other => Err(fatal(
                expr.span,
                format!("expected `bool`, found `{}`", other.type_name()),
            )),
        }
    }

    pub(super) fn eval_int(&mut self, expr: &Expr) -> Result<(i128, IntTy), Flow> {
        match self.eval(expr)?.deref() {
            Value::Int(v, ty) => Ok((v, ty)),
            other => Err(fatal(
                expr.span,
                format!("expected an integer, found `{}`", other.type_name()),
            )),
        }
    }

    /// A size as the compiled program has it: a 64-bit `usize`, whatever the host's is (the
    /// page runs on wasm32).
    pub(super) fn eval_size(&mut self, expr: &Expr) -> Result<u128, Flow> {
        let (value, _) = self.eval_int(expr)?;
        u64::try_from(value)
            .map(u128::from)
            .map_err(|_| fatal(expr.span, format!("`{value}` is not a valid size")))
    }

    /// Runs one iteration's body of the loop labelled `label`; `Some(value)` when a `break`
    /// leaves it. A `break`/`continue` to an outer loop goes on out.
    fn run_loop_body(&mut self, body: &Block, label: Option<&str>) -> Result<Option<Value>, Flow> {
        loop_outcome(self.exec_block(body), label)
    }

    fn eval_for(
        &mut self,
        var: Option<&str>,
        iter: &Expr,
        body: &Block,
        label: Option<&str>,
    ) -> Eval {
        let source = self.eval_moving(iter)?;
        let mut state = IterState::from_value(source.clone(), iter.span)
            .map_err(|message| fatal(iter.span, message))?;
        let mut outcome = Ok(());
        loop {
            self.charge(ITERATION_STEPS, iter.span)?;
            let Some(item) = self.next_item(&mut state, iter.span)? else {
                break;
            };
            self.push_loop_scope(var, item);
            let result = self.exec_block(body);
            self.pop_loop_scope(body.end);
            match loop_outcome(result, label) {
                Ok(None) => {}
                Ok(Some(_)) => break,
                Err(flow) => {
                    outcome = Err(flow);
                    break;
                }
            }
        }
        // The iterator (and a reader it consumed) is dropped when the loop ends, also when a
        // `break` leaves an outer loop.
        drop(state);
        self.drop_value(source, iter.span, "iterator");
        outcome.map(|()| Value::Unit)
    }

    fn eval_ref(&mut self, inner: &Expr) -> Eval {
        match &inner.kind {
            // `&None` refers to a new value (`None` is not a variable).
            ExprKind::Var(name) if name != "None" || self.lookup(name, inner.span).is_ok() => {
                Ok(Value::Ref(self.lookup(name, inner.span)?))
            }
            ExprKind::Field(..) if let Some(slot) = self.place_slot(inner)? => Ok(Value::Ref(slot)),
            ExprKind::Index(base, index) => {
                if let (ExprKind::Var(name), ExprKind::Range { .. }) = (&base.kind, &index.kind)
                    && let slot = target_slot(&self.lookup(name, base.span)?)
                    && let Some(len) = byte_len(&slot)
                {
                    // `&mut buf[a..b]` of a byte buffer views it where it lives.
                    let Value::Range(start, end, _) = self.eval(index)? else {
                        return Err(fatal(index.span, "expected a range"));
                    };
                    let (start, end) = slice_bounds(start, end, len)
                        .map_err(|message| Flow::Panic(message, index.span))?;
                    return Ok(Value::SliceRef(slot, start, end));
                }
                self.eval(inner)
            }
            _ => {
                let value = self.eval(inner)?;
                Ok(Value::Ref(Rc::new(RefCell::new(value))))
            }
        }
    }

    fn eval_index(&mut self, base: &Expr, index: &Expr, span: Span) -> Eval {
        if let ExprKind::Var(name) = &base.kind {
            // Indexed where it lives: `buf[i]` in a loop reads one byte, not a copy of `buf`.
            let slot = target_slot(&self.lookup(name, base.span)?);
            if matches!(&*slot.borrow(), Value::Moved) {
                return Err(fatal(span, format!("borrow of moved value: `{name}`")));
            }
            let at = self.eval(index)?.deref();
            return index_value(&slot.borrow(), at, span, index.span);
        }
        let base = self.eval(base)?.deref();
        let at = self.eval(index)?.deref();
        index_value(&base, at, span, index.span)
    }

    /// Stores into a place: a variable, `*r`, or an element `buf[i]`.
    fn assign(&mut self, place: &Expr, value: Value) -> Result<(), Flow> {
        match &place.kind {
            ExprKind::Var(name) => {
                let slot = self.lookup(name, place.span)?;
                let old = std::mem::replace(&mut *slot.borrow_mut(), value);
                // Assigning drops the old value first, as Rust does.
                self.drop_value(old, place.span, name);
                Ok(())
            }
            ExprKind::Field(..) if let Some(slot) = self.place_slot(place)? => {
                let old = std::mem::replace(&mut *slot.borrow_mut(), value);
                self.drop_value(old, place.span, "field");
                Ok(())
            }
            ExprKind::Unary(UnOp::Deref, inner) => match self.eval(inner)? {
                Value::Ref(slot) => {
                    *slot.borrow_mut() = value;
                    Ok(())
                }
                other => Err(fatal(
                    place.span,
                    format!("type `{}` cannot be dereferenced", other.type_name()),
                )),
            },
            ExprKind::Index(base, index) => {
                let ExprKind::Var(name) = &base.kind else {
                    return Err(fatal(place.span, "only `name[i] = …` is supported"));
                };
                let slot = self.lookup(name, base.span)?;
                let (i, _) = self.eval_int(index)?;
                let Value::Int(byte, _) = value else {
                    return Err(fatal(place.span, "only bytes can be stored in a buffer"));
                };
                let target = match &*slot.borrow() {
                    Value::Ref(target) => target.clone(),
                    _ => slot.clone(),
                };
                let mut target = target.borrow_mut();
                match &mut *target {
                    Value::Bytes(bytes, _) if (i as usize) < bytes.len() => {
                        bytes[i as usize] = byte as u8;
                        Ok(())
                    }
                    Value::Bytes(bytes, _) => Err(Flow::Panic(
                        format!(
                            "index out of bounds: the len is {} but the index is {i}",
                            bytes.len()
                        ),
                        place.span,
                    )),
                    other => Err(fatal(
                        place.span,
                        format!("cannot index into `{}`", other.type_name()),
                    )),
                }
            }
            _ => Err(fatal(place.span, "invalid left-hand side of assignment")),
        }
    }
}

/// `base[index]`: a byte, a slice, a sub-string, or a JSON member.
fn index_value(base: &Value, index: Value, span: Span, index_span: Span) -> Eval {
    if let Value::Json(json) = base {
        // serde_json's `Index`: a missing key or index gives `Value::Null`, never a panic.
        let found = match index {
            Value::Int(i, _) => usize::try_from(i).ok().and_then(|i| json.get(i)).cloned(),
            other => text_of(&other).and_then(|key| json.get(&key)).cloned(),
        };
        return Ok(Value::Json(Rc::new(
            found.unwrap_or(serde_json::Value::Null),
        )));
    }
    if let Value::List(items) = base {
        let i = match index {
            Value::Int(i, _) => usize::try_from(i).unwrap_or(usize::MAX),
            Value::Range(start, end, _) => {
                let (start, end) = slice_bounds(start, end, items.len())
                    .map_err(|message| Flow::Panic(message, span))?;
                return Ok(Value::List(items[start..end].to_vec()));
            }
            _ => return Err(fatal(index_span, "a `Vec` is indexed by a `usize`")),
        };
        return items.get(i).cloned().ok_or_else(|| {
            Flow::Panic(
                format!(
                    "index out of bounds: the len is {} but the index is {i}",
                    items.len()
                ),
                span,
            )
        });
    }
    if let Value::Stream(stream) = base
        && let Some(memory) = stream.borrow().memory()
    {
        // A `Vec<u8>` that has been written to (the variable holds its writer).
        return index_value(
            &Value::Bytes(memory.to_vec(), BytesKind::Vec),
            index,
            span,
            index_span,
        );
    }
    let bytes: &[u8] = match base {
        Value::Bytes(bytes, _) => bytes,
        Value::Str(s) => s.as_bytes(),
        Value::String(s) => s.as_bytes(),
        other => {
            return Err(fatal(
                span,
                format!("cannot index into a value of type `{}`", other.type_name()),
            ));
        }
    };
    match index {
        Value::Int(i, _) => {
            let i = usize::try_from(i).unwrap_or(usize::MAX);
            match bytes.get(i) {
                Some(&byte) => Ok(Value::Int(byte.into(), IntTy::U8)),
                None => Err(Flow::Panic(
                    format!(
                        "index out of bounds: the len is {} but the index is {i}",
                        bytes.len()
                    ),
                    span,
                )),
            }
        }
        Value::Range(start, end, _) => match base {
            Value::Str(_) | Value::String(_) => {
                let text = text_of(base).unwrap_or_default();
                let end = if end == i128::MAX {
                    text.len() as i128
                } else {
                    end
                };
                let (start, end) = (start.max(0) as usize, end.max(0) as usize);
                str_slice(&text, start, end, span).map(|t| Value::Str(t.into()))
            }
            _ => {
                let (start, end) = slice_bounds(start, end, bytes.len())
                    .map_err(|message| Flow::Panic(message, span))?;
                Ok(Value::Bytes(bytes[start..end].to_vec(), BytesKind::Literal))
            }
        },
        other => Err(fatal(
            index_span,
            format!("cannot index with `{}`", other.type_name()),
        )),
    }
}

/// `&s[start..end]`, or the panic `core::str::slice_error_fail` gives (its checks in order).
pub(super) fn str_slice(s: &str, start: usize, end: usize, span: Span) -> Result<&str, Flow> {
    if let Some(slice) = s.get(start..end) {
        return Ok(slice);
    }
    // std shows at most 256 bytes of the string, cut at a char boundary.
    let mut shown = s.len().min(256);
    while !s.is_char_boundary(shown) {
        shown -= 1;
    }
    let ellipsis = if shown < s.len() { "[...]" } else { "" };
    let quoted = format!("`{}`{ellipsis}", &s[..shown]);
    let message = if start > s.len() {
        format!("start byte index {start} is out of bounds of {quoted}")
    } else if end > s.len() {
        format!("end byte index {end} is out of bounds of {quoted}")
    } else if start > end {
        format!("begin > end ({start} > {end}) when slicing {quoted}")
    } else {
        let (which, index) = if s.is_char_boundary(start) {
            ("end", end)
        } else {
            ("start", start)
        };
        let mut char_start = index;
        while !s.is_char_boundary(char_start) {
            char_start -= 1;
        }
        let ch = s[char_start..].chars().next().unwrap_or_default();
        let char_end = char_start + ch.len_utf8();
        format!(
            "{which} byte index {index} is not a char boundary; it is inside {ch:?} (bytes {char_start}..{char_end}) of {quoted}"
        )
    };
    Err(Flow::Panic(message, span))
}

impl Value {
    fn deref_if(self, deref: bool) -> Value {
        if deref { self.deref() } else { self }
    }
}

fn literal(lit: &Literal) -> Value {
    match lit {
        Literal::Int { value, ty } => Value::Int(*value, *ty),
        Literal::Float(f) => Value::Float(*f),
        Literal::Bool(b) => Value::Bool(*b),
        Literal::Char(c) => Value::Char(*c),
        Literal::Str(s) => Value::Str(s.clone()),
        Literal::ByteStr(bytes) => Value::Bytes(bytes.to_vec(), BytesKind::Literal),
        Literal::Byte(b) => Value::Int((*b).into(), IntTy::U8),
    }
}

fn unary(op: UnOp, value: Value, span: Span) -> Eval {
    match (op, value) {
        (UnOp::Neg, Value::Int(v, ty)) => checked(v.checked_neg(), ty, "negate", span),
        (UnOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
        (UnOp::Not, Value::Bool(b)) => Ok(Value::Bool(!b)),
        (UnOp::Not, Value::Int(v, ty)) => Ok(Value::Int(!v, ty)),
        (UnOp::Deref, value) => Ok(value),
        (op, value) => Err(fatal(
            span,
            format!("cannot apply `{op:?}` to `{}`", value.type_name()),
        )),
    }
}

/// An integer result in range of its type, or the panic a debug build gives. `None` is a
/// result outside even `i128` (`i128::MAX + 1`, `i128::MIN / -1`).
fn checked(value: Option<i128>, ty: IntTy, what: &str, span: Span) -> Eval {
    let (min, max) = ty.range();
    match value {
        Some(value) if (min..=max).contains(&value) => Ok(Value::Int(value, ty)),
        _ => Err(Flow::Panic(
            format!("attempt to {what} with overflow"),
            span,
        )),
    }
}

fn unify(a: IntTy, b: IntTy) -> IntTy {
    if a == IntTy::Default { b } else { a }
}

pub(super) fn binary(op: BinOp, left: Value, right: Value, span: Span) -> Eval {
    use std::cmp::Ordering;
    if matches!(op, BinOp::Eq | BinOp::Ne)
        && let Some(equal) = compound_equal(&left, &right, span)?
    {
        return Ok(Value::Bool(equal == (op == BinOp::Eq)));
    }
    let ordering = match (&left, &right) {
        (Value::Int(a, _), Value::Int(b, _)) => Some(a.cmp(b)),
        (Value::Float(a), Value::Float(b)) => a.partial_cmp(b),
        (Value::Char(a), Value::Char(b)) => Some(a.cmp(b)),
        (Value::Bool(a), Value::Bool(b)) => Some(a.cmp(b)),
        (Value::Duration(a), Value::Duration(b)) => Some(a.cmp(b)),
        (Value::Instant(a), Value::Instant(b)) => Some(a.cmp(b)),
        _ => text_of(&left).zip(text_of(&right)).map(|(a, b)| a.cmp(&b)),
    };
    let compare = |test: fn(Ordering) -> bool| match ordering {
        Some(ordering) => Ok(Value::Bool(test(ordering))),
        None => Err(fatal(
            span,
            format!(
                "cannot compare `{}` with `{}`",
                left.type_name(),
                right.type_name()
            ),
        )),
    };
    match op {
        BinOp::Eq => return compare(|o| o == Ordering::Equal),
        BinOp::Ne => return compare(|o| o != Ordering::Equal),
        BinOp::Lt => return compare(|o| o == Ordering::Less),
        BinOp::Le => return compare(|o| o != Ordering::Greater),
        BinOp::Gt => return compare(|o| o == Ordering::Greater),
        BinOp::Ge => return compare(|o| o != Ordering::Less),
        _ => {}
    }
    match (left, right) {
        (Value::Int(a, ta), Value::Int(b, tb)) => {
            let ty = unify(ta, tb);
            match op {
                BinOp::Add => checked(a.checked_add(b), ty, "add", span),
                BinOp::Sub => checked(a.checked_sub(b), ty, "subtract", span),
                BinOp::Mul => checked(a.checked_mul(b), ty, "multiply", span),
                BinOp::Div if b == 0 => Err(Flow::Panic("attempt to divide by zero".into(), span)),
                BinOp::Div => checked(a.checked_div(b), ty, "divide", span),
                BinOp::Rem if b == 0 => Err(Flow::Panic(
                    "attempt to calculate the remainder with a divisor of zero".into(),
                    span,
                )),
                // `MIN % -1` overflows in every signed type, though the result (0) fits.
                BinOp::Rem if b == -1 && a == ty.range().0 => {
                    checked(None, ty, "calculate the remainder", span)
                }
                BinOp::Rem => checked(a.checked_rem(b), ty, "calculate the remainder", span),
                BinOp::BitAnd => Ok(Value::Int(a & b, ty)),
                BinOp::BitOr => Ok(Value::Int(a | b, ty)),
                BinOp::BitXor => Ok(Value::Int(a ^ b, ty)),
                BinOp::Shl => checked(Some(a << (b as u32).min(127)), ta, "shift left", span),
                BinOp::Shr => Ok(Value::Int(a >> (b as u32).min(127), ta)),
                _ => Err(fatal(span, "unsupported integer operation")),
            }
        }
        (Value::Float(a), Value::Float(b)) => Ok(Value::Float(match op {
            BinOp::Add => a + b,
            BinOp::Sub => a - b,
            BinOp::Mul => a * b,
            BinOp::Div => a / b,
            BinOp::Rem => a % b,
            _ => return Err(fatal(span, "unsupported float operation")),
        })),
        (Value::Int(a, _), Value::Float(b)) | (Value::Float(b), Value::Int(a, _)) => Err(fatal(
            span,
            format!("cannot mix an integer ({a}) and a float ({b}); cast with `as`"),
        )),
        (Value::Bool(a), Value::Bool(b)) => match op {
            BinOp::BitAnd => Ok(Value::Bool(a & b)),
            BinOp::BitOr => Ok(Value::Bool(a | b)),
            BinOp::BitXor => Ok(Value::Bool(a ^ b)),
            _ => Err(fatal(span, "unsupported bool operation")),
        },
        (Value::String(mut a), b) if op == BinOp::Add => match text_of(&b) {
            Some(b) => {
                a.push_str(&b);
                Ok(Value::String(a))
            }
            None => Err(fatal(
                span,
                format!("cannot add `{}` to a `String`", b.type_name()),
            )),
        },
        (a, b) => Err(fatal(
            span,
            format!(
                "cannot apply `{op:?}` to `{}` and `{}`",
                a.type_name(),
                b.type_name()
            ),
        )),
    }
}

/// The text of a string-like value.
pub(super) fn text_of(value: &Value) -> Option<String> {
    match value {
        Value::Str(s) => Some(s.to_string()),
        Value::String(s) => Some(s.clone()),
        Value::Path(p) => Some(p.clone()),
        Value::Ref(slot) => text_of(&slot.borrow()),
        _ => None,
    }
}

fn cast(value: Value, ty: &TypeHint, span: Span) -> Eval {
    match (value, ty) {
        (Value::Int(v, _), TypeHint::Int(target)) => {
            // `as` wraps, like Rust.
            let bits = match target {
                IntTy::I8 | IntTy::U8 => 8,
                IntTy::I16 | IntTy::U16 => 16,
                IntTy::I32 | IntTy::U32 | IntTy::Default => 32,
                IntTy::I64 | IntTy::U64 | IntTy::Isize | IntTy::Usize => 64,
                IntTy::I128 | IntTy::U128 => 128,
            };
            let signed = matches!(
                target,
                IntTy::I8
                    | IntTy::I16
                    | IntTy::I32
                    | IntTy::I64
                    | IntTy::I128
                    | IntTy::Isize
                    | IntTy::Default
            );
            let wrapped = if bits == 128 {
                v
            } else {
                let mask = (1i128 << bits) - 1;
                let low = v & mask;
                if signed && low >= 1i128 << (bits - 1) {
                    low - (1i128 << bits)
                } else {
                    low
                }
            };
            Ok(Value::Int(wrapped, *target))
        }
        (Value::Int(v, _), TypeHint::Float) => Ok(Value::Float(v as f64)),
        (Value::Float(f), TypeHint::Int(target)) => {
            let (min, max) = target.range();
            Ok(Value::Int((f as i128).clamp(min, max), *target))
        }
        (Value::Float(f), TypeHint::Float) => Ok(Value::Float(f)),
        (Value::Char(c), TypeHint::Int(target)) => Ok(Value::Int(u32::from(c).into(), *target)),
        (Value::Int(v, _), TypeHint::Char) if (0..=255).contains(&v) => {
            Ok(Value::Char(char::from(v as u8)))
        }
        (Value::Bool(b), TypeHint::Int(target)) => Ok(Value::Int(b.into(), *target)),
        (value, ty) => Err(fatal(
            span,
            format!("cannot cast `{}` as `{ty:?}`", value.type_name()),
        )),
    }
}

/// `==` of values made of parts (`Option`, tuples, vectors, the script's structs), part by
/// part as std's derived `PartialEq` compares; `None` for plain values.
fn compound_equal(left: &Value, right: &Value, span: Span) -> Result<Option<bool>, Flow> {
    let parts = |a: &[Value], b: &[Value]| -> Result<bool, Flow> {
        if a.len() != b.len() {
            return Ok(false);
        }
        for (x, y) in a.iter().zip(b) {
            if !matches!(
                binary(BinOp::Eq, x.deref(), y.deref(), span)?,
                Value::Bool(true)
            ) {
                return Ok(false);
            }
        }
        Ok(true)
    };
    Ok(Some(match (left, right) {
        (Value::Struct(_, a), Value::Struct(_, b)) => {
            super::interp_struct::structs_equal(a, b, span)?
        }
        (Value::Enum(_, va, a), Value::Enum(_, vb, b)) => {
            va == vb && super::interp_struct::structs_equal(a, b, span)?
        }
        (Value::Some(a), Value::Some(b)) | (Value::Ok(a), Value::Ok(b)) => {
            parts(std::slice::from_ref(&**a), std::slice::from_ref(&**b))?
        }
        (Value::None, Value::None) => true,
        (Value::Some(_) | Value::None, Value::Some(_) | Value::None) => false,
        (Value::Tuple(a), Value::Tuple(b)) | (Value::List(a), Value::List(b)) => parts(a, b)?,
        (Value::ErrorKind(a), Value::ErrorKind(b)) => a == b,
        _ => match (bytes_viewed(left), bytes_viewed(right)) {
            (Some(a), Some(b)) => a == b,
            _ => return Ok(None),
        },
    }))
}

/// The bytes a byte value holds or views: a buffer, `&buf[a..b]`, a `Vec<u8>` written to.
fn bytes_viewed(value: &Value) -> Option<Vec<u8>> {
    match value {
        Value::Bytes(bytes, _) => Some(bytes.clone()),
        Value::SliceRef(slot, start, end) => match &*slot.borrow() {
            Value::Bytes(bytes, _) => bytes.get(*start..*end).map(<[u8]>::to_vec),
            _ => None,
        },
        Value::Stream(stream) => stream.borrow().memory().map(<[u8]>::to_vec),
        Value::Ref(slot) => bytes_viewed(&slot.borrow()),
        _ => None,
    }
}

/// What an iteration's ending means for the loop labelled `label`: go on (`None`), leave with
/// a value, or pass the control flow on (a `break` or `continue` of an outer loop, `return`…).
fn loop_outcome(result: Eval, label: Option<&str>) -> Result<Option<Value>, Flow> {
    let ours = |target: &Option<String>| target.is_none() || target.as_deref() == label;
    match result {
        Ok(_) => Ok(None),
        Err(Flow::Continue(target)) if ours(&target) => Ok(None),
        Err(Flow::Break(target, value)) if ours(&target) => Ok(Some(value)),
        Err(other) => Err(other),
    }
}

/// The bounds of `&xs[start..end]` on a slice of `len` items (`end` is `i128::MAX` for
/// `start..`), or core's panic message for them.
fn slice_bounds(start: i128, end: i128, len: usize) -> Result<(usize, usize), String> {
    let start = usize::try_from(start.max(0)).unwrap_or(usize::MAX);
    if end == i128::MAX {
        return if start > len {
            Err(format!(
                "range start index {start} out of range for slice of length {len}"
            ))
        } else {
            Ok((start, len))
        };
    }
    let end = usize::try_from(end.max(0)).unwrap_or(usize::MAX);
    if start > end {
        Err(format!("slice index starts at {start} but ends at {end}"))
    } else if end > len {
        Err(format!(
            "range end index {end} out of range for slice of length {len}"
        ))
    } else {
        Ok((start, end))
    }
}

/// The length of the byte buffer in `slot`, if it holds one.
fn byte_len(slot: &super::value::Slot) -> Option<usize> {
    match &*slot.borrow() {
        Value::Bytes(bytes, _) => Some(bytes.len()),
        _ => None,
    }
}
