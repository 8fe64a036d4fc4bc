//! serde_json's functions: serializing any value bufscope keeps (`to_string`, `to_writer`,
//! `to_vec`, `to_value`, pretty or not) and deserializing into the `T` the checker resolved
//! (`from_str`, `from_slice`, `from_reader`, `from_value`). serde_json does the work over
//! `serde_derive`'s impls of serde's traits for the interpreter's values; readers and writers
//! are reached through std's own types, as the compiled program's are.

use std::io::{self, Write};
use std::rc::Rc;

use serde_core::Serialize;
use serde_json::ser::{CompactFormatter, Formatter, PrettyFormatter};

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
                let result = self.record_op(span, label.clone(), Some(&writer), |_| {
                    let mut through = JsonOut::Stream(WriteThrough(writer.clone()));
                    let result = write_json(&mut through, &serialized, pretty);
                    Ok(json(result.map(|()| Value::Unit)))
                });
                self.drop_value(Value::Stream(writer), span, "writer");
                result
            }
            // serde_json's `to_vec` is `to_writer` into a `Vec::with_capacity(128)`, and
            // `to_string` is `to_vec`'s bytes (always UTF-8) as a `String`.
            "serde_json::to_string" | "serde_json::to_string_pretty" => {
                let mut bytes = Vec::with_capacity(128);
                let result = write_json(&mut JsonOut::Bytes(&mut bytes), &serialized, pretty);
                match result.map(|()| String::from_utf8(bytes)) {
                    Ok(Err(_)) => Err(fatal(span, "serde_json wrote bytes that are not UTF-8")),
                    Ok(Ok(text)) => Ok(json(Ok(Value::String(text)))),
                    Err(error) => Ok(json(Err(error))),
                }
            }
            "serde_json::to_vec" | "serde_json::to_vec_pretty" => {
                let mut bytes = Vec::with_capacity(128);
                let result = write_json(&mut JsonOut::Bytes(&mut bytes), &serialized, pretty);
                Ok(json(result.map(|()| Value::Bytes(bytes, BytesKind::Vec))))
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
                let result = self.record_op(span, label, Some(&reader), |me| {
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
                self.record_op(span, label, Some(&reader), |_| {
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

/// Where serde_json writes: a `Vec` (`to_vec`, `to_string`) or a script's writer
/// (`to_writer`). One writer type for all of them keeps one instantiation of serde_json's
/// serializer per formatter in the worker instead of one per writer type.
enum JsonOut<'a> {
    Bytes(&'a mut Vec<u8>),
    Stream(WriteThrough),
}

impl Write for JsonOut<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            JsonOut::Bytes(bytes) => bytes.write(buf),
            JsonOut::Stream(through) => through.write(buf),
        }
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            JsonOut::Bytes(bytes) => bytes.write_all(buf),
            JsonOut::Stream(through) => through.write_all(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            JsonOut::Bytes(bytes) => bytes.flush(),
            JsonOut::Stream(through) => through.flush(),
        }
    }
}

/// serde_json's `to_writer` (its `CompactFormatter`) or `to_writer_pretty` (its
/// `PrettyFormatter`), through one serializer type.
fn write_json(
    out: &mut JsonOut<'_>,
    value: &Serialized<'_>,
    pretty: bool,
) -> Result<(), serde_json::Error> {
    let style = if pretty {
        JsonStyle::Pretty(PrettyFormatter::new())
    } else {
        JsonStyle::Compact(CompactFormatter)
    };
    value.serialize(&mut serde_json::Serializer::with_formatter(out, style))
}

/// serde_json's two formatters as one type. `CompactFormatter` keeps every default method of
/// `Formatter`; `PrettyFormatter` overrides the nine below, which go to whichever this is.
enum JsonStyle<'a> {
    Compact(CompactFormatter),
    Pretty(PrettyFormatter<'a>),
}

/// `JsonStyle`'s method `$name(writer, $arg…)` as the formatter it holds runs it.
macro_rules! by_style {
    ($($name:ident($($arg:ident: $ty:ty),*);)*) => {
        $(fn $name<W: ?Sized + Write>(&mut self, writer: &mut W $(, $arg: $ty)*) -> io::Result<()> {
            match self {
                JsonStyle::Compact(f) => f.$name(writer $(, $arg)*),
                JsonStyle::Pretty(f) => f.$name(writer $(, $arg)*),
            }
        })*
    };
}

impl Formatter for JsonStyle<'_> {
    by_style! {
        begin_array();
        end_array();
        begin_array_value(first: bool);
        end_array_value();
        begin_object();
        end_object();
        begin_object_key(first: bool);
        begin_object_value();
        end_object_value();
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
