//! `serde_json`: the JSON values and functions scripts may use.
//! One area of the std surface table (see [`super::STD_SURFACE`]).

pub(super) const SERDE_JSON: &str = r#"
// --- serde_json -------------------------------------------------------------------------------
#[path = "serde_json::Value"] struct JsonValue;
#[path = "serde_json::Error"] struct JsonError;
#[path = "serde_json::from_reader"] fn from_reader<R: Read, T: Deserialize>(rdr: R) -> Result<T, JsonError> {}
#[path = "serde_json::from_str"] fn from_str<T: Deserialize>(s: &str) -> Result<T, JsonError> {}
#[path = "serde_json::from_slice"] fn from_slice<T: Deserialize>(v: &[u8]) -> Result<T, JsonError> {}
#[path = "serde_json::to_writer"] fn to_writer<W: Write, T: Serialize>(writer: W, value: &T) -> Result<(), JsonError> {}
#[path = "serde_json::to_writer_pretty"] fn to_writer_pretty<W: Write, T: Serialize>(writer: W, value: &T) -> Result<(), JsonError> {}
#[path = "serde_json::to_string"] fn to_string<T: Serialize>(value: &T) -> Result<String, JsonError> {}
#[path = "serde_json::to_string_pretty"] fn to_string_pretty<T: Serialize>(value: &T) -> Result<String, JsonError> {}
#[path = "serde_json::to_vec"] fn to_vec<T: Serialize>(value: &T) -> Result<Vec<u8>, JsonError> {}
#[path = "serde_json::to_vec_pretty"] fn to_vec_pretty<T: Serialize>(value: &T) -> Result<Vec<u8>, JsonError> {}
#[path = "serde_json::to_value"] fn to_value<T: Serialize>(value: T) -> Result<JsonValue, JsonError> {}
#[path = "serde_json::from_value"] fn from_value<T: Deserialize>(value: JsonValue) -> Result<T, JsonError> {}
impl JsonValue {
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
    #[unsupported] fn as_array(&self) {}
    #[unsupported] fn as_object(&self) {}
    #[unsupported] fn as_array_mut(&mut self) {}
    #[unsupported] fn as_object_mut(&mut self) {}
    #[unsupported] fn as_number(&self) {}
    #[unsupported] fn as_null(&self) {}
    #[unsupported] fn get_mut(&mut self) {}
    #[unsupported] fn pointer(&self) {}
    #[unsupported] fn pointer_mut(&mut self) {}
    #[unsupported] fn take(&mut self) {}
    #[unsupported] fn sort_all_objects(&mut self) {}
}

"#;
