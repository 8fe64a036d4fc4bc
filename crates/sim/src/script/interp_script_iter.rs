//! The script's own iterators at run time: a value of a type with `impl Iterator` becomes an
//! iterator whose items are its `next` method's answers (`IterState::Script`), where std's
//! iterator code would take it (a `for` loop, `map`, `zip`, `sum`…). Its storage is the one
//! the value was in, so `by_ref()` and `&mut` walks move the script's variable on.

use std::cell::RefCell;
use std::rc::Rc;

use super::interpreter::{Flow, Interpreter};
use super::value::{IterState, Value};
use crate::trace::Span;

/// Methods std gives every type, not as an iterator (derives, `ToString`): a script's
/// iterator answers them itself.
const NOT_ITERATING: &[&str] = &[
    "clone",
    "eq",
    "ne",
    "cmp",
    "partial_cmp",
    "to_string",
    "fmt",
];

impl Interpreter<'_> {
    /// `value` as an iterator, if it is (or refers to) a value of the script's type that
    /// implements `Iterator`; otherwise `value` itself.
    pub(super) fn script_iterator(&self, value: Value) -> Value {
        let Some(next) = script_type(&value).and_then(|ty| self.script_next(ty)) else {
            return value;
        };
        // A value moved in is the iterator's own storage; a `&mut` walks the variable's.
        let (this, owned) = match value {
            Value::Ref(slot) => (slot, false),
            moved => (Rc::new(RefCell::new(moved)), true),
        };
        Value::Iter(Rc::new(RefCell::new(IterState::Script {
            this,
            next,
            owned,
        })))
    }

    /// The receiver of a method std's `Iterator` provides, as an iterator (see
    /// [`Interpreter::script_iterator`]).
    pub(super) fn script_iterator_receiver(&self, value: Value, method: &str) -> Value {
        // Asked at every method call: the value's kind first, which rules out most.
        if script_type(&value).is_none() || NOT_ITERATING.contains(&method) {
            return value;
        }
        self.script_iterator(value)
    }

    /// The iterator a variable holds (`receiver` is its `&mut`, or the script's iterator
    /// over the variable's storage), to be walked where it is by `by_ref()` or a method that
    /// borrows it (`find`, `nth`…): `IterState::Shared` of it. A range the variable holds
    /// becomes the iterator it is, in place, first. `None` for any other receiver.
    pub(super) fn walked_in_place(
        &self,
        receiver: &Value,
        span: Span,
    ) -> Result<Option<IterState>, Flow> {
        let slot = match receiver {
            Value::Ref(slot) => slot,
            Value::Iter(walked) => return Ok(Some(IterState::Shared(walked.clone()))),
            _ => return Ok(None),
        };
        let slot = super::value::target_slot(slot);
        let range = matches!(&*slot.borrow(), Value::Range(..) | Value::CharRange(..));
        if range {
            let held = std::mem::take(&mut *slot.borrow_mut());
            let state = IterState::from_value(held, span)
                .map_err(|message| super::interpreter::fatal(span, message))?;
            *slot.borrow_mut() = Value::Iter(Rc::new(RefCell::new(state)));
        }
        Ok(match &*slot.borrow() {
            Value::Iter(walked) => Some(IterState::Shared(walked.clone())),
            _ => None,
        })
    }

    /// Whether `value` is of a script's type that implements `Iterator`.
    pub(super) fn is_script_iterator(&self, value: &Value) -> bool {
        script_type(value).is_some_and(|ty| self.script_next(ty).is_some())
    }

    /// The function of the `next` method of the script's type `ty`'s `impl Iterator`.
    fn script_next(&self, ty: usize) -> Option<usize> {
        let name = &self.program.types.get(ty)?.name;
        self.program
            .impls
            .iter()
            .filter(|imp| {
                imp.self_name == *name
                    && imp
                        .trait_path
                        .as_ref()
                        .and_then(|p| p.last())
                        .map(String::as_str)
                        == Some("Iterator")
            })
            .flat_map(|imp| &imp.functions)
            .copied()
            .find(|&f| self.program.functions[f].name.ends_with("::next"))
    }

    /// The next item of the script's iterator: its `next` called on its storage.
    pub(super) fn next_of_script(
        &mut self,
        this: &super::value::Slot,
        next: usize,
        span: Span,
    ) -> Result<Option<Value>, Flow> {
        let program = self.program;
        let answer = self.call_function(
            &program.functions[next],
            vec![Value::Ref(this.clone())],
            span,
        )?;
        Ok(match answer {
            Value::Some(item) => Some(*item),
            _ => None,
        })
    }
}

/// The script's type (an index into the program's types) of `value`, or of what it refers to,
/// when it is one of the script's structs or enums.
fn script_type(value: &Value) -> Option<usize> {
    match value {
        Value::Ref(slot) => script_type(&slot.borrow()),
        Value::Struct(ty, _) | Value::Enum(ty, ..) => Some(*ty),
        _ => None,
    }
}
