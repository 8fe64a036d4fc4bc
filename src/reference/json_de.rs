//! [`JsonNode`] as a serde `Deserializer`: the reference schema's types read straight from the
//! browser's parsed JSON, each mismatch an error with its path and what was there.
//!
//! Only what the schema uses is supported: structs, maps with string keys, sequences, strings,
//! finite numbers, whole numbers (`u32`, `u64`), booleans and options. A struct is read field by
//! field in its declared order, so a missing member is reported where it belongs
//! (`machine.cpu_model: expected a string, found nothing`); members the schema does not name
//! are ignored.

use serde::de::{self, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor};

use super::error::ReferenceError;
use super::json_node::JsonNode;

impl de::Error for ReferenceError {
    fn custom<T: std::fmt::Display>(message: T) -> Self {
        ReferenceError::Schema(message.to_string())
    }
}

/// A struct's declared fields, each with this object's member of that name (perhaps nothing).
struct Fields {
    node: JsonNode,
    names: std::slice::Iter<'static, &'static str>,
    next: Option<JsonNode>,
}

impl<'de> MapAccess<'de> for Fields {
    type Error = ReferenceError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, ReferenceError> {
        let Some(&name) = self.names.next() else {
            return Ok(None);
        };
        self.next = Some(self.node.field(name)?);
        seed.deserialize(name.into_deserializer()).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, ReferenceError> {
        let node = self
            .next
            .take()
            .ok_or_else(|| ReferenceError::Schema("a value asked for before its key".into()))?;
        seed.deserialize(node)
    }
}

/// An object's members, in document order.
struct Members {
    entries: std::vec::IntoIter<(String, JsonNode)>,
    next: Option<JsonNode>,
}

impl<'de> MapAccess<'de> for Members {
    type Error = ReferenceError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, ReferenceError> {
        let Some((key, node)) = self.entries.next() else {
            return Ok(None);
        };
        self.next = Some(node);
        seed.deserialize(key.into_deserializer()).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, ReferenceError> {
        let node = self
            .next
            .take()
            .ok_or_else(|| ReferenceError::Schema("a value asked for before its key".into()))?;
        seed.deserialize(node)
    }
}

/// An array's elements, in order.
struct Items(std::vec::IntoIter<JsonNode>);

impl<'de> SeqAccess<'de> for Items {
    type Error = ReferenceError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, ReferenceError> {
        self.0.next().map(|node| seed.deserialize(node)).transpose()
    }
}

impl<'de> de::Deserializer<'de> for JsonNode {
    type Error = ReferenceError;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, ReferenceError> {
        Err(self.invalid("a value of a known type"))
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReferenceError> {
        visitor.visit_bool(self.boolean()?)
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReferenceError> {
        visitor.visit_f64(self.number()?)
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReferenceError> {
        visitor.visit_u64(self.count()?)
    }

    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReferenceError> {
        visitor.visit_u32(self.small_count()?)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReferenceError> {
        visitor.visit_string(self.string()?)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReferenceError> {
        visitor.visit_string(self.string()?)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReferenceError> {
        if self.value.is_null() || self.value.is_undefined() {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReferenceError> {
        visitor.visit_seq(Items(self.items()?.into_iter()))
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReferenceError> {
        visitor.visit_map(Members {
            entries: self.entries()?.into_iter(),
            next: None,
        })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReferenceError> {
        // An object first: `held_out[1]: expected an object, found 7`.
        self.as_object()?;
        visitor.visit_map(Fields {
            node: self,
            names: fields.iter(),
            next: None,
        })
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, ReferenceError> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u8 u16 u128 f32 char bytes byte_buf unit unit_struct
        newtype_struct tuple tuple_struct enum identifier
    }
}
