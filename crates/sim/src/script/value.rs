//! Runtime values of the interpreter.

use std::cell::RefCell;
use std::fmt;
use std::io;
use std::rc::Rc;
use std::time::Duration;

mod closure;
mod fmt_op;
mod formatted;
mod iter_state;
mod lent_cursor;
mod lent_json;
mod map_entries;
mod read_through;
mod stream_debug;
mod unchanged;

pub use closure::Closure;
pub use fmt_op::FmtOp;
pub use formatted::fmt_value;
pub use iter_state::{Adapter, CaseMapping, IterState, LentItems};
pub use lent_cursor::LentCursor;
pub use lent_json::{LentJson, pointer_token};
pub use map_entries::{Entries, MapKey, map_entries};
pub use read_through::{JsonStreamDeserializer, ReadThrough};
pub(super) use stream_debug::unshown_stream;
pub use unchanged::unchanged;

/// Which of std's range types a range value is: what its `Debug` prints (`1..4`, `3..`, `..=2`)
/// beside the half-open range it covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RangeShape {
    /// `a..b`
    HalfOpen,
    /// `a..`
    From,
    /// `..b`
    To,
    /// `a..=b`
    Inclusive,
    /// `..=b`
    ToInclusive,
    /// `..`
    Full,
}

impl RangeShape {
    pub fn of(start: bool, end: bool, inclusive: bool) -> RangeShape {
        match (start, end, inclusive) {
            (true, true, false) => RangeShape::HalfOpen,
            (true, true, true) => RangeShape::Inclusive,
            (true, false, _) => RangeShape::From,
            (false, true, false) => RangeShape::To,
            (false, true, true) => RangeShape::ToInclusive,
            (false, false, _) => RangeShape::Full,
        }
    }

    /// The name of std's type of this shape, in `std::ops`.
    pub fn type_name(self) -> &'static str {
        match self {
            RangeShape::HalfOpen => "Range",
            RangeShape::From => "RangeFrom",
            RangeShape::To => "RangeTo",
            RangeShape::Inclusive => "RangeInclusive",
            RangeShape::ToInclusive => "RangeToInclusive",
            RangeShape::Full => "RangeFull",
        }
    }
}

use super::ir::IntTy;
use crate::stack::stream::StreamRef;

/// A variable's storage: references (`&mut x`) share it.
pub type Slot = Rc<RefCell<Value>>;

/// The variable a reference finally points at (`&&mut v` → `v`), without copying its value.
pub fn target_slot(slot: &Slot) -> Slot {
    let deeper = match &*slot.borrow() {
        Value::Ref(deeper) => Some(deeper.clone()),
        _ => None,
    };
    deeper.map_or_else(|| slot.clone(), |deeper| target_slot(&deeper))
}

/// An error value a `Result` can hold.
#[derive(Clone)]
pub enum ErrorValue {
    Io(Rc<io::Error>),
    Json(Rc<serde_json::Error>),
    /// Any other error value (`Err(format!(…))`, from `map_err` or `ok_or_else`).
    Value(Rc<Value>),
    /// An error std itself made (`env::var`'s `VarError`, `parse`'s `ParseIntError`,
    /// `str::from_utf8`'s `Utf8Error`): the genuine value, printed by its own `Debug` and
    /// `Display`, with the path rustc names its type by.
    Std(Rc<dyn std::error::Error>, &'static str),
}

impl fmt::Debug for ErrorValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorValue::Io(error) => match crate::kernel::Errno::of(error) {
                Some(errno) => errno.fmt_os_debug(f),
                None => fmt::Debug::fmt(error, f),
            },
            ErrorValue::Json(error) => fmt::Debug::fmt(error, f),
            ErrorValue::Value(value) => {
                fmt_value(value).fmt_trait(crate::format::spec::FmtTrait::Debug, f)
            }
            ErrorValue::Std(error, _) => fmt::Debug::fmt(error, f),
        }
    }
}

impl fmt::Display for ErrorValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorValue::Io(error) => fmt::Display::fmt(error, f),
            ErrorValue::Json(error) => fmt::Display::fmt(error, f),
            ErrorValue::Value(value) => {
                fmt_value(value).fmt_trait(crate::format::spec::FmtTrait::Display, f)
            }
            ErrorValue::Std(error, _) => fmt::Display::fmt(error, f),
        }
    }
}

/// What kind of byte sequence, for `Debug` and for what methods apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BytesKind {
    Vec,
    Array,
    /// A byte-string literal (`&'static [u8; N]`).
    Literal,
}

/// A value.
#[derive(Clone, Default)]
pub enum Value {
    #[default]
    Unit,
    /// A value that was moved out of its variable.
    Moved,
    Bool(bool),
    Int(i128, IntTy),
    Float(f64),
    F32(f32),
    Char(char),
    /// `&str`
    Str(Rc<str>),
    String(String),
    Bytes(Vec<u8>, BytesKind),
    /// A `Vec<T>` of anything but bytes (`Vec<String>`, `Vec<(String, u32)>`): its elements.
    List(Vec<Value>),
    Stream(StreamRef),
    Duration(Duration),
    /// `Instant`: the simulated clock when it was taken. In nanoseconds.
    Instant(u64),
    Ok(Box<Value>),
    Err(ErrorValue),
    /// An error itself: what `Err(e)` binds and `map_err`'s closure gets, when it is not a
    /// plain value (an `io::Error`, a `ParseIntError`…).
    Error(ErrorValue),
    /// `std::cmp::Reverse(x)`: `x`, ordered the other way.
    Reverse(Box<Value>),
    Some(Box<Value>),
    None,
    Json(Rc<serde_json::Value>),
    /// A `serde_json::Map` (what `as_object` lends), kept as serde_json's own map.
    JsonMap(Rc<serde_json::Map<String, serde_json::Value>>),
    Tuple(Vec<Value>),
    /// `a..b`, `a..=b`, `a..`, `..b`, `..=b`, `..` over integers, as the half-open range they
    /// cover (an open end is 0 or `i128::MAX`), and which of std's range types it is.
    Range(i128, i128, IntTy, RangeShape),
    /// `'a'..='z'`, `'a'..'e'`, `'a'..` over chars: the start and the end as written (an open
    /// end is `char::MAX`), and which of std's range types it is.
    CharRange(char, char, RangeShape),
    /// `&x` / `&mut x`: the variable's storage.
    Ref(Slot),
    /// `&mut buf[a..b]`: part of a byte buffer.
    SliceRef(Slot, usize, usize),
    /// `IoSlice::new(&buf)`: the bytes it points at.
    IoSlice(Rc<[u8]>),
    /// A raw file descriptor number from `as_raw_fd`.
    RawFd(i32),
    /// A lazy iterator (`reader.lines()`, `reader.bytes()`).
    Iter(Rc<RefCell<IterState>>),
    /// A `HashMap` (`true`: a `BTreeMap`) and its entries.
    Map(bool, Entries),
    /// A `HashSet` (`true`: a `BTreeSet`): its items as a map's keys, in order.
    Set(bool, Entries),
    /// `map.entry(key)`: the map's storage and the key.
    MapEntry(Slot, Box<Value>),
    /// `serde_json::Deserializer::from_reader(r)`: serde_json's own, reading through the stream.
    JsonDeserializer(Rc<RefCell<JsonStreamDeserializer>>),
    /// A `Path` or `PathBuf`: its text.
    Path(String),
    /// `fs::Metadata`: what `statx` told.
    Metadata(crate::kernel::sim_kernel::FileStat),
    /// `io::ErrorKind`.
    ErrorKind(io::ErrorKind),
    /// `process::ExitCode`: the status `main` returns.
    ExitCode(u8),
    /// `io::SeekFrom`.
    SeekFrom(io::SeekFrom),
    /// `net::SocketAddr`: what `accept`, `peer_addr` and `local_addr` give. Always IPv4 (the
    /// only addresses bufscope simulates), kept as `SocketAddrV4`, whose `Display` and `Debug`
    /// print what `SocketAddr::V4`'s do.
    SocketAddr(std::net::SocketAddrV4),
    /// `net::IpAddr` or `net::Ipv4Addr`: always IPv4, kept as std's `Ipv4Addr`, whose
    /// `Display` and `Debug` print what `IpAddr::V4`'s do.
    Ip(std::net::Ipv4Addr),
    /// `cmp::Ordering`: what `cmp` answers.
    Ordering(std::cmp::Ordering),
    /// `net::Shutdown`: which side `TcpStream::shutdown` closes.
    Shutdown(std::net::Shutdown),
    /// `fs::OpenOptions`: the options set so far.
    OpenOptions(crate::kernel::OpenMode),
    /// A closure with the variables it captured.
    Closure(Rc<Closure>),
    /// A value of the script's struct type (an index into the program's types).
    Struct(usize, Fields),
    /// A value of the script's enum type: the type, the variant's index, its fields.
    Enum(usize, usize, Fields),
    /// The `&mut fmt::Formatter` a script's `fmt` writes to: what it writes, in order (see
    /// [`super::interp_struct`]).
    Formatter(Rc<RefCell<Vec<FmtOp>>>),
}

/// A struct's fields, each in its own storage so that `&mut self.out` can point at one.
/// Cloning a struct value copies its fields into new storage (a copy, never an alias).
#[derive(Default)]
pub struct Fields(pub Vec<Slot>);

impl Clone for Fields {
    fn clone(&self) -> Self {
        Fields(
            self.0
                .iter()
                .map(|slot| Rc::new(RefCell::new(slot.borrow().clone())))
                .collect(),
        )
    }
}

impl fmt::Debug for Fields {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|slot| slot.borrow().clone()))
            .finish()
    }
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Unit => f.write_str("()"),
            Value::Moved => f.write_str("<moved>"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i, ty) => write!(f, "{i}{}", ty.name()),
            Value::Float(x) => write!(f, "{x}"),
            Value::F32(x) => write!(f, "{x}f32"),
            Value::Char(c) => write!(f, "{c:?}"),
            Value::Str(s) => write!(f, "&{s:?}"),
            Value::String(s) => write!(f, "String({s:?})"),
            Value::Bytes(b, kind) => write!(f, "{kind:?}({} bytes)", b.len()),
            Value::List(items) => f.debug_list().entries(items).finish(),
            Value::Stream(s) => write!(f, "{}", s.borrow().type_name()),
            Value::Duration(d) => write!(f, "{d:?}"),
            Value::Instant(ns) => write!(f, "Instant({ns} ns)"),
            Value::Ok(v) => write!(f, "Ok({v:?})"),
            Value::Err(e) => write!(f, "Err({e:?})"),
            Value::Error(e) => write!(f, "{e:?}"),
            Value::Some(v) => write!(f, "Some({v:?})"),
            Value::Reverse(v) => write!(f, "Reverse({v:?})"),
            Value::None => f.write_str("None"),
            Value::Json(v) => write!(f, "{v}"),
            Value::JsonMap(map) => write!(f, "{map:?}"),
            Value::Tuple(items) => f.debug_list().entries(items).finish(),
            Value::Range(a, b, ..) => write!(f, "{a}..{b}"),
            Value::CharRange(a, b, ..) => write!(f, "{a:?}..{b:?}"),
            Value::Ref(slot) => write!(f, "&{:?}", slot.borrow()),
            Value::SliceRef(_, a, b) => write!(f, "&mut [..][{a}..{b}]"),
            Value::IoSlice(b) => write!(f, "IoSlice({} bytes)", b.len()),
            Value::RawFd(fd) => write!(f, "fd {fd}"),
            Value::Iter(_) => f.write_str("<iterator>"),
            Value::Struct(ty, fields) => write!(f, "struct#{ty}{fields:?}"),
            Value::Enum(ty, variant, fields) => write!(f, "enum#{ty}::{variant}{fields:?}"),
            Value::Closure(_) => f.write_str("<closure>"),
            Value::OpenOptions(mode) => write!(f, "{mode:?}"),
            Value::Path(path) => write!(f, "{path:?}"),
            Value::Metadata(stat) => write!(f, "{stat:?}"),
            Value::SeekFrom(from) => write!(f, "{from:?}"),
            Value::SocketAddr(address) => write!(f, "{address:?}"),
            Value::Ip(ip) => write!(f, "{ip:?}"),
            Value::Shutdown(how) => write!(f, "{how:?}"),
            Value::Ordering(o) => write!(f, "{o:?}"),
            Value::ErrorKind(kind) => write!(f, "{kind:?}"),
            Value::ExitCode(code) => write!(f, "ExitCode(unix_exit_status({code}))"),
            Value::Map(_, entries) => write!(f, "map of {}", entries.0.len()),
            Value::Set(_, entries) => write!(f, "set of {}", entries.0.len()),
            Value::MapEntry(..) => f.write_str("Entry"),
            Value::JsonDeserializer(_) => f.write_str("Deserializer"),
            Value::Formatter(_) => f.write_str("Formatter"),
        }
    }
}

impl Value {
    /// A short description of the value's type for error messages.
    pub fn type_name(&self) -> String {
        match self {
            Value::Unit => "()".into(),
            Value::Moved => "a moved value".into(),
            Value::Bool(_) => "bool".into(),
            Value::Int(_, ty) => ty.name().into(),
            Value::Float(_) => "f64".into(),
            Value::F32(_) => "f32".into(),
            Value::Char(_) => "char".into(),
            Value::Str(_) => "&str".into(),
            Value::String(_) => "String".into(),
            Value::Bytes(_, BytesKind::Vec) => "Vec<u8>".into(),
            Value::Bytes(b, _) => format!("[u8; {}]", b.len()),
            Value::List(_) => "Vec".into(),
            Value::Stream(s) => s.borrow().type_name(),
            Value::Duration(_) => "Duration".into(),
            Value::Instant(_) => "Instant".into(),
            Value::Ok(_) | Value::Err(_) => "Result".into(),
            Value::Error(e) => crate::format::opaque::Opaque::type_name(e),
            Value::Some(_) | Value::None => "Option".into(),
            Value::Reverse(_) => "Reverse".into(),
            Value::Json(_) => "serde_json::Value".into(),
            Value::JsonMap(_) => "serde_json::Map<String, serde_json::Value>".into(),
            Value::Tuple(_) => "tuple".into(),
            Value::Range(..) => "Range".into(),
            Value::CharRange(..) => "Range<char>".into(),
            Value::Ref(slot) => format!("&{}", slot.borrow().type_name()),
            Value::SliceRef(of, ..) => match &*of.borrow() {
                Value::List(_) => "&mut [T]".into(),
                _ => "&mut [u8]".into(),
            },
            Value::IoSlice(_) => "IoSlice".into(),
            Value::RawFd(_) => "RawFd".into(),
            Value::Iter(_) => "iterator".into(),
            Value::Struct(..) => "struct".into(),
            Value::Enum(..) => "enum".into(),
            Value::Closure(_) => "closure".into(),
            Value::OpenOptions(_) => "OpenOptions".into(),
            Value::Path(_) => "Path".into(),
            Value::Metadata(_) => "Metadata".into(),
            Value::SeekFrom(_) => "SeekFrom".into(),
            Value::SocketAddr(_) => "SocketAddr".into(),
            Value::Ip(_) => "IpAddr".into(),
            Value::Shutdown(_) => "Shutdown".into(),
            Value::Ordering(_) => "Ordering".into(),
            Value::ErrorKind(_) => "ErrorKind".into(),
            Value::ExitCode(_) => "ExitCode".into(),
            Value::Map(false, _) => "HashMap".into(),
            Value::Map(true, _) => "BTreeMap".into(),
            Value::Set(false, _) => "HashSet".into(),
            Value::Set(true, _) => "BTreeSet".into(),
            Value::MapEntry(..) => "Entry".into(),
            Value::JsonDeserializer(_) => "serde_json::Deserializer".into(),
            Value::Formatter(_) => "Formatter".into(),
        }
    }

    /// Lets go of a value no longer needed. A scalar owns nothing, so it is forgotten in line
    /// rather than handed to the out-of-line drop of the whole enum (a call and a jump table,
    /// several times per loop iteration: the loop body's `()`, a format argument, a `let`'s
    /// old value).
    #[inline]
    pub fn discard(self) {
        if self.is_scalar() {
            std::mem::forget(self);
        } else {
            drop(self);
        }
    }

    /// Whether the value is a plain scalar: nothing of it lives on the heap or behind a handle.
    #[inline]
    pub fn is_scalar(&self) -> bool {
        matches!(
            self,
            Value::Unit
                | Value::Moved
                | Value::Bool(_)
                | Value::Int(..)
                | Value::Float(_)
                | Value::F32(_)
                | Value::Char(_)
                | Value::None
        )
    }

    /// [`Value::deref`] of a value no longer needed: one that is not a reference is given back
    /// as it is, not copied (an evaluated operand, a format argument).
    pub fn into_deref(self) -> Value {
        match self {
            Value::Ref(slot) => slot.borrow().deref(),
            other => other,
        }
    }

    /// Follows references to the value they point at (a copy of it).
    pub fn deref(&self) -> Value {
        match self {
            Value::Ref(slot) => slot.borrow().deref(),
            other => other.clone(),
        }
    }

    /// What a `&mut v[a..b]` view shows: a copy of the bytes or items it covers, as a
    /// vector; `None` for any other value, or a view its vector no longer covers.
    pub fn viewed(&self) -> Option<Value> {
        let Value::SliceRef(of, start, end) = self else {
            return None;
        };
        match &*of.borrow() {
            Value::Bytes(bytes, kind) => {
                Some(Value::Bytes(bytes.get(*start..*end)?.to_vec(), *kind))
            }
            Value::List(items) => Some(Value::List(items.get(*start..*end)?.to_vec())),
            _ => None,
        }
    }

    pub fn ok(value: Value) -> Value {
        Value::Ok(boxed(value))
    }

    /// The value a box holds, the box kept for the next [`Value::ok`]: a `?` on every I/O
    /// call's `Ok` (`f.read(&mut b)?`, `writeln!(w, …)?`) would otherwise free the box the call
    /// allocated, an allocation and a free per operation.
    pub fn unboxed(mut held: Box<Value>) -> Value {
        let value = std::mem::take(&mut *held);
        SPARE_BOXES.with(|spare| {
            if let Ok(mut spare) = spare.try_borrow_mut()
                && spare.len() < SPARE_BOX_LIMIT
            {
                spare.push(held);
            }
        });
        value
    }

    /// `Err(error)`: an error value wrapped.
    pub fn err_of(error: Value) -> Value {
        match error {
            Value::Error(error) => Value::Err(error),
            other => Value::Err(ErrorValue::Value(Rc::new(other))),
        }
    }

    /// The error of an `Err` as the value a closure or a pattern gets.
    pub fn error_value(error: &ErrorValue) -> Value {
        match error {
            ErrorValue::Value(value) => (**value).clone(),
            other => Value::Error(other.clone()),
        }
    }

    /// `look` at the value, or at what a reference to it points at, where it lives: no copy
    /// (`deref` would copy a 50 MB `Vec` to ask whether it is a path).
    pub fn peek<T>(&self, look: impl FnOnce(&Value) -> Option<T>) -> Option<T> {
        match self {
            Value::Ref(slot) => look(&target_slot(slot).borrow()),
            other => look(other),
        }
    }

    pub fn io_err(error: io::Error) -> Value {
        Value::Err(ErrorValue::Io(Rc::new(error)))
    }

    /// A `Result` from an `io::Result`.
    pub fn from_io<T>(result: io::Result<T>, ok: impl FnOnce(T) -> Value) -> Value {
        match result {
            Ok(value) => Value::ok(ok(value)),
            Err(error) => Value::io_err(error),
        }
    }
}

/// How many emptied boxes [`Value::unboxed`] keeps for reuse.
const SPARE_BOX_LIMIT: usize = 16;

thread_local! {
    /// Emptied boxes (each holding `Value::Unit`) that [`Value::ok`] fills before allocating.
    #[expect(clippy::vec_box, reason = "the boxes' allocations are what is kept for reuse")]
    static SPARE_BOXES: RefCell<Vec<Box<Value>>> = const { RefCell::new(Vec::new()) };
}

/// `Box::new(value)`, in a box [`Value::unboxed`] kept when there is one.
fn boxed(value: Value) -> Box<Value> {
    let spare = SPARE_BOXES.with(|spare| spare.try_borrow_mut().ok().and_then(|mut s| s.pop()));
    match spare {
        Some(mut held) => {
            // What it holds is the `Unit` `unboxed` left: nothing to drop.
            std::mem::replace(&mut *held, value).discard();
            held
        }
        None => Box::new(value),
    }
}

/// The text of a string-like value.
pub(super) fn text_of(value: &Value) -> Option<String> {
    match value {
        Value::Str(s) => Some(s.to_string()),
        Value::String(s) => Some(s.clone()),
        Value::Path(p) => Some(p.clone()),
        Value::Ref(slot) => text_of(&slot.borrow()),
        _ => None,
    }
}

/// The value `Default::default()` gives the type the checker resolved, for a type whose
/// default runs none of the script's code (see `Interpreter::make_default` for the rest).
pub(super) fn default_value(of: &super::ir::DefaultOf) -> Value {
    use super::ir::DefaultOf;
    match of {
        DefaultOf::Unit => Value::Unit,
        DefaultOf::Bool => Value::Bool(false),
        DefaultOf::Int(ty) => Value::Int(0, *ty),
        DefaultOf::Float => Value::Float(0.0),
        DefaultOf::F32 => Value::F32(0.0),
        DefaultOf::Char => Value::Char('\0'),
        DefaultOf::String => Value::String(String::new()),
        DefaultOf::Bytes => Value::Bytes(Vec::new(), BytesKind::Vec),
        DefaultOf::List => Value::List(Vec::new()),
        DefaultOf::None => Value::None,
        DefaultOf::Map(ordered) => Value::Map(*ordered, Entries::default()),
        DefaultOf::Set(ordered) => Value::Set(*ordered, Entries::default()),
        DefaultOf::Tuple(items) => Value::Tuple(items.iter().map(default_value).collect()),
        DefaultOf::Struct(ty, fields) => Value::Struct(
            *ty,
            Fields(
                fields
                    .iter()
                    .map(|field| Rc::new(RefCell::new(default_value(field))))
                    .collect(),
            ),
        ),
        // Made by `Interpreter::make_default`, which runs the function.
        DefaultOf::Script(_) => Value::Unit,
    }
}
