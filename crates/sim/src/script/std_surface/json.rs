//! `serde_json`: the JSON values and functions scripts may use.
//! One area of the std surface table (see [`super::STD_SURFACE`]).

pub(super) const SERDE_JSON: &str = r#"
// --- serde_json -------------------------------------------------------------------------------
#[path = "serde_json::Value"] struct JsonValue;
#[path = "serde_json::Error"] struct JsonError;
#[path = "serde_json::Number"] struct JsonNumber;
#[path = "serde_json::Map"] struct JsonMap<K, V>;
#[path = "serde_json::Deserializer"] struct JsonDeserializer<R>;
#[path = "serde_json::map::Entry"] #[kind = "enum"] struct JsonEntry;
#[path = "serde_json::map::VacantEntry"] struct JsonVacantEntry;
#[path = "serde_json::map::OccupiedEntry"] struct JsonOccupiedEntry;
#[path = "serde_json::from_reader"] fn from_reader<R: Read, T: Deserialize>(rdr: R) -> Result<T, JsonError> {}
#[path = "serde_json::from_str"] fn from_str<T: Deserialize>(s: &str) -> Result<T, JsonError> {}
#[path = "serde_json::from_slice"] fn from_slice<T: Deserialize>(v: &[u8]) -> Result<T, JsonError> {}
#[path = "serde_json::to_writer"] fn to_writer<W: Write, T: Serialize>(writer: W, value: &T) -> Result<(), JsonError> {}
#[path = "serde_json::to_writer_pretty"] fn to_writer_pretty<W: Write, T: Serialize>(writer: W, value: &T) -> Result<(), JsonError> {}
#[path = "serde_json::to_value"] fn to_value<T: Serialize>(value: T) -> Result<JsonValue, JsonError> {}
#[path = "serde_json::to_string"] fn to_string<T: Serialize>(value: &T) -> Result<String, JsonError> {}
#[path = "serde_json::to_string_pretty"] fn to_string_pretty<T: Serialize>(value: &T) -> Result<String, JsonError> {}
#[path = "serde_json::to_vec"] fn to_vec<T: Serialize>(value: &T) -> Result<Vec<u8>, JsonError> {}
#[path = "serde_json::to_vec_pretty"] fn to_vec_pretty<T: Serialize>(value: &T) -> Result<Vec<u8>, JsonError> {}
#[path = "serde_json::from_value"] fn from_value<T: Deserialize>(value: JsonValue) -> Result<T, JsonError> {}
// What serde_json's `From<T> for Value` impls take: `Value::from(x)`, and `x.into()` where a
// `Value` is expected. The integer types (but `i128`/`u128`) and `f64` are answered by the checker.
#[path = "std::convert::Into<serde_json::Value>"] trait IntoJson {}
impl IntoJson for JsonValue {}
impl IntoJson for JsonNumber {}
impl IntoJson for JsonMap<String, JsonValue> {}
impl IntoJson for bool {}
impl IntoJson for String {}
impl IntoJson for &str {}
impl IntoJson for CowStr {}
impl IntoJson for () {}
impl<T: IntoJson> IntoJson for Vec<T> {}
impl<T: IntoJson> IntoJson for [T; N] {}
impl<T: IntoJson + Clone> IntoJson for &[T] {}
impl<T: IntoJson> IntoJson for Option<T> {}
impl JsonValue {
    fn from<T: IntoJson>(value: T) -> JsonValue {}
    fn is_object(&self) -> bool {}
    fn is_array(&self) -> bool {}
    fn is_null(&self) -> bool {}
    fn get<I: JsonIndex>(&self, index: I) -> Option<&JsonValue> {}
    fn is_string(&self) -> bool {}
    fn is_number(&self) -> bool {}
    fn is_boolean(&self) -> bool {}
    fn is_i64(&self) -> bool {}
    fn is_u64(&self) -> bool {}
    fn is_f64(&self) -> bool {}
    fn as_str(&self) -> Option<&str> {}
    fn as_bool(&self) -> Option<bool> {}
    fn as_i64(&self) -> Option<i64> {}
    fn as_u64(&self) -> Option<u64> {}
    fn as_f64(&self) -> Option<f64> {}
    fn as_array(&self) -> Option<&Vec<JsonValue>> {}
    fn as_null(&self) -> Option<()> {}
    fn as_number(&self) -> Option<&JsonNumber> {}
    fn pointer(&self, pointer: &str) -> Option<&JsonValue> {}
    fn as_object(&self) -> Option<&JsonMap<String, JsonValue>> {}
    fn as_array_mut(&mut self) -> Option<&mut Vec<JsonValue>> {}
    fn as_object_mut(&mut self) -> Option<&mut JsonMap<String, JsonValue>> {}
    fn get_mut<I: JsonIndex>(&mut self, index: I) -> Option<&mut JsonValue> {}
    fn pointer_mut(&mut self, pointer: &str) -> Option<&mut JsonValue> {}
    fn take(&mut self) -> JsonValue {}
    #[unsupported] fn sort_all_objects(&mut self) {}
}
// A JSON number. `Number::from` takes the integers up to 64 bits (`IntoNumber`, answered by
// the checker); `as_str` needs serde_json's `arbitrary_precision`, which programs here lack.
#[path = "std::convert::Into<serde_json::Number>"] trait IntoNumber {}
impl JsonNumber {
    fn from<T: IntoNumber>(n: T) -> JsonNumber {}
    fn from_f64(f: f64) -> Option<JsonNumber> {}
    fn from_i128(i: i128) -> Option<JsonNumber> {}
    fn from_u128(i: u128) -> Option<JsonNumber> {}
    fn is_i64(&self) -> bool {}
    fn is_u64(&self) -> bool {}
    fn is_f64(&self) -> bool {}
    fn as_i64(&self) -> Option<i64> {}
    fn as_u64(&self) -> Option<u64> {}
    fn as_f64(&self) -> Option<f64> {}
    #[unsupported] fn as_str(&self) {}
}
// `serde_json::Map<String, Value>`, as `as_object` lends it.
impl JsonMap<String, JsonValue> {
    fn new() -> JsonMap<String, JsonValue> {}
}
impl<K, V> JsonMap<K, V> {
    fn insert(&mut self, k: String, v: JsonValue) -> Option<JsonValue> {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn contains_key(&self, key: &str) -> bool {}
    fn get(&self, key: &str) -> Option<&V> {}
    fn entry<S: IntoString>(&mut self, key: S) -> JsonEntry {}
    fn get_mut(&mut self, key: &str) -> Option<&mut V> {}
    fn get_key_value(&self, key: &str) -> Option<(&K, &V)> {}
    fn remove(&mut self, key: &str) -> Option<V> {}
    fn remove_entry(&mut self, key: &str) -> Option<(String, V)> {}
    #[unsupported] fn swap_remove(&mut self) {}
    #[unsupported] fn shift_remove(&mut self) {}
    fn keys(&self) -> IterAdapter<&K> {}
    fn values(&self) -> IterAdapter<&V> {}
    fn values_mut(&mut self) -> IterAdapter<&mut V> {}
    fn iter(&self) -> IterAdapter<(&K, &V)> {}
    fn iter_mut(&mut self) -> IterAdapter<(&K, &mut V)> {}
    fn into_values(self) -> IterAdapter<V> {}
    #[unsupported] fn into_keys(self) {}
    fn retain<F: FnMut>(&mut self, f: F) {}
    fn clear(&mut self) {}
    fn append(&mut self, other: &mut JsonMap<String, JsonValue>) {}
    fn extend<I: IntoIterator>(&mut self, iter: I) {}
    fn sort_keys(&mut self) {}
    #[unsupported] fn with_capacity(capacity: usize) {}
}
// serde_json's `Deserializer` over a reader; `T::deserialize(&mut de)` of the script's types
// deriving `Deserialize` is typed by the checker (`check/serde_sites.rs`).
impl<R: Read> JsonDeserializer<R> {
    fn from_reader(reader: R) -> JsonDeserializer<R> {}
    fn end(&mut self) -> Result<(), JsonError> {}
}
// A map's entry: `or_insert_with` and `and_modify` are typed with their closures by the
// checker (`check/json_entry.rs`).
impl JsonEntry {
    fn key(&self) -> &String {}
    fn or_insert(self, default: JsonValue) -> &mut JsonValue {}
    fn or_insert_with<F: FnOnce>(self, default: F) -> &mut JsonValue {}
    fn and_modify<F: FnOnce>(self, f: F) -> JsonEntry {}
}
impl JsonVacantEntry {
    fn key(&self) -> &String {}
    fn insert(self, value: JsonValue) -> &mut JsonValue {}
}
impl JsonOccupiedEntry {
    fn key(&self) -> &String {}
    fn get(&self) -> &JsonValue {}
    fn get_mut(&mut self) -> &mut JsonValue {}
    fn into_mut(self) -> &mut JsonValue {}
    fn insert(&mut self, value: JsonValue) -> JsonValue {}
    fn remove(self) -> JsonValue {}
    fn remove_entry(self) -> (String, JsonValue) {}
}
// A map iterates in its keys' order (serde_json's `Map` is a `BTreeMap` without the
// `preserve_order` feature); a loop over a `&mut Map` goes through `iter_mut`, whose values
// are lent out (`check/json_map_iter.rs`).
impl<K, V> IntoIterator for JsonMap<K, V> { fn into_iter(self) -> IterAdapter<(K, V)> {} }
impl<K, V> IntoIterator for &JsonMap<K, V> { fn into_iter(self) -> IterAdapter<(&K, &V)> {} }
impl<K, V> IntoIterator for &mut JsonMap<K, V> { fn into_iter(self) -> IterAdapter<(&K, &mut V)> {} }
impl<K: Debug, V: Debug> Debug for JsonMap<K, V> {}
impl<K: PartialEq, V: PartialEq> PartialEq for JsonMap<K, V> {}
impl<K: Clone, V: Clone> Clone for JsonMap<K, V> {}
impl Serialize for JsonMap<String, JsonValue> {}
impl Deserialize for JsonMap<String, JsonValue> {}
impl Display for JsonNumber {}
impl Debug for JsonNumber {}
impl PartialEq for JsonNumber {}
impl Clone for JsonNumber {}
impl Serialize for JsonNumber {}
impl ToString for JsonNumber {}
"#;
