//! Where a run visits a `HashMap` or `HashSet` in an order of its own: noted beside the run
//! (see [`RunNote::HashOrder`]), once per place in the script.

use super::interpreter::Interpreter;
use super::value::Value;
use crate::trace::{HashContainer, RunNote, Span};

/// Distinct places noted at most: a note says what a place does, not each time it does it.
const MAX_NOTES: usize = 16;

impl Interpreter<'_> {
    /// Notes `value`'s order at `at` if it is (a reference to) a `HashMap` or `HashSet` of
    /// more than one entry: with one entry or none, every order is the same.
    pub(super) fn note_hash_order(&mut self, value: &Value, at: Span) {
        let Some((container, entries)) = hashed(value) else {
            return;
        };
        if entries < 2
            || self.notes.len() >= MAX_NOTES
            || self.notes.iter().any(|note| note.at() == at)
        {
            return;
        }
        self.notes.push(RunNote::HashOrder {
            at,
            container,
            entries,
        });
    }
}

/// The hashed container `value` is or refers to, and its number of entries.
fn hashed(value: &Value) -> Option<(HashContainer, usize)> {
    match value {
        Value::Map(false, entries) => Some((HashContainer::HashMap, entries.0.len())),
        Value::Set(false, entries) => Some((HashContainer::HashSet, entries.0.len())),
        Value::Ref(slot) => hashed(&*slot.try_borrow().ok()?),
        _ => None,
    }
}
