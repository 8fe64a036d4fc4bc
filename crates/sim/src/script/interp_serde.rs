//! serde_json's functions: serializing any value bufscope keeps (`to_string`, `to_writer`,
//! `to_vec`, `to_value`, pretty or not) and deserializing into the `T` the checker resolved
//! (`from_str`, `from_slice`, `from_reader`, `from_value`). serde_json does the work over
//! `serde_derive`'s impls of serde's traits for the interpreter's values; readers and writers
//! are reached through std's own types, as the compiled program's are.

use std::rc::Rc;

use super::interp_call::{ReadThrough, WriteThrough};
use super::interpreter::{Eval, Interpreter, fatal};
use super::ir::{Expr, Shape, TypeDef};
use super::serde_derive::{Serialized, deserialize};
use super::serde_shape::{DeclaredType, FieldsForm, SerdeTarget};
use super::value::{BytesKind, ErrorValue, Value};
use crate::trace::Span;

impl Interpreter<'_> {
    /// A serializing serde_json call, or `None` for any other path.
    pub(super) fn serialize_call(
        &mut self,
        path: &str,
        values: &mut Vec<Value>,
        span: Span,
        label: &Rc<str>,
    ) -> Option<Eval> {
        let wanted = match path {
            "serde_json::to_writer" | "serde_json::to_writer_pretty" => 2,
            "serde_json::to_string"
            | "serde_json::to_string_pretty"
            | "serde_json::to_vec"
            | "serde_json::to_vec_pretty"
            | "serde_json::to_value" => 1,
            _ => return None,
        };
        if values.len() != wanted {
            return Some(Err(fatal(
                span,
                format!(
                    "`{path}` takes {wanted} argument(s) but {} were given",
                    values.len()
                ),
            )));
        }
        let types = declared_types(&self.program.types);
        let pretty = path.ends_with("pretty");
        let json = |result: Result<Value, serde_json::Error>| match result {
            Ok(value) => Value::ok(value),
            Err(error) => Value::Err(ErrorValue::Json(Rc::new(error))),
        };
        let value = values.pop().unwrap_or_default();
        let serialized = Serialized {
            value: &value,
            types: &types,
        };
        Some(match path {
            "serde_json::to_writer" | "serde_json::to_writer_pretty" => {
                let writer = match self.stream_of(values.swap_remove(0), span) {
                    Ok(writer) => writer,
                    Err(flow) => return Some(Err(flow)),
                };
                let result = self.record_op(span, label.clone(), Some(writer.clone()), |_| {
                    let mut through = WriteThrough(writer.clone());
                    let result = if pretty {
                        serde_json::to_writer_pretty(&mut through, &serialized)
                    } else {
                        serde_json::to_writer(&mut through, &serialized)
                    };
                    Ok(json(result.map(|()| Value::Unit)))
                });
                self.drop_value(Value::Stream(writer), span, "writer");
                result
            }
            "serde_json::to_string" | "serde_json::to_string_pretty" => Ok(json(if pretty {
                serde_json::to_string_pretty(&serialized).map(Value::String)
            } else {
                serde_json::to_string(&serialized).map(Value::String)
            })),
            "serde_json::to_vec" | "serde_json::to_vec_pretty" => {
                let bytes = |bytes| Value::Bytes(bytes, BytesKind::Vec);
                Ok(json(if pretty {
                    serde_json::to_vec_pretty(&serialized).map(bytes)
                } else {
                    serde_json::to_vec(&serialized).map(bytes)
                }))
            }
            _ => Ok(json(
                serde_json::to_value(&serialized).map(|v| Value::Json(Rc::new(v))),
            )),
        })
    }

    /// A deserializing serde_json call into `target`, as serde_json's own function runs it:
    /// the value, then (for text) nothing but whitespace after it.
    pub(super) fn eval_deserialize(
        &mut self,
        path: &str,
        target: &SerdeTarget,
        args: &[Expr],
        span: Span,
    ) -> Eval {
        let [arg] = args else {
            return Err(fatal(span, format!("`{path}` takes 1 argument")));
        };
        let input = self.eval_moving(arg)?;
        let json = |result: Result<Value, serde_json::Error>| match result {
            Ok(value) => Value::ok(value),
            Err(error) => Value::Err(ErrorValue::Json(Rc::new(error))),
        };
        match path {
            "serde_json::from_reader" => {
                let reader = self.stream_of(input, span)?;
                let label = self.text_of(span);
                let result = self.record_op(span, label, Some(reader.clone()), |me| {
                    let read = ReadThrough(reader.clone(), me.kernel.clone());
                    let mut de = serde_json::Deserializer::from_reader(read);
                    Ok(json(deserialize(target, &mut de).and_then(|value| {
                        de.end()?;
                        Ok(value)
                    })))
                });
                // `from_reader` took the reader by value: it is dropped now.
                self.drop_value(Value::Stream(reader), span, "reader");
                result
            }
            // `T::deserialize(&mut de)`: one value from the deserializer, which keeps what it
            // read beyond it (no `end`).
            _ if path.ends_with("::deserialize") => {
                let Value::JsonDeserializer(de) = input.deref() else {
                    return Err(fatal(span, "expected a `&mut serde_json::Deserializer`"));
                };
                let reader = de.borrow().stream.clone();
                let label = self.text_of(span);
                self.record_op(span, label, Some(reader), |_| {
                    let Ok(mut de) = de.try_borrow_mut() else {
                        return Err(fatal(span, "the deserializer is in use"));
                    };
                    Ok(json(deserialize(target, &mut de.deserializer)))
                })
            }
            "serde_json::from_value" => match input.deref() {
                Value::Json(value) => Ok(json(deserialize(target, (*value).clone()))),
                other => Err(fatal(
                    span,
                    format!(
                        "expected a `serde_json::Value`, found `{}`",
                        other.type_name()
                    ),
                )),
            },
            // `from_str` and `from_slice` parse the same way (a `&str` is valid UTF-8, so
            // `from_str` only skips checks that cannot fail): one parser for both.
            _ => {
                let bytes = self.bytes_arg(&input, span)?;
                let mut de = serde_json::Deserializer::from_slice(&bytes);
                Ok(json(deserialize(target, &mut de).and_then(|value| {
                    de.end()?;
                    Ok(value)
                })))
            }
        }
    }
}

/// The script's types as their derived `Serialize` names them.
fn declared_types(types: &[TypeDef]) -> Vec<DeclaredType> {
    let form = |shape: Shape| match shape {
        Shape::Named => FieldsForm::Named,
        Shape::Tuple => FieldsForm::Tuple,
        Shape::Unit => FieldsForm::Unit,
    };
    let names = |fields: &[super::ir::FieldDef]| {
        fields
            .iter()
            .map(|f| f.serde.rename.clone().unwrap_or_else(|| f.name.clone()))
            .collect()
    };
    types
        .iter()
        .map(|def| DeclaredType {
            name: def.name.clone(),
            form: form(def.shape),
            fields: names(&def.fields),
            skip_none: def.fields.iter().map(|f| f.serde.skip_none).collect(),
            variants: def
                .variants
                .iter()
                .flatten()
                .map(|v| (v.name.clone(), form(v.shape), names(&v.fields)))
                .collect(),
        })
        .collect()
}
