//! `Deserialize` for a type the checker resolved ([`SerdeTarget`]): std's impls for std's types
//! (the genuine `u8::deserialize`, `String::deserialize`…, or the same visitor for `Vec` and
//! `Option` when their items are the script's), and for the script's types what
//! `#[derive(Deserialize)]` generates: a struct from a map (unknown keys ignored, a key twice
//! `duplicate_field`, a missing one `missing_field` unless it is an `Option`) or from a
//! sequence in declaration order, an enum externally tagged.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use serde_core::Deserialize;
use serde_core::de::{DeserializeSeed, Deserializer, Error, MapAccess, SeqAccess, Visitor};

use super::super::int_ty::IntTy;
use super::super::serde_shape::{SerdeShape, SerdeTarget, UserShape, VariantShape};
use super::super::value::{BytesKind, Entries, MapKey, Value};
use super::names::{list, name};

mod derived_enum;
mod derived_struct;

use derived_enum::EnumVisitor;
use derived_struct::StructVisitor;

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
            SerdeShape::F32 => Value::F32(f32::deserialize(d)?),
            SerdeShape::Char => Value::Char(char::deserialize(d)?),
            SerdeShape::String => Value::String(String::deserialize(d)?),
            SerdeShape::Bytes => Value::Bytes(Vec::<u8>::deserialize(d)?, BytesKind::Vec),
            SerdeShape::Json => Value::Json(Rc::new(serde_json::Value::deserialize(d)?)),
            SerdeShape::JsonMap => Value::JsonMap(Rc::new(serde_json::Map::deserialize(d)?)),
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
