//! std's `sort`, `sort_unstable`, `max` and `min` over the script's values whose order is
//! hand-written: the script's `partial_cmp` (what `sort`'s `PartialOrd::lt` calls) or `cmp`
//! (what `Iterator::max` and `min` call), called with the pairs std calls it with, in the
//! same order, so what it prints and how it ends are the compiled program's.

use std::cmp::Ordering;

use super::interp_closure::by_ref;
use super::interpreter::{Flow, Interpreter};
use super::ir::Function;
use super::value::Value;
use crate::trace::Span;

impl<'a> Interpreter<'a> {
    /// The hand-written function of `trait_name` (`PartialOrd`, `Ord`) of the script's type
    /// `value` is, or refers to; `None` for another value or a derived order.
    pub(super) fn written_order(&self, value: &Value, trait_name: &str) -> Option<&'a Function> {
        let type_index = match value {
            Value::Ref(slot) => return self.written_order(&slot.borrow(), trait_name),
            Value::Struct(ty, _) | Value::Enum(ty, ..) => *ty,
            _ => return None,
        };
        let program = self.program;
        let type_name = &program.types.get(type_index)?.name;
        program
            .impls
            .iter()
            .find(|imp| {
                imp.self_name == *type_name
                    && imp
                        .trait_path
                        .as_ref()
                        .and_then(|path| path.last())
                        .is_some_and(|last| last == trait_name)
            })
            .and_then(|imp| imp.functions.first())
            .and_then(|&index| program.functions.get(index))
    }

    /// `function(&a, &b)`: an item a reference already is (`iter().max()`'s) is passed as it
    /// is, as std's `Ord for &A` passes it on.
    pub(super) fn call_written_order(
        &mut self,
        function: &'a Function,
        (a, b): (&Value, &Value),
        span: Span,
    ) -> Result<Value, Flow> {
        let lend = |item: &Value| match item {
            Value::Ref(_) => item.clone(),
            _ => by_ref(item),
        };
        Ok(self
            .call_function(function, vec![lend(a), lend(b)], span)?
            .into_deref())
    }

    /// `items.sort()` (`stable`) or `items.sort_unstable()` by the hand-written
    /// `partial_cmp`: std sorts by `a < b`, which is `partial_cmp(a, b) == Some(Less)`.
    pub(super) fn sort_by_written_order(
        &mut self,
        items: &mut Vec<Value>,
        function: &'a Function,
        stable: bool,
        span: Span,
    ) -> Result<(), Flow> {
        self.sort_by_comparator(items, stable, &mut |me, a, b| {
            Ok(match me.call_written_order(function, (a, b), span)? {
                Value::Some(answer) if matches!(*answer, Value::Ordering(Ordering::Less)) => {
                    Ordering::Less
                }
                _ => Ordering::Greater,
            })
        })
    }
}
