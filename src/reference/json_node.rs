//! Walking a parsed JSON value (a `JsValue` from the browser's `JSON.parse`) while keeping
//! its path, so that every error names where it is: `scenarios[3].wall_ns.median`.
//!
//! A [`JsonNode`] is a serde `Deserializer` (`json_de.rs`): the schema's own types
//! (`bufscope_reference`) read through it, with the browser's parser and without serde_json in
//! the page's wasm.

use js_sys::{Array, JSON, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

use super::error::ReferenceError;

/// Longer strings are cut in error messages: the reader needs to recognise the value, not
/// to see a whole script.
const SHOWN_STRING_CHARS: usize = 40;

/// The largest integer a JSON number holds exactly (2^53).
const MAX_EXACT_INTEGER: f64 = 9_007_199_254_740_992.0;

/// A value in a JSON document and its path from the root.
#[derive(Debug, Clone)]
pub struct JsonNode {
    pub(super) value: JsValue,
    /// Empty for the root.
    pub(super) path: String,
}

impl JsonNode {
    /// The document's root.
    pub fn root(value: JsValue) -> JsonNode {
        JsonNode {
            value,
            path: String::new(),
        }
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    /// The error for this value when the schema wants `expected` here.
    pub fn invalid(&self, expected: impl Into<String>) -> ReferenceError {
        ReferenceError::Invalid {
            path: self.path.clone(),
            expected: expected.into(),
            found: describe(&self.value),
        }
    }

    pub(super) fn as_object(&self) -> Result<&Object, ReferenceError> {
        if self.value.is_object() && !Array::is_array(&self.value) {
            Ok(self.value.unchecked_ref())
        } else {
            Err(self.invalid("an object"))
        }
    }

    /// The member `key` of this object; a missing member is a node holding nothing, so that
    /// the error says what was expected there.
    pub fn field(&self, key: &str) -> Result<JsonNode, ReferenceError> {
        let object = self.as_object()?;
        let key_value = JsValue::from_str(key);
        // Own members only: `"constructor"` must not find Object.prototype's.
        let value = if Object::has_own(object, &key_value) {
            Reflect::get(object, &key_value).unwrap_or(JsValue::UNDEFINED)
        } else {
            JsValue::UNDEFINED
        };
        Ok(JsonNode {
            value,
            path: member_path(&self.path, key),
        })
    }

    pub fn string(&self) -> Result<String, ReferenceError> {
        self.value
            .as_string()
            .ok_or_else(|| self.invalid("a string"))
    }

    /// A finite number.
    pub fn number(&self) -> Result<f64, ReferenceError> {
        self.value
            .as_f64()
            .filter(|n| n.is_finite())
            .ok_or_else(|| self.invalid("a number"))
    }

    /// A whole number from 0 to 2^53.
    pub fn count(&self) -> Result<u64, ReferenceError> {
        self.value
            .as_f64()
            .filter(|n| *n >= 0.0 && n.fract() == 0.0 && *n <= MAX_EXACT_INTEGER)
            .map(|n| n as u64)
            .ok_or_else(|| self.invalid("a whole number of at least 0"))
    }

    /// A whole number from 0 to `u32::MAX`.
    pub fn small_count(&self) -> Result<u32, ReferenceError> {
        let count = self.count()?;
        u32::try_from(count).map_err(|_| self.invalid(format!("a whole number up to {}", u32::MAX)))
    }

    pub fn boolean(&self) -> Result<bool, ReferenceError> {
        self.value
            .as_bool()
            .ok_or_else(|| self.invalid("true or false"))
    }

    /// The elements of this array, each with its index in the path.
    pub fn items(&self) -> Result<Vec<JsonNode>, ReferenceError> {
        if !Array::is_array(&self.value) {
            return Err(self.invalid("an array"));
        }
        let array: &Array = self.value.unchecked_ref();
        Ok((0..array.length())
            .map(|i| JsonNode {
                value: array.get(i),
                path: format!("{}[{i}]", self.path),
            })
            .collect())
    }

    /// The members of this object, in document order.
    pub fn entries(&self) -> Result<Vec<(String, JsonNode)>, ReferenceError> {
        let object = self.as_object()?;
        Ok(Object::keys(object)
            .iter()
            .filter_map(|key| key.as_string())
            .map(|key| {
                let value =
                    Reflect::get(object, &JsValue::from_str(&key)).unwrap_or(JsValue::UNDEFINED);
                let path = member_path(&self.path, &key);
                (key, JsonNode { value, path })
            })
            .collect())
    }
}

/// `parent.key`, or `parent["key"]` when the key is not a plain identifier (as with
/// `features["syscall.file"]`), so the path reads back unambiguously.
fn member_path(parent: &str, key: &str) -> String {
    let plain = !key.is_empty()
        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !key.starts_with(|c: char| c.is_ascii_digit());
    match (parent.is_empty(), plain) {
        (true, true) => key.to_string(),
        (false, true) => format!("{parent}.{key}"),
        (_, false) => format!("{parent}[{}]", quoted(key)),
    }
}

/// A string as JSON writes it, quotes and escapes included.
fn quoted(text: &str) -> String {
    JSON::stringify(&JsValue::from_str(text))
        .ok()
        .and_then(|json| json.as_string())
        .unwrap_or_else(|| format!("\"{text}\""))
}

/// What a value is, for "found …" in an error: strings and numbers as written, other values
/// by their kind.
fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        "nothing".to_string()
    } else if value.is_null() {
        "null".to_string()
    } else if let Some(flag) = value.as_bool() {
        flag.to_string()
    } else if let Some(number) = value.as_f64() {
        number.to_string()
    } else if let Some(text) = value.as_string() {
        if text.chars().count() > SHOWN_STRING_CHARS {
            let start: String = text.chars().take(SHOWN_STRING_CHARS).collect();
            format!("{}…", quoted(&start))
        } else {
            quoted(&text)
        }
    } else if Array::is_array(value) {
        "an array".to_string()
    } else {
        "an object".to_string()
    }
}
