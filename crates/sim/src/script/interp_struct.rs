//! The script's own structs at run time: building them, their fields as places (read,
//! assigned, borrowed, method receivers), calls of their impls' functions, drops (the
//! script's `Drop::drop`, then the fields in declaration order, as rustc drops), and
//! formatting them with their `Display`/`Debug`.

use std::cell::RefCell;
use std::rc::Rc;

use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::ir::{Expr, ExprKind, FormatCall, Shape, UnOp};
use super::user_fmt::{DebugRepr, Needs, UserValue, holds_struct, needs_of};
use super::value::FmtOp;
use super::value::fmt_value;
use super::value::{ErrorValue, Fields, Slot, Value, target_slot};
use crate::format::opaque::OpaqueValue;
use crate::format::value::FmtValue;
use crate::trace::Span;

/// The functions of the std traits a script implements for one of its types.
#[derive(Debug, Default, Clone, Copy)]
pub struct TraitFns {
    pub display: Option<usize>,
    pub debug: Option<usize>,
    pub drop: Option<usize>,
    /// `io::Write`'s `write` and `flush`.
    pub write: Option<usize>,
    pub flush: Option<usize>,
    /// `Error::source`, `description` and `cause`, when the script wrote them.
    pub source: Option<usize>,
    pub description: Option<usize>,
    pub cause: Option<usize>,
}

impl Interpreter<'_> {
    /// `P { … }`, `P(…)`, `P`: the fields evaluated in the order written.
    pub(super) fn construct(
        &mut self,
        ty: usize,
        variant: Option<usize>,
        fields: &[(usize, Expr)],
        base: Option<&Expr>,
    ) -> Eval {
        let def = self.program.types.get(ty);
        let count = match (def, variant) {
            (Some(def), Some(v)) => def
                .variants
                .as_ref()
                .and_then(|vs| vs.get(v))
                .map_or(0, |v| v.fields.len()),
            (Some(def), None) => def.fields.len(),
            (None, _) => 0,
        };
        let mut values: Vec<Value> = vec![Value::Unit; count];
        for (index, expr) in fields {
            let value = self.eval_moving(expr)?;
            if let Some(place) = values.get_mut(*index) {
                *place = value;
            }
        }
        // `..base`: evaluated last, its other fields moved into the new value (a variable as
        // the base gives only `Copy` fields: the checker made sure).
        if let Some(base) = base
            && let Value::Struct(_, from) = self.eval(base)?.into_deref()
        {
            for (index, slot) in from.0.iter().enumerate() {
                if !fields.iter().any(|(written, _)| *written == index)
                    && let Some(place) = values.get_mut(index)
                {
                    *place = slot.borrow().clone();
                }
            }
        }
        let fields = Fields(
            values
                .into_iter()
                .map(|v| Rc::new(RefCell::new(v)))
                .collect(),
        );
        Ok(match variant {
            Some(variant) => Value::Enum(ty, variant, fields),
            None => Value::Struct(ty, fields),
        })
    }

    /// Whether reading this value out of a place moves it, leaving the place empty: it owns
    /// something whose drop can be seen (a script's type that is not `Copy`, a stream, a
    /// closure holding what it captured, an iterator), itself or inside a tuple, a `Vec`, an
    /// `Option` or a `Result`. Anything else is copied: a copy of plain data cannot be told
    /// from a move, and the checker refuses a use after a move either way.
    pub(super) fn moves_out(&self, value: &Value) -> bool {
        match value {
            Value::Struct(ty, _) | Value::Enum(ty, ..) => !self.is_copy_struct(*ty),
            // A closure that holds what it captured and is not `Copy`.
            Value::Closure(closure) => closure.def.owns,
            Value::Stream(_) | Value::JsonDeserializer(_) | Value::Iter(_) => true,
            Value::List(items) | Value::Tuple(items) => {
                items.iter().any(|item| self.moves_out(item))
            }
            Value::Some(inner) | Value::Ok(inner) | Value::Reverse(inner) => self.moves_out(inner),
            Value::Map(_, entries) | Value::Set(_, entries) => entries
                .0
                .values()
                .any(|(key, value)| self.moves_out(key) || self.moves_out(&value.borrow())),
            _ => false,
        }
    }

    /// Whether the script's type is `Copy` (a read copies it; otherwise a read moves it).
    pub(super) fn is_copy_struct(&self, ty: usize) -> bool {
        self.program
            .types
            .get(ty)
            .is_some_and(|t| t.derives.iter().any(|d| d == "Copy"))
    }

    /// The storage a place expression names, without copying its value: a variable, a field
    /// of a struct (through any references to it), or `*r`. `None` for other expressions.
    pub(super) fn place_slot(&mut self, expr: &Expr) -> Result<Option<Slot>, Flow> {
        match &expr.kind {
            ExprKind::Var(name) => self.lookup(name, expr.span).map(Some),
            // `v[i].tags`: the field of a struct held in a vector is storage of its own.
            ExprKind::Field(base, index)
                if let ExprKind::Index(items, at) = &base.kind
                    && is_plain_index(at) =>
            {
                let Ok(field) = index.parse::<usize>() else {
                    return Ok(None);
                };
                let Some(items) = self.place_slot(items)? else {
                    return Ok(None);
                };
                let Value::Int(at, _) = self.eval(at)?.into_deref() else {
                    return Ok(None);
                };
                let items = target_slot(&items);
                let held = items.borrow();
                let Value::List(items) = &*held else {
                    return Ok(None);
                };
                // Out of range: the caller's ordinary evaluation panics as std does.
                match usize::try_from(at).ok().and_then(|at| items.get(at)) {
                    Some(Value::Struct(_, fields)) => Ok(fields.0.get(field).cloned()),
                    _ => Ok(None),
                }
            }
            ExprKind::Field(base, index) => {
                let Some(base) = self.place_slot(base)? else {
                    return Ok(None);
                };
                let base = target_slot(&base);
                let Ok(index) = index.parse::<usize>() else {
                    return Ok(None);
                };
                let value = base.borrow();
                match &*value {
                    Value::Struct(_, fields) => Ok(fields.0.get(index).cloned()),
                    _ => Ok(None),
                }
            }
            ExprKind::Unary(UnOp::Deref, inner) => {
                let Some(slot) = self.place_slot(inner)? else {
                    return Ok(None);
                };
                let value = slot.borrow();
                match &*value {
                    Value::Ref(target) => Ok(Some(target.clone())),
                    _ => Ok(None),
                }
            }
            _ => Ok(None),
        }
    }

    /// A call of one of the script's impl functions (a method's receiver is `args[0]`).
    pub(super) fn call_script(&mut self, function: usize, args: &[Expr], span: Span) -> Eval {
        let Some(target) = self.program.functions.get(function) else {
            return Err(fatal(span, "internal: no such function"));
        };
        let mut values = Vec::with_capacity(args.len());
        for arg in args {
            values.push(self.eval_moving(arg)?);
        }
        self.call_function(target, values, span)
    }

    /// `Default::default()` of the type the checker resolved: the script's `impl Default`
    /// runs where the type has one, also for a field of a `#[derive(Default)]` struct.
    pub(super) fn make_default(&mut self, of: &super::ir::DefaultOf, span: Span) -> Eval {
        use super::ir::DefaultOf;
        match of {
            DefaultOf::Script(function) => self.call_script(*function, &[], span),
            DefaultOf::Tuple(items) if of.runs_script() => Ok(Value::Tuple(
                items
                    .iter()
                    .map(|item| self.make_default(item, span))
                    .collect::<Result<_, _>>()?,
            )),
            DefaultOf::Struct(ty, fields) if of.runs_script() => {
                let mut made = Vec::with_capacity(fields.len());
                for field in fields {
                    made.push(Rc::new(RefCell::new(self.make_default(field, span)?)));
                }
                Ok(Value::Struct(*ty, Fields(made)))
            }
            other => Ok(super::value::default_value(other)),
        }
    }

    /// A method of the script's trait on what only the run knows the type of: the function
    /// the receiver's type runs (`dispatch`, by type index), called as `call_script` calls.
    pub(super) fn call_script_dyn(
        &mut self,
        dispatch: &[(usize, usize)],
        args: &[Expr],
        span: Span,
    ) -> Eval {
        let mut values = Vec::with_capacity(args.len());
        for arg in args {
            values.push(self.eval_moving(arg)?);
        }
        let function = values
            .first()
            .and_then(script_type_of)
            .and_then(|ty| dispatch.iter().find(|(t, _)| *t == ty))
            .and_then(|&(_, function)| self.program.functions.get(function));
        let Some(target) = function else {
            return Err(fatal(span, "internal: no impl of the trait for this value"));
        };
        self.call_function(target, values, span)
    }

    /// The script's impls of `Display`, `Debug` and `Drop` for its type `ty`.
    pub(super) fn trait_fns(&self, ty: usize) -> TraitFns {
        let mut fns = TraitFns::default();
        let Some(def) = self.program.types.get(ty) else {
            return fns;
        };
        for imp in &self.program.impls {
            if imp.self_name != def.name {
                continue;
            }
            let Some(trait_name) = imp.trait_path.as_ref().and_then(|p| p.last()) else {
                continue;
            };
            let function = imp.functions.first().copied();
            match trait_name.as_str() {
                "Display" => fns.display = function,
                "Debug" => fns.debug = function,
                "Drop" => fns.drop = function,
                "Write" | "Error" => {
                    for &index in &imp.functions {
                        match self.program.functions[index].name.rsplit("::").next() {
                            Some("write") => fns.write = Some(index),
                            Some("flush") => fns.flush = Some(index),
                            Some("source") => fns.source = Some(index),
                            Some("description") => fns.description = Some(index),
                            Some("cause") => fns.cause = Some(index),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        fns
    }

    /// The shape, field names and (for a variant) name of a value of the script's type.
    fn layout(&self, ty: usize, variant: Option<usize>) -> (Shape, Vec<String>, Option<String>) {
        let Some(def) = self.program.types.get(ty) else {
            return (Shape::Unit, Vec::new(), None);
        };
        let names =
            |fields: &[super::ir::FieldDef]| fields.iter().map(|f| f.name.clone()).collect();
        match (variant, &def.variants) {
            (Some(v), Some(variants)) if v < variants.len() => (
                variants[v].shape,
                names(&variants[v].fields),
                Some(variants[v].name.clone()),
            ),
            _ => (def.shape, names(&def.fields), None),
        }
    }

    /// Drops a value of the script's type as rustc does: its `Drop::drop` first, then each
    /// field in declaration order (a `BufWriter` field flushes then).
    pub(super) fn drop_struct(&mut self, value: Value, span: Span) {
        let (ty, variant) = match &value {
            Value::Struct(ty, _) => (*ty, None),
            Value::Enum(ty, variant, _) => (*ty, Some(*variant)),
            _ => return,
        };
        let value = match self.trait_fns(ty).drop {
            Some(drop_fn) => {
                let slot = Rc::new(RefCell::new(value));
                let function = &self.program.functions[drop_fn];
                // A panic in `drop` was printed by the hook; the fields are dropped all the same.
                let _ = self.call_function(function, vec![Value::Ref(slot.clone())], span);
                slot.take()
            }
            None => value,
        };
        let (Value::Struct(_, fields) | Value::Enum(_, _, fields)) = value else {
            return;
        };
        let (_, names, _) = self.layout(ty, variant);
        for (i, slot) in fields.0.into_iter().enumerate() {
            let value = slot.take();
            let name = names.get(i).map_or("field", String::as_str);
            self.drop_value(value, span, name);
        }
    }

    /// A value as the formatter sees it; the script's types run their `fmt` now, for the
    /// traits the template uses on it (`needs`).
    pub(super) fn fmt_arg(
        &mut self,
        value: &Value,
        needs: Needs,
        span: Span,
    ) -> Result<FmtValue, Flow> {
        match value {
            Value::Ref(slot) => {
                let inner = slot.borrow().clone();
                self.fmt_arg(&inner, needs, span)
            }
            Value::Struct(..) | Value::Enum(..) => {
                let user = self.user_value(value, needs, span)?;
                Ok(FmtValue::Opaque(OpaqueValue(Rc::new(user))))
            }
            Value::List(items) if items.iter().any(holds_struct) => Ok(FmtValue::Vec(
                items
                    .iter()
                    .map(|item| self.fmt_arg(item, needs, span))
                    .collect::<Result<_, _>>()?,
            )),
            Value::Tuple(items) if items.iter().any(holds_struct) => Ok(FmtValue::Tuple(
                items
                    .iter()
                    .map(|item| self.fmt_arg(item, needs, span))
                    .collect::<Result<_, _>>()?,
            )),
            // A map's (or a set's) keys and values, in the order the map keeps them.
            Value::Map(_, entries) | Value::Set(_, entries) if holds_struct(value) => {
                let mut shown = Vec::with_capacity(entries.0.len());
                for (key, slot) in entries.0.values() {
                    let held = slot.borrow().clone();
                    shown.push((
                        self.fmt_arg(key, needs, span)?,
                        self.fmt_arg(&held, needs, span)?,
                    ));
                }
                Ok(if matches!(value, Value::Map(..)) {
                    FmtValue::Map(shown)
                } else {
                    FmtValue::Set(shown.into_iter().map(|(key, _)| key).collect())
                })
            }
            Value::Some(inner) if holds_struct(inner) => Ok(FmtValue::Option(Some(Box::new(
                self.fmt_arg(inner, needs, span)?,
            )))),
            Value::Ok(inner) if holds_struct(inner) => Ok(FmtValue::Result(Ok(Box::new(
                self.fmt_arg(inner, needs, span)?,
            )))),
            Value::Err(ErrorValue::Value(inner)) if holds_struct(inner) => Ok(FmtValue::Result(
                Err(Box::new(self.fmt_arg(inner, needs, span)?)),
            )),
            other => Ok(fmt_value(other)),
        }
    }

    /// How `main`'s `Error: {:?}` shows a script's error type: its own `Debug`, run now.
    pub(crate) fn error_debug(&mut self, error: &ErrorValue) -> Option<FmtValue> {
        let ErrorValue::Value(value) = error else {
            return None;
        };
        let needs = Needs {
            display: false,
            debug: true,
        };
        (holds_struct(value))
            .then(|| self.fmt_arg(value, needs, Span::default()).ok())
            .flatten()
    }

    fn user_value(&mut self, value: &Value, needs: Needs, span: Span) -> Result<UserValue, Flow> {
        let (ty, variant, fields) = match value {
            Value::Struct(ty, fields) => (*ty, None, fields),
            Value::Enum(ty, variant, fields) => (*ty, Some(*variant), fields),
            _ => return Err(fatal(span, "internal: not a value of the script's type")),
        };
        let def = &self.program.types[ty];
        let type_name = def.name.clone();
        let derives_debug = def.derives.iter().any(|d| d == "Debug");
        let fns = self.trait_fns(ty);
        let value = value.clone();
        let display = match (needs.display, fns.display) {
            (true, Some(function)) => Some(self.run_fmt(function, value.clone(), span)?),
            _ => None,
        };
        let debug = if !needs.debug {
            DebugRepr::Missing
        } else if let Some(function) = fns.debug {
            DebugRepr::Written(self.run_fmt(function, value, span)?)
        } else if derives_debug {
            let (shape, names, variant_name) = self.layout(ty, variant);
            let named = shape == Shape::Named;
            let unit = shape == Shape::Unit;
            let nested = Needs {
                display: false,
                debug: true,
            };
            let mut shown = Vec::new();
            for (name, slot) in names.into_iter().zip(&fields.0) {
                let field = slot.borrow().clone();
                shown.push((name, self.fmt_arg(&field, nested, span)?));
            }
            DebugRepr::Derived {
                // A variant prints as its own name (`Circle(1.0)`), a struct as the type's.
                name: variant_name.unwrap_or_else(|| type_name.clone()),
                named,
                unit,
                fields: shown,
            }
        } else {
            DebugRepr::Missing
        };
        Ok(UserValue {
            type_name,
            display,
            debug,
        })
    }

    /// Runs the script's `fmt(&self, f)` against a recording formatter.
    fn run_fmt(&mut self, function: usize, value: Value, span: Span) -> Result<Vec<FmtOp>, Flow> {
        let ops = Rc::new(RefCell::new(Vec::new()));
        let target = &self.program.functions[function];
        let receiver = Value::Ref(Rc::new(RefCell::new(value)));
        let formatter = Value::Ref(Rc::new(RefCell::new(Value::Formatter(ops.clone()))));
        self.call_function(target, vec![receiver, formatter], span)?;
        Ok(ops.take())
    }

    /// `write!(f, …)` where `f` is a script's `Formatter`.
    pub(super) fn format_into_formatter(
        &mut self,
        ops: &Rc<RefCell<Vec<FmtOp>>>,
        call: &FormatCall,
        span: Span,
    ) -> Eval {
        let mut values = Vec::with_capacity(call.args.len());
        for (i, arg) in call.args.iter().enumerate() {
            let value = self.eval(arg)?;
            values.push(self.fmt_arg(&value, needs_of(&call.lowering.lowered, i), span)?);
        }
        ops.borrow_mut()
            .push(FmtOp::Args(call.lowering.lowered.clone(), values));
        Ok(Value::ok(Value::Unit))
    }

    /// `f.write_str(s)` / `f.pad(s)` on a script's `Formatter`.
    pub(super) fn formatter_method(
        &mut self,
        ops: &Rc<RefCell<Vec<FmtOp>>>,
        method: &str,
        args: &[Value],
        span: Span,
    ) -> Eval {
        let text = args
            .first()
            .and_then(|v| super::value::text_of(&v.deref()))
            .ok_or_else(|| fatal(span, format!("`{method}` needs a string")))?;
        let op = match method {
            "write_str" => FmtOp::Str(text),
            "pad" => FmtOp::Pad(text),
            _ => {
                return Err(fatal(
                    span,
                    format!("`Formatter::{method}` is not supported"),
                ));
            }
        };
        ops.borrow_mut().push(op);
        Ok(Value::ok(Value::Unit))
    }
}

/// An index that evaluating twice cannot tell apart from once (a variable, a literal, their
/// arithmetic): a place that turns out to be none is evaluated again the ordinary way.
fn is_plain_index(at: &Expr) -> bool {
    match &at.kind {
        ExprKind::Var(_) | ExprKind::Lit(_) => true,
        ExprKind::Binary(_, a, b, _) => is_plain_index(a) && is_plain_index(b),
        _ => false,
    }
}

/// The index of the script's type a value is, through the references to it (a `&dyn Trait`
/// is a reference to the value; a `Box<dyn Trait>` is the value itself).
fn script_type_of(value: &Value) -> Option<usize> {
    match value {
        Value::Struct(ty, _) | Value::Enum(ty, ..) => Some(*ty),
        Value::Ref(slot) => script_type_of(&slot.borrow()),
        _ => None,
    }
}
