//! A map's entries at run time (`HashMap`, `BTreeMap`): in key order, each value with its
//! own storage. The map's methods are the interpreter's (`interp_map`).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use super::{Slot, Value};
use crate::format::value::FmtValue;

/// A key as the map orders it (Rust's `Ord` of the key's type).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum MapKey {
    Unit,
    Bool(bool),
    Int(i128),
    Char(char),
    Str(String),
    Tuple(Vec<MapKey>),
    /// A `Vec` (of bytes or of anything else), ordered as `Vec`'s `Ord`: item by item.
    List(Vec<MapKey>),
    /// An `Option`, ordered as its derived `Ord`: `None` first.
    Option(Option<Box<MapKey>>),
    /// `std::cmp::Reverse(x)`: ordered by std's own `Reverse`.
    Reverse(std::cmp::Reverse<Box<MapKey>>),
}

impl MapKey {
    pub fn of(value: &Value) -> Option<MapKey> {
        Some(match value {
            Value::Unit => MapKey::Unit,
            Value::Bool(b) => MapKey::Bool(*b),
            Value::Int(i, _) => MapKey::Int(*i),
            Value::Char(c) => MapKey::Char(*c),
            Value::Str(s) => MapKey::Str(s.to_string()),
            Value::String(s) => MapKey::Str(s.clone()),
            Value::Tuple(items) => {
                MapKey::Tuple(items.iter().map(MapKey::of).collect::<Option<_>>()?)
            }
            Value::List(items) => {
                MapKey::List(items.iter().map(MapKey::of).collect::<Option<_>>()?)
            }
            Value::Bytes(bytes, _) => {
                MapKey::List(bytes.iter().map(|b| MapKey::Int(i128::from(*b))).collect())
            }
            Value::None => MapKey::Option(None),
            Value::Reverse(item) => MapKey::Reverse(std::cmp::Reverse(Box::new(MapKey::of(item)?))),
            Value::Some(item) => MapKey::Option(Some(Box::new(MapKey::of(item)?))),
            // The script's types as their derived `Ord` has them: a struct as the tuple of its
            // fields, an enum's variant index before its fields.
            Value::Struct(_, fields) => MapKey::Tuple(field_keys(fields, None)?),
            Value::Enum(_, variant, fields) => MapKey::Tuple(field_keys(fields, Some(*variant))?),
            Value::Ref(slot) => return MapKey::of(&slot.borrow()),
            _ => return None,
        })
    }
}

/// The keys of a value's fields, after its enum variant's index if it has one.
fn field_keys(fields: &super::Fields, variant: Option<usize>) -> Option<Vec<MapKey>> {
    let variant = variant.map(|v| MapKey::Int(v as i128));
    variant
        .into_iter()
        .map(Some)
        .chain(fields.0.iter().map(|slot| MapKey::of(&slot.borrow())))
        .collect()
}

/// A map's entries: the key as a value, and the value's storage.
#[derive(Debug, Default)]
pub struct Entries(pub BTreeMap<MapKey, (Value, Slot)>);

impl Clone for Entries {
    /// A copy with storage of its own (`map.clone()`), never an alias.
    fn clone(&self) -> Self {
        Entries(
            self.0
                .iter()
                .map(|(k, (key, slot))| {
                    (
                        k.clone(),
                        (key.clone(), Rc::new(RefCell::new(slot.borrow().clone()))),
                    )
                })
                .collect(),
        )
    }
}

/// A map's entries for `{:?}`.
pub fn map_entries(entries: &Entries, format: impl Fn(&Value) -> FmtValue) -> FmtValue {
    FmtValue::Map(
        entries
            .0
            .values()
            .map(|(key, slot)| (format(key), format(&slot.borrow())))
            .collect(),
    )
}
