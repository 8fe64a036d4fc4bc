//! What `#[derive(Deserialize)]` generates for a struct with named fields (and a struct
//! variant): its visitor of a map or a sequence, its field identifier, and serde's
//! `missing_field`.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use serde_core::de::{
    DeserializeSeed, Deserializer, Error, IgnoredAny, MapAccess, SeqAccess, Unexpected, Visitor,
};
use serde_core::forward_to_deserialize_any;

use super::super::super::ir::DefaultOf;
use super::super::super::serde_shape::{SerdeShape, SerdeTarget};
use super::super::super::value::{Fields, Value, default_value};
use super::super::names::{list, name};
use super::Seed;

/// What the derive's `visit_seq`/`visit_map` build a struct (or a struct variant) from.
pub(super) struct StructVisitor<'a> {
    /// `struct Person`, `struct variant Shape::Rect`.
    pub(super) expecting: String,
    pub(super) ty: usize,
    pub(super) variant: Option<usize>,
    pub(super) fields: &'a [(String, SerdeShape)],
    /// Which fields a missing key leaves at their `Default` (`#[serde(default)]`).
    pub(super) defaults: &'a [bool],
    pub(super) deny_unknown_fields: bool,
    pub(super) target: &'a SerdeTarget,
}

impl StructVisitor<'_> {
    /// The field's `Default`, if it has `#[serde(default)]`.
    fn default_of(&self, index: usize) -> Option<Value> {
        if !self.defaults.get(index).copied().unwrap_or(false) {
            return None;
        }
        let of = match &self.fields[index].1 {
            SerdeShape::Unit => DefaultOf::Unit,
            SerdeShape::Bool => DefaultOf::Bool,
            SerdeShape::Int(ty) => DefaultOf::Int(*ty),
            SerdeShape::Float => DefaultOf::Float,
            SerdeShape::F32 => DefaultOf::F32,
            SerdeShape::Char => DefaultOf::Char,
            SerdeShape::String => DefaultOf::String,
            SerdeShape::Bytes => DefaultOf::Bytes,
            SerdeShape::List(_) => DefaultOf::List,
            SerdeShape::Option(_) => DefaultOf::None,
            SerdeShape::Map(..) => DefaultOf::Map(true),
            SerdeShape::Json => return Some(Value::Json(Rc::new(serde_json::Value::Null))),
            SerdeShape::JsonMap => return Some(Value::JsonMap(Rc::new(serde_json::Map::new()))),
            // Lowering allows `default` on std types only.
            SerdeShape::User(_) => return None,
        };
        Some(default_value(&of))
    }

    fn built(&self, values: Vec<Value>) -> Value {
        let fields = Fields(
            values
                .into_iter()
                .map(|value| Rc::new(RefCell::new(value)))
                .collect(),
        );
        match self.variant {
            Some(variant) => Value::Enum(self.ty, variant, fields),
            None => Value::Struct(self.ty, fields),
        }
    }

    fn seed<'b>(&'b self, shape: &'b SerdeShape) -> Seed<'b> {
        Seed {
            shape,
            target: self.target,
        }
    }
}

impl<'de> Visitor<'de> for StructVisitor<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.expecting)
    }

    /// The fields in declaration order; too few is `invalid_length`.
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let count = self.fields.len();
        let expected = if count == 1 {
            format!("{} with 1 element", self.expecting)
        } else {
            format!("{} with {count} elements", self.expecting)
        };
        let mut values = Vec::with_capacity(count);
        for (index, (_, shape)) in self.fields.iter().enumerate() {
            match seq.next_element_seed(self.seed(shape))? {
                Some(value) => values.push(value),
                None => match self.default_of(index) {
                    Some(value) => values.push(value),
                    None => return Err(A::Error::invalid_length(index, &expected.as_str())),
                },
            }
        }
        Ok(self.built(values))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut found: Vec<Option<Value>> = vec![None; self.fields.len()];
        let identifier = FieldIdentifier(self.fields, self.deny_unknown_fields);
        while let Some(key) = map.next_key_seed(identifier)? {
            match key {
                Some(index) => {
                    if found[index].is_some() {
                        return Err(A::Error::duplicate_field(name(&self.fields[index].0)));
                    }
                    found[index] = Some(map.next_value_seed(self.seed(&self.fields[index].1))?);
                }
                None => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let mut values = Vec::with_capacity(found.len());
        for (index, (value, (field, shape))) in found.into_iter().zip(self.fields).enumerate() {
            values.push(match value.or_else(|| self.default_of(index)) {
                Some(value) => value,
                None => self.seed(shape).deserialize(MissingField::<A::Error>(
                    name(field),
                    std::marker::PhantomData,
                ))?,
            });
        }
        Ok(self.built(values))
    }
}

/// serde's `missing_field`: an `Option` is `None`, anything else the error.
struct MissingField<E>(&'static str, std::marker::PhantomData<E>);

impl<'de, E: Error> Deserializer<'de> for MissingField<E> {
    type Error = E;

    fn deserialize_any<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, E> {
        Err(E::missing_field(self.0))
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        visitor.visit_none()
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

/// The derive's field identifier: a declared field's index, `None` for a key it ignores.
#[derive(Clone, Copy)]
struct FieldIdentifier<'a>(&'a [(String, SerdeShape)], bool);

impl FieldIdentifier<'_> {
    /// A key no field has: ignored, or with `deny_unknown_fields` serde's `unknown_field`.
    fn unknown<E: Error>(self, key: &str) -> Result<Option<usize>, E> {
        if self.1 {
            Err(E::unknown_field(
                key,
                list(self.0.iter().map(|(field, _)| field.as_str())),
            ))
        } else {
            Ok(None)
        }
    }
}

impl<'de> DeserializeSeed<'de> for FieldIdentifier<'_> {
    type Value = Option<usize>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Option<usize>, D::Error> {
        d.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for FieldIdentifier<'_> {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("field identifier")
    }

    fn visit_u64<E: Error>(self, index: u64) -> Result<Option<usize>, E> {
        match usize::try_from(index) {
            Ok(found) if found < self.0.len() => Ok(Some(found)),
            _ if self.1 => Err(E::invalid_value(
                Unexpected::Unsigned(index),
                &format!("field index 0 <= i < {}", self.0.len()).as_str(),
            )),
            _ => Ok(None),
        }
    }

    fn visit_str<E: Error>(self, key: &str) -> Result<Option<usize>, E> {
        match self.0.iter().position(|(field, _)| field == key) {
            Some(index) => Ok(Some(index)),
            None => self.unknown(key),
        }
    }

    fn visit_bytes<E: Error>(self, key: &[u8]) -> Result<Option<usize>, E> {
        match self.0.iter().position(|(field, _)| field.as_bytes() == key) {
            Some(index) => Ok(Some(index)),
            None => self.unknown(&String::from_utf8_lossy(key)),
        }
    }
}
