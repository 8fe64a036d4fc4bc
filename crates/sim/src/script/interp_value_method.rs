//! Methods on plain values (strings, byte buffers, numbers, options, results…), some run in
//! place where the value lives so a call costs what it reads, not a copy.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use super::interp_call::usize_value;
use super::interp_in_place::length;
use super::interpreter::{Eval, Flow, Interpreter, StdLocation, check_capacity, fatal};
use super::ir::{Expr, IO_ERROR_FROM_KIND, IntTy};
use super::value::IterState;
use super::value::text_of;
use super::value::{BytesKind, ErrorValue, Value, target_slot};
use crate::stack::stream::StreamRef;
use crate::trace::Span;

impl Interpreter<'_> {
    /// `method_span` is the method's name: where rustc's `#[track_caller]` places a panic
    /// (`File::open(p).unwrap()` panics at the column of `unwrap`).
    pub(super) fn value_method(
        &mut self,
        receiver: Value,
        method: &str,
        args: &[Expr],
        span: Span,
        method_span: Span,
    ) -> Eval {
        if let Some(result) = self.open_options_method(&receiver, method, args, span) {
            return result;
        }
        let mut values = Vec::with_capacity(args.len());
        for arg in args {
            // An argument is moved into the call (`v.push(item)`, an owning closure): what it
            // owns drops where the method's side drops it.
            values.push(self.eval_moving(arg)?);
        }
        // A `&mut buf[a..b]` view read by a method that leaves it as it is: the bytes it views.
        // Looked at where it is: `deref` would copy any other receiver (a 50 MB vector's
        // `len()` in a loop must not copy it).
        if let Some(stream) = vec_held_by_stream(&receiver) {
            return self.vec_method_of_stream(&stream, method, values, span, method_span);
        }
        let receiver = if super::interp_slice::is_view(&receiver) {
            if let Some(result) = self.edit_view(&receiver, method, &values, span, method_span) {
                return result;
            }
            super::interp_slice::read_through_view(receiver.deref(), method)
        } else {
            receiver
        };
        self.method_of_values(receiver, method, values, span, method_span)
    }

    /// A method of `receiver` whose arguments are `values`.
    pub(super) fn method_of_values(
        &mut self,
        receiver: Value,
        method: &str,
        values: Vec<Value>,
        span: Span,
        method_span: Span,
    ) -> Eval {
        if method == "into (json)" {
            // `x.into()` where a `serde_json::Value` is expected (`check/into_json.rs`).
            return super::interp_json::json_value_of(&receiver, span);
        }
        if method == IO_ERROR_FROM_KIND {
            return super::interp_io_error::io_error_of_kind(&receiver, span);
        }
        // Between primitives (`let wide: u64 = byte.into()`): the checker named the type.
        if let Some(into) = method
            .strip_prefix("into (")
            .and_then(|rest| rest.strip_suffix(')'))
            && let Some(converted) = super::interp_numeric_from::primitive_from(&receiver, into)
        {
            return Ok(converted);
        }
        if let Some(into) = method
            .strip_prefix("try_into (")
            .and_then(|rest| rest.strip_suffix(')'))
            && let Some(converted) = super::interp_numeric_from::integer_try_from(&receiver, into)
        {
            return Ok(converted);
        }
        if method == "into" && values.is_empty() {
            // As `From::from` (`interp_call.rs`): the value as it is.
            return Ok(receiver.deref());
        }
        if let Some(kept) = super::cmp_ordering::ord_kept(&receiver, method, &values) {
            let kept = kept.map_err(|message| {
                Flow::StdPanic(message.to_string(), StdLocation::OrdClamp, span)
            })?;
            // The values the call does not return drop as it ends, the last parameter first.
            let mut all: Vec<Value> = std::iter::once(receiver).chain(values).collect();
            let result = std::mem::take(&mut all[kept]);
            for value in all.into_iter().rev() {
                self.drop_value(value, span, "");
            }
            return Ok(result);
        }
        if let Some(ops) = super::interp_format::formatter_of(&receiver) {
            return self.formatter_method(&ops, method, &values, span);
        }
        if let Some(result) = self.user_writer_method(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if let Some(result) = self.path_method(&receiver, method, &values, span) {
            return result;
        }
        if let Some(result) = super::interp_fs::metadata_method(&receiver, method) {
            return result;
        }
        if let Some(result) = super::interp_net_values::address_method(&receiver, method, &values) {
            return Ok(result);
        }
        if let Some(result) = self.element_method(&receiver, method, &values, span) {
            return result;
        }
        if let Some(result) = self.slice_query(&receiver, method, &values, method_span) {
            return result;
        }
        if let Some(result) = self.set_method(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if let Some(result) = self.deque_method(&receiver, method, &values) {
            return Ok(result);
        }
        if let Some(result) = self.vec_method(&receiver, method, &values, method_span) {
            return result;
        }
        if let Some(result) = self.char_method(&receiver, method, &values, span) {
            return result;
        }
        // `b.then_some(t)`: `t` was made either way, and a `false` drops it here. (The name
        // first: looking at any other receiver would copy it.)
        if method == "then_some"
            && let (Value::Bool(flag), [_]) = (receiver.deref(), values.as_slice())
        {
            let mut values = values;
            let made = values.pop().expect("one argument, matched above");
            if flag {
                return Ok(Value::Some(Box::new(made)));
            }
            self.drop_value(made, span, "argument");
            return Ok(Value::None);
        }
        if let Some(result) = super::cmp_ordering::method(&receiver, method, &values)
            .or_else(|| super::interp_float::float_method(&receiver, method, &values))
        {
            return Ok(result);
        }
        if let Some(result) = self.int_method(&receiver, method, &values, span) {
            return result;
        }
        if let Some(result) = self.string_edit(&receiver, method, &values, method_span) {
            return result;
        }
        if let Some(result) = self.str_method(&receiver, method, &values, span) {
            return result;
        }
        if let Some(result) = self.json_map_iteration(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if let Some(result) = self.slice_method(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if let Some(result) = self.json_edit(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if let Some(result) = super::interp_json_map::map_edit(&receiver, method, &values) {
            return Ok(result);
        }
        if let Some(result) = self.map_method(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if let Some(result) = self.closure_method(&receiver, method, &values, span)? {
            return Ok(result);
        }
        if method == "to_string" && super::user_fmt::holds_struct(&receiver) {
            // `ToString` through the script's `Display`.
            let needs = super::user_fmt::Needs {
                display: true,
                debug: false,
            };
            return match self.fmt_arg(&receiver, needs, span)? {
                crate::format::value::FmtValue::Opaque(shown) => {
                    Ok(Value::String(shown.0.to_string()))
                }
                _ => Err(fatal(span, "`to_string` of this value is not supported")),
            };
        }
        let slot = match &receiver {
            Value::Ref(slot) => Some(target_slot(slot)),
            _ => None,
        };
        if let Some(slot) = &slot
            && let Some(result) = self.method_in_place(slot, method, &values, span)?
        {
            return Ok(result);
        }
        let value = receiver.deref();
        let unsupported = || {
            fatal(
                span,
                format!(
                    "no method named `{method}` found for `{}`",
                    value.type_name()
                ),
            )
        };
        if let Some(result) = super::interp_iter_method::option_ref(&value, method, &values) {
            return Ok(result);
        }
        if let Some(result) = self.option_method(slot.as_ref(), &value, method, &values, span) {
            return Ok(result);
        }
        match (method, &value) {
            // `Clone` of a value (a struct's fields get storage of their own).
            ("clone", _) => Ok(value.clone()),
            // `Option::take` and `Option::replace` borrow the option: what it held moves out
            // (a writer inside is not dropped, its new owner drops it), the place keeps `None`
            // or the new value.
            ("take" | "replace", Value::Some(_) | Value::None) if slot.is_some() => {
                let slot = slot.ok_or_else(unsupported)?;
                let new = match method {
                    "replace" => Value::Some(Box::new(
                        values.into_iter().next().ok_or_else(unsupported)?,
                    )),
                    _ => Value::None,
                };
                drop(value);
                Ok(std::mem::replace(&mut *slot.borrow_mut(), new))
            }
            ("unwrap" | "expect", Value::Ok(inner) | Value::Some(inner)) => Ok((**inner).clone()),
            ("unwrap", Value::Err(error)) => {
                let error = self.error_shown(error, method_span)?;
                Err(Flow::Panic(
                    format!("called `Result::unwrap()` on an `Err` value: {error}"),
                    method_span,
                ))
            }
            ("expect", Value::Err(error)) => {
                let message = values.first().and_then(text_of).unwrap_or_default();
                let error = self.error_shown(error, method_span)?;
                Err(Flow::Panic(format!("{message}: {error}"), method_span))
            }
            ("unwrap", Value::None) => Err(Flow::Panic(
                "called `Option::unwrap()` on a `None` value".into(),
                method_span,
            )),
            ("expect", Value::None) => Err(Flow::Panic(
                values.first().and_then(text_of).unwrap_or_default(),
                method_span,
            )),
            ("unwrap_err" | "expect_err", Value::Err(error)) => Ok(Value::error_value(error)),
            ("unwrap_err", Value::Ok(inner)) => {
                let inner = self.debug_shown(inner, method_span)?;
                Err(Flow::Panic(
                    format!("called `Result::unwrap_err()` on an `Ok` value: {inner}"),
                    method_span,
                ))
            }
            ("expect_err", Value::Ok(inner)) => {
                let message = values.first().and_then(text_of).unwrap_or_default();
                let inner = self.debug_shown(inner, method_span)?;
                Err(Flow::Panic(format!("{message}: {inner}"), method_span))
            }
            ("err", Value::Err(error)) => Ok(Value::Some(Box::new(Value::error_value(error)))),
            ("err", Value::Ok(_)) => Ok(Value::None),
            ("unwrap_or", Value::Ok(inner) | Value::Some(inner)) => Ok((**inner).clone()),
            ("unwrap_or", Value::Err(_) | Value::None) => {
                Ok(values.into_iter().next().unwrap_or_default())
            }
            ("is_ok", _) => Ok(Value::Bool(matches!(value, Value::Ok(_)))),
            ("is_err", _) => Ok(Value::Bool(matches!(value, Value::Err(_)))),
            ("is_some", _) => Ok(Value::Bool(matches!(value, Value::Some(_)))),
            ("is_none", _) => Ok(Value::Bool(matches!(value, Value::None))),
            ("ok", Value::Ok(inner)) => Ok(Value::Some(inner.clone())),
            ("ok", Value::Err(_)) => Ok(Value::None),
            ("len", _) => length(&value).map(usize_value).ok_or_else(unsupported),
            ("is_empty", _) => length(&value)
                .map(|n| Value::Bool(n == 0))
                .ok_or_else(unsupported),
            (
                "enumerate",
                Value::Iter(_)
                | Value::Range(..)
                | Value::CharRange(..)
                | Value::List(_)
                | Value::Bytes(..),
            ) => {
                let inner = IterState::from_value(value.clone(), span)
                    .map_err(|message| fatal(span, message))?;
                Ok(Value::Iter(Rc::new(RefCell::new(IterState::Enumerate(
                    Box::new(inner),
                    0,
                )))))
            }
            ("contains", Value::Range(..) | Value::CharRange(..)) => {
                let item = values.first().map(Value::deref).ok_or_else(unsupported)?;
                super::interp_range::range_contains(&value, &item)
                    .map(Value::Bool)
                    .ok_or_else(unsupported)
            }
            // A range that is a temporary (`(0..3).next()`).
            ("next", Value::Range(..) | Value::CharRange(..)) => {
                super::interp_range::range_next(&mut value.clone()).ok_or_else(unsupported)
            }
            // One genuine `Iterator::next` of the iterator the variable holds.
            // Taken out while it runs (an adapter's closure may run) and put back: never
            // copied, so a `while let Some(x) = it.next()` over a million items costs a
            // million steps, and each item moves out once.
            ("next", Value::Iter(state)) => {
                let mut current =
                    std::mem::replace(&mut *state.borrow_mut(), IterState::Items(Vec::new(), 0));
                let item = self.next_item(&mut current, span);
                self.hand_over_lent(&mut current);
                *state.borrow_mut() = current;
                Ok(item?.map_or(Value::None, |item| Value::Some(Box::new(item))))
            }
            ("count", Value::Iter(state)) => {
                let mut state = state.borrow().clone();
                let mut n = 0;
                while self.next_item(&mut state, span)?.is_some() {
                    n += 1;
                }
                Ok(usize_value(n))
            }
            ("clear", _) => {
                let slot = slot.ok_or_else(unsupported)?;
                let cleared = match &mut *slot.borrow_mut() {
                    Value::String(s) => {
                        s.clear();
                        Vec::new()
                    }
                    Value::Bytes(b, _) => {
                        b.clear();
                        Vec::new()
                    }
                    Value::List(items) => std::mem::take(items),
                    Value::Stream(s) => {
                        clear_vec_stream(s);
                        Vec::new()
                    }
                    _ => return Err(unsupported()),
                };
                // The items are dropped first to last, with the vector already empty.
                for item in cleared {
                    self.drop_value(item, span, "item");
                }
                Ok(Value::Unit)
            }
            ("push", Value::List(_)) => {
                let slot = slot.ok_or_else(unsupported)?;
                let item = values.into_iter().next().ok_or_else(unsupported)?;
                if let Value::List(items) = &mut *slot.borrow_mut() {
                    items.push(item);
                }
                Ok(Value::Unit)
            }
            ("iter", Value::List(items)) => Ok(Value::Iter(Rc::new(RefCell::new(
                IterState::Items(items.clone(), 0),
            )))),
            ("push_str" | "push", Value::String(_)) => {
                let slot = slot.ok_or_else(unsupported)?;
                let text = match values.first() {
                    Some(Value::Char(c)) => c.to_string(),
                    Some(other) => text_of(other).ok_or_else(unsupported)?,
                    None => return Err(unsupported()),
                };
                if let Value::String(s) = &mut *slot.borrow_mut() {
                    s.push_str(&text);
                }
                Ok(Value::Unit)
            }
            ("push" | "extend_from_slice", Value::Bytes(..)) => {
                let slot = slot.ok_or_else(unsupported)?;
                let extra = match values.first().map(Value::deref) {
                    Some(Value::Int(b, _)) => vec![b as u8],
                    Some(other) => self.bytes_arg(&other, span)?,
                    None => return Err(unsupported()),
                };
                if let Value::Bytes(b, _) = &mut *slot.borrow_mut() {
                    b.extend_from_slice(&extra);
                }
                Ok(Value::Unit)
            }
            ("as_slice", Value::List(_)) => Ok(value.clone()),
            ("as_bytes" | "into_bytes" | "as_slice", _) => Ok(Value::Bytes(
                self.bytes_arg(&value, span)?,
                BytesKind::Literal,
            )),
            // The genuine `str` methods, on the text the value holds.
            ("contains" | "starts_with" | "ends_with", Value::Str(_) | Value::String(_)) => {
                let text = text_of(&value).unwrap_or_default();
                let found = match values.first().and_then(super::interp_str::Pattern::of) {
                    Some(pattern) => self.pattern_is_in(&pattern, &text, method)?,
                    None => return Err(unsupported()),
                };
                Ok(Value::Bool(found))
            }
            (
                "to_uppercase" | "to_lowercase" | "trim_start" | "trim_end",
                Value::Str(_) | Value::String(_),
            ) => {
                let text = text_of(&value).unwrap_or_default();
                Ok(match method {
                    "to_uppercase" => Value::String(text.to_uppercase()),
                    "to_lowercase" => Value::String(text.to_lowercase()),
                    "trim_start" => Value::Str(text.trim_start().into()),
                    _ => Value::Str(text.trim_end().into()),
                })
            }
            (
                "split_whitespace" | "split_ascii_whitespace" | "chars",
                Value::Str(_) | Value::String(_),
            ) => {
                let text = text_of(&value).unwrap_or_default();
                let items: Vec<Value> = match method {
                    "chars" => text.chars().map(Value::Char).collect(),
                    "split_whitespace" => text
                        .split_whitespace()
                        .map(|w| Value::Str(w.into()))
                        .collect(),
                    _ => text
                        .split_ascii_whitespace()
                        .map(|w| Value::Str(w.into()))
                        .collect(),
                };
                Ok(Value::Iter(Rc::new(RefCell::new(IterState::Items(
                    items, 0,
                )))))
            }
            // An `&OsStr` is held as its `&str` (`interp_path`).
            ("to_str", Value::Str(_)) => Ok(Value::Some(Box::new(value.clone()))),
            (
                "as_str" | "trim" | "to_string" | "to_owned" | "into_owned" | "to_string_lossy"
                // `to_mut` of a temporary `Cow` (a variable's: `interp_in_place`).
                | "to_mut",
                Value::Str(_) | Value::String(_),
            ) => {
                let text = text_of(&value).unwrap_or_default();
                let text = if method == "trim" {
                    text.trim().to_string()
                } else {
                    text
                };
                Ok(if method == "as_str" || method == "trim" {
                    Value::Str(text.into())
                } else {
                    Value::String(text)
                })
            }
            // An error's `Display` (`io::Error`, `ParseIntError`…).
            ("to_string", Value::Error(error)) => Ok(Value::String(error.to_string())),
            (
                "to_string",
                Value::Int(..)
                | Value::Float(_)
                | Value::F32(_)
                | Value::Char(_)
                | Value::Bool(_)
                | Value::Json(_),
            ) => Ok(Value::String(
                Shown(super::value::fmt_value(&value)).to_string(),
            )),
            // `char::to_uppercase`'s iterator: what it has left, by std's `Display`.
            ("to_string", Value::Iter(_))
                if super::value::CaseMapping::of(&value).is_some() =>
            {
                Ok(Value::String(
                    Shown(super::value::fmt_value(&value)).to_string(),
                ))
            }
            (parse, Value::Str(_) | Value::String(_)) if parse.starts_with("parse (") => {
                let text = text_of(&value).unwrap_or_default();
                if let Some(parsed) = super::interp_net_values::parse_address(&text, parse) {
                    return parsed.map_err(|message| fatal(span, message));
                }
                super::interp_parse::parse(&text, parse).ok_or_else(unsupported)
            }
            ("repeat", Value::Str(_) | Value::String(_)) => {
                // In the compiled program's 64-bit `usize`, whatever the host's.
                let n = self.size_arg(values.first().ok_or_else(unsupported)?, span)?;
                let text = text_of(&value).unwrap_or_default();
                let total = text.len() as u128 * n;
                if total > u128::from(u64::MAX) {
                    return Err(Flow::StdPanic(
                        "capacity overflow".into(),
                        StdLocation::SliceRepeat,
                        span,
                    ));
                }
                let total = check_capacity(total, span)?;
                self.reserve_memory(total, span)?;
                // Within the memory budget: `n` fits the host's `usize`.
                Ok(Value::String(text.repeat(usize::try_from(n).unwrap_or(0))))
            }
            ("lines", Value::Str(_) | Value::String(_)) => {
                let text = text_of(&value).unwrap_or_default();
                let items = text.lines().map(|l| Value::Str(l.into())).collect();
                Ok(Value::Iter(Rc::new(RefCell::new(IterState::Items(
                    items, 0,
                )))))
            }
            ("bytes" | "iter", Value::Str(_) | Value::String(_) | Value::Bytes(..)) => {
                let bytes = self.bytes_arg(&value, span)?;
                let items = bytes
                    .iter()
                    .map(|&b| Value::Int(b.into(), IntTy::U8))
                    .collect();
                Ok(Value::Iter(Rc::new(RefCell::new(IterState::Items(
                    items, 0,
                )))))
            }
            ("elapsed", Value::Instant(start)) => {
                let now = self.kernel.borrow().now_ns();
                Ok(Value::Duration(Duration::from_nanos(
                    now.saturating_sub(*start),
                )))
            }
            ("to_be_bytes" | "to_le_bytes" | "to_ne_bytes", Value::Int(n, ty)) => {
                let width = ty.bits() / 8;
                let le = (*n as u128).to_le_bytes();
                let mut bytes = le[..width as usize].to_vec();
                // x86_64 is little-endian: `to_ne_bytes` is `to_le_bytes`.
                if method == "to_be_bytes" {
                    bytes.reverse();
                }
                Ok(Value::Bytes(bytes, BytesKind::Array))
            }
            ("as_secs", Value::Duration(d)) => Ok(Value::Int(d.as_secs().into(), IntTy::U64)),
            ("is_zero", Value::Duration(d)) => Ok(Value::Bool(d.is_zero())),
            ("as_millis", Value::Duration(d)) => Ok(Value::Int(d.as_millis() as i128, IntTy::U128)),
            ("as_micros", Value::Duration(d)) => Ok(Value::Int(d.as_micros() as i128, IntTy::U128)),
            ("as_nanos", Value::Duration(d)) => Ok(Value::Int(d.as_nanos() as i128, IntTy::U128)),
            ("as_secs_f64", Value::Duration(d)) => Ok(Value::Float(d.as_secs_f64())),
            ("kind", Value::Error(ErrorValue::Io(error))) => Ok(Value::ErrorKind(error.kind())),
            ("raw_os_error", Value::Error(ErrorValue::Io(error))) => {
                Ok(match crate::kernel::Errno::of(error) {
                    Some(errno) => {
                        Value::Some(Box::new(Value::Int(errno.code().into(), IntTy::I32)))
                    }
                    None => Value::None,
                })
            }
            (method, Value::Json(json)) => {
                super::interp_json::json_method(json, method, &values).ok_or_else(unsupported)
            }
            (method, Value::JsonMap(map)) => {
                super::interp_json_map::map_method(map, method, &values).ok_or_else(unsupported)
            }
            _ => Err(unsupported()),
        }
    }
}

impl Interpreter<'_> {
    /// A `Vec<u8>` method of the bytes a stream holds (a `Vec` writer variable, a `Cursor`'s
    /// `get_mut()`): run on the bytes themselves, then put back where the stream keeps them.
    fn vec_method_of_stream(
        &mut self,
        stream: &StreamRef,
        method: &str,
        values: Vec<Value>,
        span: Span,
        method_span: Span,
    ) -> Eval {
        let bytes = stream
            .borrow_mut()
            .memory_mut()
            .map(std::mem::take)
            .unwrap_or_default();
        let held = Rc::new(RefCell::new(Value::Bytes(bytes, BytesKind::Vec)));
        let result =
            self.method_of_values(Value::Ref(held.clone()), method, values, span, method_span);
        let bytes = match std::mem::take(&mut *held.borrow_mut()) {
            Value::Bytes(bytes, _) => bytes,
            _ => Vec::new(),
        };
        if let Some(vec) = stream.borrow_mut().memory_mut() {
            *vec = bytes;
        }
        result
    }
}

/// The stream a receiver's variable holds, when the stream's memory is a `Vec<u8>`.
fn vec_held_by_stream(receiver: &Value) -> Option<StreamRef> {
    let Value::Ref(slot) = receiver else {
        return None;
    };
    let Value::Stream(stream) = &*slot.borrow() else {
        return None;
    };
    let holds_vec = stream.borrow().holds_vec();
    holds_vec.then(|| stream.clone())
}

fn clear_vec_stream(stream: &StreamRef) {
    if let Some(vec) = stream.borrow_mut().memory_mut() {
        vec.clear();
    }
}

impl Interpreter<'_> {
    /// `value` as `{:?}` prints it, the script's types by their own `Debug` (what an
    /// `unwrap` of an `Err` panics with).
    fn debug_shown(&mut self, value: &Value, span: Span) -> Result<String, Flow> {
        let needs = super::user_fmt::Needs {
            display: false,
            debug: true,
        };
        let shown = if super::user_fmt::holds_struct(value) {
            self.fmt_arg(value, needs, span)?
        } else {
            super::value::fmt_value(value)
        };
        Ok(format!("{:?}", Shown(shown)))
    }

    /// An `Err`'s error as `{:?}` prints it.
    fn error_shown(&mut self, error: &ErrorValue, span: Span) -> Result<String, Flow> {
        match error {
            ErrorValue::Value(value) => self.debug_shown(value, span),
            other => Ok(format!("{other:?}")),
        }
    }
}

/// A value as `{}` and `{:?}` print it, through core's own formatting.
pub(super) struct Shown(pub crate::format::value::FmtValue);

impl std::fmt::Display for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt_trait(crate::format::spec::FmtTrait::Display, f)
    }
}

impl std::fmt::Debug for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt_trait(crate::format::spec::FmtTrait::Debug, f)
    }
}
