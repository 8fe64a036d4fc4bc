//! `Deserialize` for a type the checker resolved ([`SerdeTarget`]): std's impls for std's types
//! (the genuine `u8::deserialize`, `String::deserialize`…, or the same visitor for `Vec` and
//! `Option` when their items are the script's), and for the script's types what
//! `#[derive(Deserialize)]` generates: a struct from a map (unknown keys ignored, a key twice
//! `duplicate_field`, a missing one `missing_field` unless it is an `Option`) or from a
//! sequence in declaration order, an enum externally tagged.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use serde_core::de::{
    DeserializeSeed, Deserializer, EnumAccess, Error, IgnoredAny, MapAccess, SeqAccess, Unexpected,
    VariantAccess, Visitor,
};
use serde_core::{Deserialize, forward_to_deserialize_any};

use super::super::int_ty::IntTy;
use super::super::ir::DefaultOf;
use super::super::serde_shape::{SerdeShape, SerdeTarget, UserShape, VariantShape};
use super::super::value::{BytesKind, Entries, Fields, MapKey, Value, default_value};
use super::names::{list, name};

/// `T::deserialize(deserializer)` for the checker's `T`.
pub fn deserialize<'de, D: Deserializer<'de>>(
    target: &SerdeTarget,
    deserializer: D,
) -> Result<Value, D::Error> {
    Seed {
        shape: &target.root,
        target,
    }
    .deserialize(deserializer)
}

/// One value of `shape`.
#[derive(Clone, Copy)]
struct Seed<'a> {
    shape: &'a SerdeShape,
    target: &'a SerdeTarget,
}

impl<'de> DeserializeSeed<'de> for Seed<'_> {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        Ok(match self.shape {
            SerdeShape::Unit => {
                <()>::deserialize(d)?;
                Value::Unit
            }
            SerdeShape::Bool => Value::Bool(bool::deserialize(d)?),
            SerdeShape::Int(ty) => integer(d, *ty)?,
            SerdeShape::Float => Value::Float(f64::deserialize(d)?),
            SerdeShape::Char => Value::Char(char::deserialize(d)?),
            SerdeShape::String => Value::String(String::deserialize(d)?),
            SerdeShape::Bytes => Value::Bytes(Vec::<u8>::deserialize(d)?, BytesKind::Vec),
            SerdeShape::Json => Value::Json(Rc::new(serde_json::Value::deserialize(d)?)),
            SerdeShape::List(item) => d.deserialize_seq(ListVisitor(self.with(item)))?,
            SerdeShape::Option(inner) => d.deserialize_option(OptionVisitor(self.with(inner)))?,
            SerdeShape::Map(key, value) => {
                d.deserialize_map(MapVisitor(self.with(key), self.with(value)))?
            }
            SerdeShape::User(ty) => match self.target.types.get(ty) {
                Some(UserShape::Struct {
                    name: type_name,
                    fields,
                    defaults,
                    deny_unknown_fields,
                }) => {
                    let visitor = StructVisitor {
                        expecting: format!("struct {type_name}"),
                        ty: *ty,
                        variant: None,
                        fields,
                        defaults,
                        deny_unknown_fields: *deny_unknown_fields,
                        target: self.target,
                    };
                    let names = list(fields.iter().map(|(field, _)| field.as_str()));
                    d.deserialize_struct(name(type_name), names, visitor)?
                }
                Some(UserShape::Enum {
                    name: type_name,
                    variants,
                }) => {
                    let names = list(variants.iter().map(VariantShape::name));
                    let visitor = EnumVisitor {
                        type_name,
                        ty: *ty,
                        variants,
                        target: self.target,
                    };
                    d.deserialize_enum(name(type_name), names, visitor)?
                }
                None => return Err(D::Error::custom("bufscope does not know this type")),
            },
        })
    }
}

impl<'a> Seed<'a> {
    fn with(self, shape: &'a SerdeShape) -> Seed<'a> {
        Seed {
            shape,
            target: self.target,
        }
    }
}

/// An integer by its type's own `Deserialize` (its range checks and messages).
fn integer<'de, D: Deserializer<'de>>(d: D, ty: IntTy) -> Result<Value, D::Error> {
    let n: i128 = match ty {
        IntTy::I8 => i8::deserialize(d)?.into(),
        IntTy::I16 => i16::deserialize(d)?.into(),
        IntTy::I32 | IntTy::Default => i32::deserialize(d)?.into(),
        IntTy::I64 => i64::deserialize(d)?.into(),
        IntTy::I128 => i128::deserialize(d)?,
        IntTy::Isize => isize::deserialize(d)? as i128,
        IntTy::U8 => u8::deserialize(d)?.into(),
        IntTy::U16 => u16::deserialize(d)?.into(),
        IntTy::U32 => u32::deserialize(d)?.into(),
        IntTy::U64 => u64::deserialize(d)?.into(),
        IntTy::U128 => i128::try_from(u128::deserialize(d)?)
            .map_err(|_| D::Error::custom("bufscope keeps integers within i128"))?,
        IntTy::Usize => usize::deserialize(d)? as i128,
    };
    Ok(Value::Int(n, ty))
}

/// serde's visitor for `Vec<T>`.
struct ListVisitor<'a>(Seed<'a>);

impl<'de> Visitor<'de> for ListVisitor<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a sequence")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(self.0)? {
            items.push(item);
        }
        Ok(Value::List(items))
    }
}

/// serde's visitor for `Option<T>`.
struct OptionVisitor<'a>(Seed<'a>);

impl<'de> Visitor<'de> for OptionVisitor<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("option")
    }

    fn visit_unit<E: Error>(self) -> Result<Value, E> {
        Ok(Value::None)
    }

    fn visit_none<E: Error>(self) -> Result<Value, E> {
        Ok(Value::None)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        Ok(Value::Some(Box::new(self.0.deserialize(d)?)))
    }
}

/// serde's visitor for `BTreeMap<K, V>`: entries in order, a later key replacing the value.
struct MapVisitor<'a>(Seed<'a>, Seed<'a>);

impl<'de> Visitor<'de> for MapVisitor<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a map")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut entries = Entries::default();
        while let Some((key, value)) = map.next_entry_seed(self.0, self.1)? {
            let Some(ordered) = MapKey::of(&key) else {
                return Err(A::Error::custom("bufscope cannot order this key"));
            };
            match entries.0.get_mut(&ordered) {
                Some((_, slot)) => *slot.borrow_mut() = value,
                None => {
                    entries
                        .0
                        .insert(ordered, (key, Rc::new(RefCell::new(value))));
                }
            }
        }
        Ok(Value::Map(true, entries))
    }
}

/// What the derive's `visit_seq`/`visit_map` build a struct (or a struct variant) from.
struct StructVisitor<'a> {
    /// `struct Person`, `struct variant Shape::Rect`.
    expecting: String,
    ty: usize,
    variant: Option<usize>,
    fields: &'a [(String, SerdeShape)],
    /// Which fields a missing key leaves at their `Default` (`#[serde(default)]`).
    defaults: &'a [bool],
    deny_unknown_fields: bool,
    target: &'a SerdeTarget,
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
            SerdeShape::Char => DefaultOf::Char,
            SerdeShape::String => DefaultOf::String,
            SerdeShape::Bytes => DefaultOf::Bytes,
            SerdeShape::List(_) => DefaultOf::List,
            SerdeShape::Option(_) => DefaultOf::None,
            SerdeShape::Map(..) => DefaultOf::Map(true),
            SerdeShape::Json => return Some(Value::Json(Rc::new(serde_json::Value::Null))),
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

/// The derive's visitor of an externally tagged enum.
struct EnumVisitor<'a> {
    type_name: &'a str,
    ty: usize,
    variants: &'a [VariantShape],
    target: &'a SerdeTarget,
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
