//! What `#[derive(Deserialize)]` generates for an externally tagged enum: its visitor and
//! its variant identifier.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use serde_core::de::{
    DeserializeSeed, Deserializer, EnumAccess, Error, Unexpected, VariantAccess, Visitor,
};

use super::super::super::serde_shape::{SerdeTarget, VariantShape};
use super::super::super::value::{Fields, Value};
use super::super::names::list;
use super::Seed;
use super::derived_struct::StructVisitor;

/// The derive's visitor of an externally tagged enum.
pub(super) struct EnumVisitor<'a> {
    pub(super) type_name: &'a str,
    pub(super) ty: usize,
    pub(super) variants: &'a [VariantShape],
    pub(super) target: &'a SerdeTarget,
}

impl<'de> Visitor<'de> for EnumVisitor<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "enum {}", self.type_name)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Value, A::Error> {
        let (index, access) = data.variant_seed(VariantIdentifier(self.variants))?;
        match &self.variants[index] {
            VariantShape::Unit(_) => {
                access.unit_variant()?;
                Ok(Value::Enum(self.ty, index, Fields::default()))
            }
            VariantShape::Newtype(_, shape) => {
                let seed = Seed {
                    shape,
                    target: self.target,
                };
                let value = access.newtype_variant_seed(seed)?;
                Ok(Value::Enum(
                    self.ty,
                    index,
                    Fields(vec![Rc::new(RefCell::new(value))]),
                ))
            }
            VariantShape::Struct(variant, fields) => {
                let visitor = StructVisitor {
                    expecting: format!("struct variant {}::{variant}", self.type_name),
                    ty: self.ty,
                    variant: Some(index),
                    fields,
                    defaults: &[],
                    deny_unknown_fields: false,
                    target: self.target,
                };
                let names = list(fields.iter().map(|(field, _)| field.as_str()));
                access.struct_variant(names, visitor)
            }
        }
    }
}

/// The derive's variant identifier: an unknown name is `unknown_variant`.
#[derive(Clone, Copy)]
struct VariantIdentifier<'a>(&'a [VariantShape]);

impl<'de> DeserializeSeed<'de> for VariantIdentifier<'_> {
    type Value = usize;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<usize, D::Error> {
        d.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for VariantIdentifier<'_> {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_u64<E: Error>(self, index: u64) -> Result<usize, E> {
        match usize::try_from(index) {
            Ok(found) if found < self.0.len() => Ok(found),
            _ => Err(E::invalid_value(
                Unexpected::Unsigned(index),
                &format!("variant index 0 <= i < {}", self.0.len()).as_str(),
            )),
        }
    }

    fn visit_str<E: Error>(self, key: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|variant| variant.name() == key)
            .ok_or_else(|| E::unknown_variant(key, list(self.0.iter().map(VariantShape::name))))
    }

    fn visit_bytes<E: Error>(self, key: &[u8]) -> Result<usize, E> {
        match self
            .0
            .iter()
            .position(|variant| variant.name().as_bytes() == key)
        {
            Some(index) => Ok(index),
            None => self.visit_str(&String::from_utf8_lossy(key)),
        }
    }
}
