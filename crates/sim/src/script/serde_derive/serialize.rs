//! `Serialize` for the interpreter's values, as std's impls and `#[derive(Serialize)]` write
//! them: integers by their type, `Vec` as a sequence, `Option` as `serialize_some`/`none`, a
//! script's struct with `serialize_struct` and its fields in declaration order, an enum's
//! variant externally tagged.

use serde_core::ser::{
    Error, Serialize, SerializeMap, SerializeSeq, SerializeStruct, SerializeStructVariant,
    SerializeTuple, SerializeTupleStruct, SerializeTupleVariant, Serializer,
};

use super::super::int_ty::IntTy;
use super::super::serde_shape::{DeclaredType, FieldsForm};
use super::super::value::{BytesKind, Fields, Slot, Value};
use super::names::name;

/// A value and the script's declared types, which name its structs' fields.
#[derive(Debug)]
pub struct Serialized<'a> {
    pub value: &'a Value,
    pub types: &'a [DeclaredType],
}

impl Serialized<'_> {
    fn nested<'b>(&'b self, value: &'b Value) -> Serialized<'b> {
        Serialized {
            value,
            types: self.types,
        }
    }
}

impl Serialize for Serialized<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.value {
            Value::Unit => s.serialize_unit(),
            Value::Bool(b) => s.serialize_bool(*b),
            Value::Int(n, ty) => integer(s, *n, *ty),
            Value::Float(x) => s.serialize_f64(*x),
            Value::F32(x) => s.serialize_f32(*x),
            Value::Char(c) => s.serialize_char(*c),
            Value::Str(text) => s.serialize_str(text),
            Value::String(text) => s.serialize_str(text),
            // `[u8; N]` is a tuple to serde, `Vec<u8>` and `&[u8]` a sequence.
            Value::Bytes(bytes, BytesKind::Array) => {
                let mut tuple = s.serialize_tuple(bytes.len())?;
                for byte in bytes {
                    tuple.serialize_element(byte)?;
                }
                tuple.end()
            }
            Value::Bytes(bytes, _) => s.collect_seq(bytes),
            Value::SliceRef(slot, start, end) => match &*slot.borrow() {
                Value::Bytes(bytes, _) => s.collect_seq(bytes.get(*start..*end).unwrap_or(&[])),
                // `&mut v[a..b]` of a vector: the items it views, as the slice `[T]` is.
                Value::List(items) => s.collect_seq(
                    items
                        .get(*start..*end)
                        .unwrap_or(&[])
                        .iter()
                        .map(|item| self.nested(item)),
                ),
                other => Err(S::Error::custom(unserializable(other))),
            },
            Value::List(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(&self.nested(item))?;
                }
                seq.end()
            }
            Value::Tuple(items) => {
                let mut tuple = s.serialize_tuple(items.len())?;
                for item in items {
                    tuple.serialize_element(&self.nested(item))?;
                }
                tuple.end()
            }
            Value::Some(inner) => s.serialize_some(&self.nested(inner)),
            Value::None => s.serialize_none(),
            Value::Json(json) => json.serialize(s),
            Value::JsonMap(map) => map.serialize(s),
            Value::Map(_, entries) => {
                let mut map = s.serialize_map(Some(entries.0.len()))?;
                for (key, slot) in entries.0.values() {
                    map.serialize_entry(&self.nested(key), &self.nested(&slot.borrow()))?;
                }
                map.end()
            }
            Value::Set(_, entries) => {
                let mut seq = s.serialize_seq(Some(entries.0.len()))?;
                for (key, _) in entries.0.values() {
                    seq.serialize_element(&self.nested(key))?;
                }
                seq.end()
            }
            Value::Ref(slot) => self.nested(&slot.borrow()).serialize(s),
            Value::Struct(ty, fields) => match self.types.get(*ty) {
                Some(declared) => self.structure(s, declared, fields),
                None => Err(S::Error::custom(unserializable(self.value))),
            },
            Value::Enum(ty, variant, fields) => {
                match self
                    .types
                    .get(*ty)
                    .and_then(|d| Some((d, d.variants.get(*variant)?)))
                {
                    Some((declared, variant_def)) => {
                        self.variant(s, declared, *variant, variant_def, fields)
                    }
                    None => Err(S::Error::custom(unserializable(self.value))),
                }
            }
            other => Err(S::Error::custom(unserializable(other))),
        }
    }
}

impl Serialized<'_> {
    /// A struct as `#[derive(Serialize)]` writes it.
    fn structure<S: Serializer>(
        &self,
        s: S,
        declared: &DeclaredType,
        fields: &Fields,
    ) -> Result<S::Ok, S::Error> {
        let type_name = name(&declared.name);
        match declared.form {
            FieldsForm::Unit => s.serialize_unit_struct(type_name),
            FieldsForm::Tuple if fields.0.len() == 1 => {
                s.serialize_newtype_struct(type_name, &self.nested(&fields.0[0].borrow()))
            }
            FieldsForm::Tuple => {
                let mut tuple = s.serialize_tuple_struct(type_name, fields.0.len())?;
                for field in &fields.0 {
                    tuple.serialize_field(&self.nested(&field.borrow()))?;
                }
                tuple.end()
            }
            FieldsForm::Named => {
                // `skip_serializing_if = "Option::is_none"`: left out, and not counted.
                let skipped = |index: usize, slot: &Slot| {
                    declared.skip_none.get(index).copied().unwrap_or(false)
                        && matches!(slot.borrow().deref(), Value::None)
                };
                let len = (fields.0.iter().enumerate())
                    .filter(|(index, slot)| !skipped(*index, slot))
                    .count();
                let mut state = s.serialize_struct(type_name, len)?;
                for (index, (field, slot)) in declared.fields.iter().zip(&fields.0).enumerate() {
                    if skipped(index, slot) {
                        state.skip_field(name(field))?;
                    } else {
                        state.serialize_field(name(field), &self.nested(&slot.borrow()))?;
                    }
                }
                state.end()
            }
        }
    }

    /// An enum's variant, externally tagged, as `#[derive(Serialize)]` writes it.
    fn variant<S: Serializer>(
        &self,
        s: S,
        declared: &DeclaredType,
        index: usize,
        (variant, form, names): &(String, FieldsForm, Vec<String>),
        fields: &Fields,
    ) -> Result<S::Ok, S::Error> {
        let (type_name, variant) = (name(&declared.name), name(variant));
        let index = u32::try_from(index).unwrap_or(u32::MAX);
        match form {
            FieldsForm::Unit => s.serialize_unit_variant(type_name, index, variant),
            FieldsForm::Tuple if fields.0.len() == 1 => s.serialize_newtype_variant(
                type_name,
                index,
                variant,
                &self.nested(&fields.0[0].borrow()),
            ),
            FieldsForm::Tuple => {
                let mut tuple =
                    s.serialize_tuple_variant(type_name, index, variant, fields.0.len())?;
                for field in &fields.0 {
                    tuple.serialize_field(&self.nested(&field.borrow()))?;
                }
                tuple.end()
            }
            FieldsForm::Named => {
                let mut state =
                    s.serialize_struct_variant(type_name, index, variant, fields.0.len())?;
                for (field, slot) in names.iter().zip(&fields.0) {
                    state.serialize_field(name(field), &self.nested(&slot.borrow()))?;
                }
                state.end()
            }
        }
    }
}

/// An integer as its type's `Serialize` writes it (`usize` as `u64`, `isize` as `i64`).
fn integer<S: Serializer>(s: S, n: i128, ty: IntTy) -> Result<S::Ok, S::Error> {
    // The interpreter keeps every integer within its type's range.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    match ty {
        IntTy::I8 => s.serialize_i8(n as i8),
        IntTy::I16 => s.serialize_i16(n as i16),
        IntTy::I32 | IntTy::Default => s.serialize_i32(n as i32),
        IntTy::I64 | IntTy::Isize => s.serialize_i64(n as i64),
        IntTy::I128 => s.serialize_i128(n),
        IntTy::U8 => s.serialize_u8(n as u8),
        IntTy::U16 => s.serialize_u16(n as u16),
        IntTy::U32 => s.serialize_u32(n as u32),
        IntTy::U64 | IntTy::Usize => s.serialize_u64(n as u64),
        IntTy::U128 => s.serialize_u128(n as u128),
    }
}

/// What the checker let through but bufscope cannot hand to serde (never a script's error).
fn unserializable(value: &Value) -> String {
    format!("bufscope cannot serialize a `{}`", value.type_name())
}
