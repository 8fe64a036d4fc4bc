// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html
use serde_json::Value;
use std::borrow::Cow;

let s: Cow<str> = Cow::Borrowed("lorem");
let x: Value = s.into();
