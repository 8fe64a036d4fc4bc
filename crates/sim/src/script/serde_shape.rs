//! What serde reads and writes of the script's types: a deserializing call's `T`
//! (`serde_json::from_str::<T>`) as the checker resolved it — the shape of each value and of
//! the script's types it reaches — and the declared names serialization writes. Data only: the
//! IR carries it, `serde_derive` runs it.

use std::collections::BTreeMap;

use super::int_ty::IntTy;

/// A type serde deserializes into, as bufscope keeps its values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SerdeShape {
    Unit,
    Bool,
    Int(IntTy),
    /// `f64`.
    Float,
    /// `f32`.
    F32,
    Char,
    String,
    /// `Vec<u8>`, kept as bytes.
    Bytes,
    /// Any other `Vec<T>`.
    List(Box<SerdeShape>),
    Option(Box<SerdeShape>),
    /// `BTreeMap<K, V>`.
    Map(Box<SerdeShape>, Box<SerdeShape>),
    /// `serde_json::Value`.
    Json,
    /// `serde_json::Map<String, Value>`.
    JsonMap,
    /// The script's type: its index in the program's types (and in [`SerdeTarget::types`]).
    User(usize),
}

/// The script's type as its derived `Deserialize` reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UserShape {
    /// A struct with named fields, in declaration order: the name in JSON, the shape, and
    /// whether a missing one takes its `Default` (`#[serde(default)]`).
    Struct {
        name: String,
        fields: Vec<(String, SerdeShape)>,
        defaults: Vec<bool>,
        /// `#[serde(deny_unknown_fields)]`.
        deny_unknown_fields: bool,
    },
    /// An enum, externally tagged (serde's default).
    Enum {
        name: String,
        variants: Vec<VariantShape>,
    },
}

/// An enum's variant as its derived `Deserialize` reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VariantShape {
    Unit(String),
    /// `V(T)`.
    Newtype(String, SerdeShape),
    /// `V { a: A, b: B }`.
    Struct(String, Vec<(String, SerdeShape)>),
}

impl VariantShape {
    pub fn name(&self) -> &str {
        match self {
            VariantShape::Unit(name)
            | VariantShape::Newtype(name, _)
            | VariantShape::Struct(name, _) => name,
        }
    }
}

/// A deserializing call's `T` and the script's types it reaches, by index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SerdeTarget {
    pub root: SerdeShape,
    pub types: BTreeMap<usize, UserShape>,
}

/// How a struct's or a variant's fields are written, as serde's derive tells them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldsForm {
    Named,
    Tuple,
    Unit,
}

/// The script's type as its derived `Serialize` writes it: names in declaration order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeclaredType {
    pub name: String,
    /// A struct's form and field names (an enum's are its variants').
    pub form: FieldsForm,
    /// The fields' names in JSON (`#[serde(rename)]` applied).
    pub fields: Vec<String>,
    /// Whether each field is left out when it is `None` (`skip_serializing_if`).
    pub skip_none: Vec<bool>,
    /// An enum's variants: name, form, field names.
    pub variants: Vec<(String, FieldsForm, Vec<String>)>,
}

/// The `#[serde(…)]` attributes bufscope runs on a struct's field.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldAttrs {
    /// `rename = "name"`: the name in JSON.
    pub rename: Option<String>,
    /// `default`: a missing field is the type's `Default::default()`.
    pub default: bool,
    /// `skip_serializing_if = "Option::is_none"`.
    pub skip_none: bool,
}
