//! How std's I/O objects look to `{:?}`: each type's own `Debug`, built from what the stream
//! shows of itself (its type, its buffer, the layer below), so `{:?}` and `{:#?}` print what
//! the compiled program prints: `BufWriter { writer: [], buffer: 0/8192 }`, `Stdout { .. }`.

use std::fmt;

use super::Value;
use crate::format::opaque::Opaque;
use crate::stack::stream::Stream;

/// A std I/O object as its `Debug` shows it.
pub(super) enum StreamDebug {
    /// A type that shows no fields: `Stdout { .. }`.
    Fieldless(&'static str),
    /// A unit struct: `Sink`.
    Unit(&'static str),
    /// A struct with its fields; `more` when std ends it with `..` (`LineWriter`).
    Struct {
        name: &'static str,
        fields: Vec<(&'static str, Field)>,
        more: bool,
    },
}

/// A field of a [`StreamDebug::Struct`].
pub(super) enum Field {
    Layer(Box<StreamDebug>),
    Bytes(Vec<u8>),
    Text(String),
    Number(u64),
    /// A buffer's `len/capacity`, as std's buffered types show it.
    Filled(usize, usize),
}

impl StreamDebug {
    /// The `Debug` of `stream`, when bufscope knows how std shows that type (a `File`'s shows
    /// its path and mode, found by syscalls bufscope does not make for it: `None`).
    pub(super) fn of(stream: &dyn Stream) -> Option<StreamDebug> {
        let name = stream.type_name();
        let base = name.split('<').next().unwrap_or_default();
        let fieldless = [
            "Stdout",
            "StdoutLock",
            "Stderr",
            "StderrLock",
            "Stdin",
            "StdinLock",
            "Repeat",
        ];
        if let Some(&shown) = fieldless.iter().find(|&&shown| shown == base) {
            return Some(StreamDebug::Fieldless(shown));
        }
        let below = || -> Option<Field> {
            let inner = stream.inner()?;
            let inner = inner.borrow();
            Field::of(&**inner)
        };
        Some(match base {
            "Sink" => StreamDebug::Unit("Sink"),
            "Empty" => StreamDebug::Unit("Empty"),
            "Vec" => return None,
            "Cursor" => {
                let bytes = stream.memory()?.to_vec();
                // A cursor over text shows the text (`Cursor<String>`, `Cursor<&str>`).
                let inner = if name.contains("str") || name.contains("String") {
                    Field::Text(String::from_utf8(bytes).ok()?)
                } else {
                    Field::Bytes(bytes)
                };
                StreamDebug::Struct {
                    name: "Cursor",
                    fields: vec![("inner", inner), ("pos", Field::Number(stream.position()?))],
                    more: false,
                }
            }
            "BufReader" | "BufWriter" | "LineWriter" => {
                let view = stream.buffer(0)?;
                let (name, inner): (&'static str, &'static str) = match base {
                    "BufReader" => ("BufReader", "reader"),
                    "BufWriter" => ("BufWriter", "writer"),
                    _ => ("LineWriter", "writer"),
                };
                StreamDebug::Struct {
                    name,
                    fields: vec![
                        (inner, below()?),
                        ("buffer", Field::Filled(view.len, view.capacity)),
                    ],
                    more: name == "LineWriter",
                }
            }
            "Take" => StreamDebug::Struct {
                name: "Take",
                fields: vec![
                    ("inner", below()?),
                    ("len", Field::Number(stream.take_len()?)),
                    ("limit", Field::Number(stream.take_limit()?)),
                ],
                more: false,
            },
            _ => return None,
        })
    }
}

impl Field {
    /// A layer below another: a `Vec<u8>` shows its bytes, any other its own `Debug`.
    fn of(stream: &dyn Stream) -> Option<Field> {
        match stream.type_name().as_str() {
            "Vec<u8>" => Some(Field::Bytes(stream.memory()?.to_vec())),
            _ => StreamDebug::of(stream).map(|layer| Field::Layer(Box::new(layer))),
        }
    }
}

impl fmt::Debug for StreamDebug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StreamDebug::Fieldless(name) => f.debug_struct(name).finish_non_exhaustive(),
            StreamDebug::Unit(name) => f.write_str(name),
            StreamDebug::Struct { name, fields, more } => {
                let mut shown = f.debug_struct(name);
                for (field, value) in fields {
                    shown.field(field, value);
                }
                if *more {
                    shown.finish_non_exhaustive()
                } else {
                    shown.finish()
                }
            }
        }
    }
}

impl fmt::Debug for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Layer(layer) => layer.fmt(f),
            Field::Bytes(bytes) => bytes.fmt(f),
            Field::Text(text) => text.fmt(f),
            Field::Number(n) => n.fmt(f),
            Field::Filled(len, capacity) => write!(f, "{len}/{capacity}"),
        }
    }
}

/// Only `{:?}` reaches it: std's I/O objects have no `Display` (the checker refuses `{}`).
impl fmt::Display for StreamDebug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl Opaque for StreamDebug {
    fn type_name(&self) -> String {
        match self {
            StreamDebug::Fieldless(name) | StreamDebug::Unit(name) => (*name).to_string(),
            StreamDebug::Struct { name, .. } => (*name).to_string(),
        }
    }
}

/// The type of a std I/O object inside `value` (itself, or in an `Option`, an `Ok`, a tuple or
/// a list) whose `Debug` bufscope cannot show as std does: `File { fd, path, read, write }`
/// takes a `readlink` and an `fcntl` bufscope does not make for it. `None` when every one can.
pub(in crate::script) fn unshown_stream(value: &Value) -> Option<String> {
    match value {
        Value::Stream(stream) => {
            let stream = stream.borrow();
            match StreamDebug::of(&**stream).is_none() && stream.memory().is_none() {
                true => Some(stream.type_name()),
                false => None,
            }
        }
        Value::Ref(slot) => unshown_stream(&slot.borrow()),
        Value::Some(inner) | Value::Ok(inner) => unshown_stream(inner),
        Value::Tuple(items) | Value::List(items) => items.iter().find_map(unshown_stream),
        _ => None,
    }
}
