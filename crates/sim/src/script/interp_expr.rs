//! Evaluating expressions: literals, operators, control flow, places.

use super::interp_budget::{CALL_STEPS, ITERATION_STEPS};
use super::interp_operators::{binary, cast, unary};
use super::interpreter::{Eval, Flow, Interpreter, check_capacity, fatal};
use super::ir::{BinOp, Block, Expr, ExprKind, IntTy, Literal, UnOp};
use super::value::IterState;
use super::value::{BytesKind, RangeShape, Value};
use crate::trace::Span;

impl Interpreter<'_> {
    /// Evaluates an expression to a value.
    pub(super) fn eval(&mut self, expr: &Expr) -> Eval {
        self.step(expr.span)?;
        // A variable or a literal, the leaves of most expressions (a loop's counter, an
        // argument), is read here rather than in `eval_nested`'s large frame: it nests
        // nothing, and stops at the depth one level more would.
        match &expr.kind {
            ExprKind::Var(name) if name != "None" => {
                self.check_leaf_depth(expr.span)?;
                return Ok(self.var_value(name, expr.span)?.clone());
            }
            ExprKind::Lit(lit) => {
                self.check_leaf_depth(expr.span)?;
                return Ok(literal(lit));
            }
            _ => {}
        }
        self.enter(1, expr.span)?;
        let result = self.eval_nested(expr);
        self.leave(1);
        result
    }

    /// The value of the variable `name`, where it lives: refused when it was moved out.
    #[inline]
    pub(super) fn var_value(
        &self,
        name: &str,
        span: Span,
    ) -> Result<std::cell::Ref<'_, Value>, Flow> {
        let Some(slot) = self.find_var(name) else {
            return Err(super::interp_scope::unknown_var(name, span));
        };
        let value = slot.borrow();
        if matches!(*value, Value::Moved) {
            return Err(fatal(span, format!("borrow of moved value: `{name}`")));
        }
        Ok(value)
    }

    /// `eval` one level deeper.
    fn eval_nested(&mut self, expr: &Expr) -> Eval {
        let span = expr.span;
        match &expr.kind {
            ExprKind::Lit(lit) => Ok(literal(lit)),
            // `None` is a value, not a variable (the checker made sure no local shadows it).
            ExprKind::Var(name) if name == "None" && self.find_var(name).is_none() => {
                Ok(Value::None)
            }
            ExprKind::Var(name) => Ok(self.var_value(name, span)?.clone()),
            // Paths that name a std value: `ErrorKind::NotFound`, `Shutdown::Write`,
            // `ExitCode::SUCCESS`, `Duration::ZERO`, `Ipv4Addr::LOCALHOST`.
            ExprKind::Path(path) => {
                if let Some(kind) = super::error_kind::named(path) {
                    Ok(Value::ErrorKind(kind))
                } else if let Some(o) = super::cmp_ordering::named(path) {
                    Ok(Value::Ordering(o))
                } else if let Some(how) = super::shutdown_how::named(path) {
                    Ok(Value::Shutdown(how))
                } else if let Some(code) = super::exit_code::named(path) {
                    Ok(Value::ExitCode(code))
                } else if let Some((_, value)) = super::std_consts::named(path) {
                    Ok(value)
                } else if super::interp_json::names_json_null(path) {
                    Ok(Value::Json(std::rc::Rc::new(serde_json::Value::Null)))
                } else {
                    Err(fatal(span, format!("`{path}` is not supported as a value")))
                }
            }
            ExprKind::Unary(op, operand) => {
                let value = self.eval(operand)?.deref_if(*op == UnOp::Deref);
                unary(*op, value, span)
            }
            ExprKind::Binary(BinOp::And, left, right, _) => {
                if !self.eval_bool(left)? {
                    return Ok(Value::Bool(false));
                }
                Ok(Value::Bool(self.eval_bool(right)?))
            }
            ExprKind::Binary(BinOp::Or, left, right, _) => {
                if self.eval_bool(left)? {
                    return Ok(Value::Bool(true));
                }
                Ok(Value::Bool(self.eval_bool(right)?))
            }
            ExprKind::Binary(op, left, right, _) => {
                let left = self.eval(left)?.into_deref();
                let right = self.eval(right)?.into_deref();
                binary(*op, left, right, span)
            }
            ExprKind::Assign(place, value) => {
                let value = self.eval_moving(value)?;
                self.assign(place, value)?;
                Ok(Value::Unit)
            }
            ExprKind::AssignOp(op, place, value) => {
                // The right operand first (both are primitives), then the place, changed
                // where it lives.
                let right = self.eval(value)?.into_deref();
                self.with_place(place, |left| {
                    *left = binary(*op, left.deref(), right, span)?;
                    Ok(())
                })?;
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
            ExprKind::Try(inner, convert) => match self.eval(inner)? {
                Value::Ok(value) | Value::Some(value) => Ok(Value::unboxed(value)),
                // `?` gives the error to `From::from` of the function's error type: std's
                // conversions keep the value as it is; the script's own `from` runs.
                Value::Err(error) => Err(Flow::Return(match convert {
                    Some(function) => {
                        let program = self.program;
                        let target = &program.functions[*function];
                        let converted =
                            self.call_function(target, vec![Value::error_value(&error)], span)?;
                        Value::err_of(converted)
                    }
                    None => Value::Err(error),
                })),
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
            ExprKind::Call {
                path,
                written,
                args,
                ..
            } => {
                self.charge(CALL_STEPS, span)?;
                if let [name] = written.as_slice()
                    && let Some(closure) = self.kept_closure(name)
                {
                    return self.call_kept_closure(&closure, args, span);
                }
                self.eval_call(path, args, span)
            }
            ExprKind::Deserialize { path, target, args } => {
                self.charge(CALL_STEPS, span)?;
                self.eval_deserialize(path, target, args, span)
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
                    match self.eval(item)?.into_deref() {
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
            ExprKind::Ref {
                expr: inner,
                mutable: true,
            } => self.eval_mut_ref(inner),
            ExprKind::Ref {
                expr: inner,
                mutable: false,
            } => self.eval_ref(inner, false),
            ExprKind::Index(base, index) => self.eval_index(base, index, span),
            ExprKind::Range {
                start,
                end,
                inclusive,
            } => {
                let shape = RangeShape::of(start.is_some(), end.is_some(), *inclusive);
                let start = start.as_deref().map(|e| self.eval(e)).transpose()?;
                let end = end.as_deref().map(|e| self.eval(e)).transpose()?;
                let (start, end) = (start.map(Value::into_deref), end.map(Value::into_deref));
                if let (Some(Value::Char(_)), _) | (_, Some(Value::Char(_))) = (&start, &end) {
                    return char_range(start, end, shape, span);
                }
                let int = |value: Option<Value>, open: i128| match value {
                    None => Ok((open, IntTy::Default)),
                    Some(Value::Int(v, ty)) => Ok((v, ty)),
                    Some(other) => Err(fatal(
                        span,
                        format!("expected an integer, found `{}`", other.type_name()),
                    )),
                };
                let (start, start_ty) = int(start, 0)?;
                let (end, end_ty) = int(end, i128::MAX)?;
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
                Ok(Value::Range(start, end, ty, shape))
            }
            ExprKind::Cast(inner, ty) => cast(self.eval(inner)?.into_deref(), ty, span),
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
            ExprKind::Default(of) => self.make_default(of, span),
            ExprKind::Const(index) => {
                let def = &self.program.consts[*index];
                let value = self.eval(&def.value)?;
                Ok(super::interp_block::coerce(
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
                base,
            } => self.construct(*ty, *variant, fields, base.as_deref()),
            ExprKind::CallScript { function, args } => self.call_script(*function, args, span),
            ExprKind::CompareScript { function, op, args } => {
                let answer = self.call_script(*function, args, span)?;
                super::cmp_ordering::read_answer(*op, answer.into_deref())
                    .ok_or_else(|| fatal(span, "the comparison did not answer as its trait does"))
            }
            ExprKind::CallScriptDyn { dispatch, args } => {
                self.call_script_dyn(dispatch, args, span)
            }
            ExprKind::Field(base, index) => {
                // A struct's field is read where it lives, not from a copy of the struct.
                if let Some(slot) = self.place_slot(expr)? {
                    let value = slot.borrow();
                    return match &*value {
                        Value::Moved => Err(fatal(span, "use of a moved field")),
                        other => Ok(other.clone()),
                    };
                }
                let base = self.eval(base)?.into_deref();
                match (base, index.parse::<usize>()) {
                    (Value::Tuple(items), Ok(i)) if i < items.len() => Ok(items[i].clone()),
                    (Value::Reverse(inner), Ok(0)) => Ok(*inner),
                    // A field of a struct that is a temporary (`self.job?.phone_number`).
                    (Value::Struct(_, fields), Ok(i)) if i < fields.0.len() => {
                        Ok(fields.0[i].borrow().clone())
                    }
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
        match self.eval(expr)?.into_deref() {
            Value::Bool(b) => Ok(b),
            other => Err(fatal(
                expr.span,
                format!("expected `bool`, found `{}`", other.type_name()),
            )),
        }
    }

    pub(super) fn eval_int(&mut self, expr: &Expr) -> Result<(i128, IntTy), Flow> {
        match self.eval(expr)?.into_deref() {
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
        let source = self.script_iterator(source);
        self.note_hash_order(&source, iter.span);
        let mut state = IterState::from_value(source, iter.span)
            .map_err(|message| fatal(iter.span, message))?;
        let mut outcome = Ok(());
        // The loop's scope: each iteration binds its item here and ends its own variables.
        self.push_scope();
        let mut process_ended = false;
        loop {
            let counted = self.charge(ITERATION_STEPS, iter.span);
            let result = match (counted, &mut state) {
                // A range's number (most loops') is written where the variable lives: an
                // `Option` of a `Value` handed back through memory is read back whole (a stall
                // per iteration). Every item is a step, as `next_item` counts it.
                (Ok(()), IterState::Range { next, end, ty }) => match self.step(iter.span) {
                    Ok(()) => {
                        let ty = *ty;
                        let Some(n) = super::iteration::next_number(next, *end) else {
                            break;
                        };
                        if let Some(var) = var {
                            self.bind_number(var, n, ty);
                        }
                        self.run_bound_iteration(var.is_some(), body)
                    }
                    Err(flow) => {
                        self.pop_scope(iter.span);
                        return Err(flow);
                    }
                },
                (counted, _) => {
                    match counted.and_then(|()| self.next_item(&mut state, iter.span)) {
                        Ok(Some(item)) => self.run_iteration(var, item, body),
                        Ok(None) => break,
                        Err(flow) => {
                            // Between iterations the scope holds nothing but the emptied variable.
                            self.pop_scope(iter.span);
                            return Err(flow);
                        }
                    }
                }
            };
            let flow = match result {
                // An iteration that ran to its end (most): its value is all there is to look
                // at, read where it lies rather than moved whole (a stall per iteration).
                Ok(value) => {
                    value.discard();
                    continue;
                }
                Err(flow) => flow,
            };
            let result = Err(flow);
            // `exit` runs no destructors: the iteration's variables stay for the run to
            // account for.
            process_ended = super::interp_block::ends_process(&result);
            match loop_outcome(result, label) {
                Ok(None) => {}
                Ok(Some(_)) => break,
                Err(flow) => {
                    outcome = Err(flow);
                    break;
                }
            }
        }
        if !process_ended {
            self.pop_scope(body.end);
        }
        // The iterator (what a `break` left in it, a reader it consumed) is dropped when the
        // loop ends, also when a `break` leaves an outer loop; `exit` runs no `Drop`.
        if process_ended {
            drop(state);
        } else {
            self.drop_iterator(state, iter.span);
        }
        outcome.map(|()| Value::Unit)
    }

    /// Stores into a place: a variable, `*r`, a field, an element `buf[i]`, any chain of them.
    fn assign(&mut self, place: &Expr, value: Value) -> Result<(), Flow> {
        let old = self.with_place(place, |slot| Ok(std::mem::replace(slot, value)))?;
        // Assigning drops the old value first, as Rust does.
        let what = match &place.kind {
            ExprKind::Var(name) => name.as_str(),
            ExprKind::Field(..) => "field",
            _ => "element",
        };
        self.drop_value(old, place.span, what);
        Ok(())
    }
}

impl Value {
    fn deref_if(self, deref: bool) -> Value {
        if deref { self.deref() } else { self }
    }
}

#[inline]
fn literal(lit: &Literal) -> Value {
    match lit {
        Literal::Int { value, ty } => Value::Int(*value, *ty),
        Literal::Float(f) if f.is_f32 => Value::F32(f.single),
        Literal::Float(f) => Value::Float(f.value),
        Literal::Bool(b) => Value::Bool(*b),
        Literal::Char(c) => Value::Char(*c),
        Literal::Str(s) => Value::Str(s.clone()),
        Literal::ByteStr(bytes) => Value::Bytes(bytes.to_vec(), BytesKind::Literal),
        Literal::Byte(b) => Value::Int((*b).into(), IntTy::U8),
    }
}

/// What an iteration's ending means for the loop labelled `label`: go on (`None`), leave with
/// a value, or pass the control flow on (a `break` or `continue` of an outer loop, `return`…).
#[inline]
fn loop_outcome(result: Eval, label: Option<&str>) -> Result<Option<Value>, Flow> {
    let ours = |target: &Option<String>| target.is_none() || target.as_deref() == label;
    match result {
        Ok(value) => {
            value.discard();
            Ok(None)
        }
        Err(Flow::Continue(target)) if ours(&target) => Ok(None),
        Err(Flow::Break(target, value)) if ours(&target) => Ok(Some(value)),
        Err(other) => Err(other),
    }
}

/// `'a'..='z'` and the other ranges of chars (the checker made both ends chars).
fn char_range(start: Option<Value>, end: Option<Value>, shape: RangeShape, span: Span) -> Eval {
    let char_of = |value: Option<Value>, open: char| match value {
        None => Ok(open),
        Some(Value::Char(c)) => Ok(c),
        Some(other) => Err(fatal(
            span,
            format!("expected a `char`, found `{}`", other.type_name()),
        )),
    };
    Ok(Value::CharRange(
        char_of(start, '\0')?,
        char_of(end, char::MAX)?,
        shape,
    ))
}
