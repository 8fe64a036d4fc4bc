//! A part of a JSON value lent out as a `&mut` (`as_array_mut`, `pointer_mut`, `get_mut`, a
//! map entry's `or_insert`…): a copy in storage of its own, stored back where it was found
//! after every statement while a reference to it lives, the way `&mut v[i]` lends a vector's
//! item ([`super::LentItems`]). Where it goes back is found by serde_json's own `pointer_mut`
//! (and, in a `serde_json::Map`, its `get_mut`).

use std::rc::Rc;

use super::{Slot, Value};

/// One lent part of a JSON value.
#[derive(Debug)]
pub struct LentJson {
    /// The storage holding the `serde_json::Value` or `serde_json::Map` the part is in.
    pub root: Slot,
    /// In a map: the key of the member the part is in.
    pub key: Option<String>,
    /// The part's JSON pointer, in the member under `key` or in the value in `root`.
    pub pointer: String,
    /// The storage lent out.
    pub lent: Slot,
    /// Its value when lent, or when last stored back.
    pub before: Value,
}

impl LentJson {
    /// Stores what was written to the lent part back where it was (once per change), made a
    /// JSON value by `to_json`; whether anything but this record still holds the lent storage.
    pub fn store_back(&mut self, to_json: fn(&Value) -> Option<serde_json::Value>) -> bool {
        let in_use = Rc::strong_count(&self.lent) > 1;
        let Ok(now) = self.lent.try_borrow().map(|now| now.clone()) else {
            return true;
        };
        if format!("{now:?}") == format!("{:?}", self.before) {
            return in_use;
        }
        let Some(json) = to_json(&now) else {
            return in_use;
        };
        // Never panics: storage busy elsewhere keeps its value.
        let Ok(mut root) = self.root.try_borrow_mut() else {
            return in_use;
        };
        let member = match (&mut *root, &self.key) {
            (Value::Json(value), None) => Rc::make_mut(value).pointer_mut(&self.pointer),
            (Value::JsonMap(map), Some(key)) => Rc::make_mut(map)
                .get_mut(key)
                .and_then(|member| member.pointer_mut(&self.pointer)),
            _ => None,
        };
        if let Some(member) = member {
            *member = json;
            self.before = now;
        }
        in_use
    }
}

/// A JSON pointer's reference token for a key or an index (`~` and `/` escaped, RFC 6901).
pub fn pointer_token(key: &str) -> String {
    format!("/{}", key.replace('~', "~0").replace('/', "~1"))
}
