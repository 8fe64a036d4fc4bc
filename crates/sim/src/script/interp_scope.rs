//! Scopes and variables: declaring, looking up, and dropping at the end of a scope in reverse
//! declaration order; a closure's frame of captured variables.

use std::rc::Rc;

use super::interpreter::{FREE_LIST_LIMIT, Flow, Interpreter, Scope, fatal};
use super::value::{Slot, Value};
use crate::trace::Span;

impl<'a> Interpreter<'a> {
    /// Every variable's storage, in every frame.
    pub(super) fn all_slots(&self) -> impl Iterator<Item = &Slot> {
        self.saved
            .iter()
            .flatten()
            .chain(&self.scopes)
            .flat_map(|scope| scope.vars.iter().map(|(_, slot)| slot))
    }

    pub(super) fn push_scope(&mut self) {
        let scope = self.free_scopes.pop().unwrap_or_default();
        self.scopes.push(scope);
    }

    /// Ends the innermost scope: its variables are dropped in reverse declaration order.
    pub(super) fn pop_scope(&mut self, end: Span) {
        if let Some(mut scope) = self.scopes.pop() {
            while let Some((name, slot)) = scope.vars.pop() {
                self.end_var(name, slot, end);
            }
            if self.free_scopes.len() < FREE_LIST_LIMIT {
                self.free_scopes.push(scope);
            }
        }
    }

    /// Leaves the innermost scope without dropping what it holds: a match guard's bindings,
    /// which refer to the value matched (copies here) and own nothing of it.
    pub(super) fn forget_scope(&mut self) {
        if let Some(mut scope) = self.scopes.pop() {
            for (_, slot) in scope.vars.drain(..) {
                std::mem::take(&mut *slot.borrow_mut()).discard();
            }
            if self.free_scopes.len() < FREE_LIST_LIMIT {
                self.free_scopes.push(scope);
            }
        }
    }

    /// Ends one iteration of a loop whose scope lives as long as the loop (see
    /// `Interpreter::run_iteration`): the variables the iteration declared are dropped in
    /// reverse declaration order, then the loop variable's value (the first `bound` variables
    /// of the scope: 1, or 0 for `for _ in`). The loop variable's entry stays for the next
    /// item unless something still shares its storage (a closure that captured it): then the
    /// next iteration declares a variable of its own, as a new scope would.
    pub(super) fn end_iteration(&mut self, bound: usize, end: Span) {
        while let Some((name, slot)) = self
            .scopes
            .last_mut()
            .and_then(|scope| (scope.vars.len() > bound).then(|| scope.vars.pop())?)
        {
            self.end_var(name, slot, end);
        }
        let Some((_, slot)) = self.scopes.last().and_then(|scope| scope.vars.first()) else {
            return;
        };
        // A number (a counter's) ends in place: nothing of it can run a `Drop`, and nothing
        // else refers to it. It is left where it is for the next item to be written over
        // (taking it out would read it back whole: a stall per iteration).
        if Rc::strong_count(slot) == 1 && slot.borrow().is_scalar() {
            return;
        }
        // Out of the scope while its value drops (a script's `Drop` may run), then put back.
        let Some((name, slot)) = self.scopes.last_mut().and_then(|scope| scope.vars.pop()) else {
            return;
        };
        if Rc::strong_count(&slot) > 1 {
            self.end_var(name, slot, end);
            return;
        }
        let value = std::mem::take(&mut *slot.borrow_mut());
        self.drop_value(value, end, &name);
        if let Some(scope) = self.scopes.last_mut() {
            scope.vars.push((name, slot));
        }
    }

    /// Binds a loop's next item to its variable: into the entry the last iteration left (see
    /// [`Interpreter::end_iteration`]), or a new one.
    pub(super) fn bind_iteration(&mut self, var: &str, item: Value) {
        match self.scopes.last().and_then(|scope| scope.vars.first()) {
            // `end_iteration` left the entry a number or `()`: written over (its drop does
            // nothing, and it is not read back whole).
            Some((_, slot)) => *slot.borrow_mut() = item,
            None => self.declare(var, item),
        }
    }

    /// [`Interpreter::bind_iteration`] of the number `n` of type `ty` (a range's item): written
    /// into the number the last iteration left, where it lies (a `Value` made and moved in is
    /// read back whole from the stores that made it: a stall per iteration).
    pub(super) fn bind_number(&mut self, var: &str, n: i128, ty: super::ir::IntTy) {
        let Some((_, slot)) = self.scopes.last().and_then(|scope| scope.vars.first()) else {
            return self.declare(var, Value::Int(n, ty));
        };
        match &mut *slot.borrow_mut() {
            Value::Int(old, old_ty) => (*old, *old_ty) = (n, ty),
            other => *other = Value::Int(n, ty),
        }
    }

    /// A variable's end: its value dropped, its storage kept for reuse when nothing else
    /// refers to it (a loop body's variables cost no allocation per iteration).
    fn end_var(&mut self, name: String, slot: Slot, end: Span) {
        let value = std::mem::take(&mut *slot.borrow_mut());
        self.drop_value(value, end, &name);
        if Rc::strong_count(&slot) == 1 && self.free_vars.len() < FREE_LIST_LIMIT {
            self.free_vars.push((name, slot));
        }
    }

    /// Drops a value as Rust would at this point; streams flush and close as std's Drop does.
    #[inline]
    pub(super) fn drop_value(&mut self, value: Value, span: Span, name: &str) {
        // A number or a unit (a loop's counter, a statement's `()`) holds nothing that could make
        // a syscall as it drops: the kernel need not hear where. Checked in line: most drops
        // are these, and the call below saves and restores much.
        if value.is_scalar() {
            value.discard();
        } else if matches!(&value, Value::Ref(slot) if Rc::strong_count(slot) > 1) {
            // A reference to what something else still holds (a method call's receiver, a
            // `&mut buf` argument): dropping it ends nothing.
            drop(value);
        } else {
            self.drop_owned(value, span, name);
        }
    }

    /// [`Interpreter::drop_value`] of a value that may own a stream or a script's type.
    fn drop_owned(&mut self, value: Value, span: Span, name: &str) {
        match value {
            Value::Struct(..) | Value::Enum(..) => {
                self.drop_struct(value, span);
                return;
            }
            // A tuple, a Vec or an Option owning a script's type drops part by part, as Rust
            // does (a tuple's fields and a Vec's elements first to last): their `Drop` runs.
            Value::Tuple(items) | Value::List(items) if items.iter().any(owns_user_value) => {
                for item in items {
                    self.drop_value(item, span, name);
                }
                return;
            }
            Value::Some(inner) | Value::Ok(inner) | Value::Reverse(inner)
                if owns_user_value(&inner) =>
            {
                self.drop_value(*inner, span, name);
                return;
            }
            // A map's entries drop in its order, each key before its value.
            Value::Map(_, entries) | Value::Set(_, entries)
                if entries.0.values().any(|(key, value)| {
                    owns_user_value(key) || owns_user_value(&value.borrow())
                }) =>
            {
                for (key, value) in entries.0.into_values() {
                    self.drop_value(key, span, name);
                    self.drop_value(value.take(), span, name);
                }
                return;
            }
            // An iterator nothing else holds drops what it still holds.
            Value::Iter(state) if Rc::strong_count(&state) == 1 => {
                let state = std::mem::replace(
                    &mut *state.borrow_mut(),
                    super::value::IterState::Items(Vec::new(), 0),
                );
                self.drop_iterator(state, span);
                return;
            }
            _ => {}
        }
        self.drop_plain(value, span, name);
    }

    /// Drops a value that holds no script's type: a stream its last owner drops flushes and
    /// closes as one operation; anything else drops where the kernel knows the span.
    pub(super) fn drop_plain(&mut self, value: Value, span: Span, name: &str) {
        let last_owner = match &value {
            Value::Stream(stream) => Rc::strong_count(stream) == 1,
            Value::Ok(inner) => matches!(&**inner, Value::Stream(s) if Rc::strong_count(s) == 1),
            _ => false,
        };
        if last_owner {
            let label: Rc<str> = format!("drop({name})").into();
            let script_value = self.prepare_script_writer_drop(&value, (span, &label));
            let _ = self.record_op(span, label, None, move |_| {
                drop(value);
                Ok(Value::Unit)
            });
            // The writer under it drops after it, as std's fields do.
            if let Some(slot) = script_value {
                self.drop_value(slot.take(), span, name);
            }
        } else {
            self.kernel
                .borrow_mut()
                .recorder
                .context
                .set_span(Some(span));
            drop(value);
        }
    }

    /// Every variable the code running now can see, outermost first (a closure captures these).
    pub(super) fn visible_slots(&self) -> Vec<(String, Slot)> {
        self.scopes
            .iter()
            .flat_map(|scope| scope.vars.iter().cloned())
            .collect()
    }

    /// Runs a closure's body where it sees what it captured, not its caller's variables.
    pub(super) fn enter_closure(&mut self, captures: &[(String, Slot)]) {
        self.saved.push(std::mem::take(&mut self.scopes));
        self.scopes.push(Scope {
            vars: captures.to_vec(),
        });
        self.push_scope();
    }

    /// Leaves a closure's body: its parameters are dropped; what it captured is not its own.
    pub(super) fn leave_closure(&mut self, end: Span) {
        self.pop_scope(end);
        self.scopes = self.saved.pop().unwrap_or_default();
    }

    pub(super) fn declare(&mut self, name: &str, value: Value) {
        let Some(scope) = self.scopes.last_mut() else {
            return;
        };
        let var = match self.free_vars.pop() {
            Some((mut reused, slot)) => {
                // A loop's variable takes back the slot it left: its name is already there.
                if !same_name(&reused, name) {
                    reused.clear();
                    reused.push_str(name);
                }
                std::mem::replace(&mut *slot.borrow_mut(), value).discard();
                (reused, slot)
            }
            None => (name.to_string(), Rc::new(std::cell::RefCell::new(value))),
        };
        scope.vars.push(var);
    }

    /// Declares `name` as the variable whose storage is `slot` (a temporary that references
    /// lent out of it write back to).
    pub(super) fn declare_slot(&mut self, name: &str, slot: Slot) {
        if let Some(scope) = self.scopes.last_mut() {
            scope.vars.push((name.to_string(), slot));
        }
    }

    pub(super) fn lookup(&self, name: &str, span: Span) -> Result<Slot, Flow> {
        let slot = self
            .find_var(name)
            .cloned()
            .ok_or_else(|| unknown_var(name, span))?;
        self.store_back_json_into(&slot);
        Ok(slot)
    }

    /// The storage of the innermost variable named `name`, without sharing it.
    pub(super) fn find_var(&self, name: &str) -> Option<&Slot> {
        self.scopes
            .iter()
            .rev()
            .flat_map(|scope| scope.vars.iter().rev())
            .find(|(var, _)| same_name(var, name))
            .map(|(_, slot)| slot)
    }

    /// Every value still held by a variable, innermost scope last; the scopes are emptied.
    pub(crate) fn take_all_values(&mut self) -> Vec<Value> {
        let mut scopes: Vec<Scope> = self.saved.drain(..).flatten().collect();
        scopes.append(&mut self.scopes);
        scopes
            .into_iter()
            .flat_map(|scope| scope.vars)
            .map(|(_, slot)| std::mem::take(&mut *slot.borrow_mut()))
            .collect()
    }
}

/// Whether `value` owns a value of a script's own type (a struct or an enum), maybe inside
/// a tuple, a Vec or an Option; a reference owns nothing.
pub(super) fn owns_user_value(value: &Value) -> bool {
    match value {
        Value::Struct(..) | Value::Enum(..) => true,
        // A buffered writer over the script's writer: its drop runs the script's `write`. A
        // stream in use now (borrowed) is asked nothing rather than panic the worker.
        Value::Stream(stream) => stream.try_borrow().is_ok_and(|stream| {
            stream.inner().is_some_and(|below| {
                below
                    .try_borrow()
                    .is_ok_and(|b| b.script_writer().is_some())
            })
        }),
        Value::List(items) | Value::Tuple(items) => items.iter().any(owns_user_value),
        Value::Some(inner) | Value::Ok(inner) | Value::Reverse(inner) => owns_user_value(inner),
        Value::Map(_, entries) | Value::Set(_, entries) => entries
            .0
            .values()
            .any(|(key, value)| owns_user_value(key) || owns_user_value(&value.borrow())),
        _ => false,
    }
}

/// Whether two names (of variables, of methods) are the same, compared in line: names are a
/// few bytes, and `==` called `memcmp` for every name passed on the way (every lookup walks the
/// scopes, every std I/O call the lists of methods).
#[inline]
pub(super) fn same_name(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).all(|(x, y)| x == y)
}

/// Whether `name` is in `names` (a list of method names), compared as [`same_name`] does.
#[inline]
pub(super) fn is_one_of(names: &[&str], name: &str) -> bool {
    names.iter().any(|known| same_name(known, name))
}

/// The error of a variable no scope declares.
pub(super) fn unknown_var(name: &str, span: Span) -> Flow {
    fatal(span, format!("cannot find value `{name}` in this scope"))
}
