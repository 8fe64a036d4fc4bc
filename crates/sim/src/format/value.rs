//! Runtime values for placeholders, each formatted by the genuine std impl of the type it
//! stands for.
//!
//! Nothing here re-implements formatting: an `I32` is formatted by `i32`'s `Display`/`LowerHex`/…,
//! a `Vec` by `Vec<T>`'s `Debug`, an `Option` by `Option<T>`'s derived `Debug`, and so on.
//! Containers hold [`FmtValue`]s; their elements are formatted through a thin wrapper whose
//! `Debug` forwards to the element's own impl with the *same* `Formatter`, so the container's
//! std impl sees exactly what it would see with the real element type.
//!
//! `isize`/`usize` are modelled as 64-bit, as on the x86_64 Linux target being simulated (also
//! when this code runs on wasm32); they are formatted by the `i64`/`u64` impls, which produce
//! the same text and the same sequence of writes as `isize`/`usize` on a 64-bit target.

use std::fmt;
use std::time::Duration;

use super::spec::FmtTrait;

/// A runtime value to format.
#[derive(Debug, Clone, PartialEq)]
pub enum FmtValue {
    /// `i8`
    I8(i8),
    /// `i16`
    I16(i16),
    /// `i32`
    I32(i32),
    /// `i64`
    I64(i64),
    /// `i128`
    I128(i128),
    /// `isize` (64-bit)
    Isize(i64),
    /// `u8`
    U8(u8),
    /// `u16`
    U16(u16),
    /// `u32`
    U32(u32),
    /// `u64`
    U64(u64),
    /// `u128`
    U128(u128),
    /// `usize` (64-bit)
    Usize(u64),
    /// `f32`
    F32(f32),
    /// `f64`
    F64(f64),
    /// `bool`
    Bool(bool),
    /// `char`
    Char(char),
    /// `&str` or `String` (they format identically)
    Str(String),
    /// `()`
    Unit,
    /// `std::time::Duration`
    Duration(Duration),
    /// `Option<T>`
    Option(Option<Box<FmtValue>>),
    /// `Result<T, E>`
    Result(Result<Box<FmtValue>, Box<FmtValue>>),
    /// `Vec<T>` (also arrays and slices, whose `Debug` is the same)
    Vec(Vec<FmtValue>),
    /// A map's entries in its iteration order (`{k: v, …}` by `debug_map`).
    Map(Vec<(FmtValue, FmtValue)>),
    /// A set's items, in the order it iterates them (`{1, 2}`).
    Set(Vec<FmtValue>),
    /// A tuple of 0 to 12 elements (`()` when empty)
    Tuple(Vec<FmtValue>),
    /// Any other type with `Display` and `Debug`, formatted by its own impls.
    Opaque(super::opaque::OpaqueValue),
}

/// Formats `value` as `Debug` by forwarding to its own impl with the same `Formatter` (its
/// flags, `{:#?}`'s indentation): a field inside std's `debug_struct`/`debug_tuple` or a
/// derived `Debug`.
pub struct AsDebug<'a>(pub &'a FmtValue);

impl fmt::Debug for AsDebug<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt_trait(FmtTrait::Debug, f)
    }
}

/// Dispatches an integer to the impl of `$t`.
macro_rules! int_trait {
    ($v:expr, $t:expr, $f:expr) => {
        match $t {
            FmtTrait::Display => fmt::Display::fmt($v, $f),
            FmtTrait::Debug => fmt::Debug::fmt($v, $f),
            FmtTrait::LowerExp => fmt::LowerExp::fmt($v, $f),
            FmtTrait::UpperExp => fmt::UpperExp::fmt($v, $f),
            FmtTrait::Octal => fmt::Octal::fmt($v, $f),
            FmtTrait::Binary => fmt::Binary::fmt($v, $f),
            FmtTrait::LowerHex => fmt::LowerHex::fmt($v, $f),
            FmtTrait::UpperHex => fmt::UpperHex::fmt($v, $f),
            FmtTrait::Pointer => Err(fmt::Error),
        }
    };
}

/// Dispatches a float to the impl of `$t`.
macro_rules! float_trait {
    ($v:expr, $t:expr, $f:expr) => {
        match $t {
            FmtTrait::Display => fmt::Display::fmt($v, $f),
            FmtTrait::Debug => fmt::Debug::fmt($v, $f),
            FmtTrait::LowerExp => fmt::LowerExp::fmt($v, $f),
            FmtTrait::UpperExp => fmt::UpperExp::fmt($v, $f),
            _ => Err(fmt::Error),
        }
    };
}

/// Dispatches a value with only `Display` and `Debug`.
macro_rules! text_trait {
    ($v:expr, $t:expr, $f:expr) => {
        match $t {
            FmtTrait::Display => fmt::Display::fmt($v, $f),
            FmtTrait::Debug => fmt::Debug::fmt($v, $f),
            _ => Err(fmt::Error),
        }
    };
}

/// Formats a tuple of `AsDebug`s with the std tuple impl of the right arity.
macro_rules! tuple_debug {
    ($items:expr, $f:expr, $( [$($x:ident),+] )+) => {
        match $items {
            [] => fmt::Debug::fmt(&(), $f),
            $( [$($x),+] => fmt::Debug::fmt(&($(AsDebug($x),)+), $f), )+
            _ => Err(fmt::Error),
        }
    };
}

/// The largest tuple std implements `Debug` for.
pub const MAX_TUPLE_LEN: usize = 12;

impl FmtValue {
    /// Whether the type this value stands for implements `t`.
    pub fn implements(&self, t: FmtTrait) -> bool {
        use FmtValue as V;
        match self {
            V::I8(_)
            | V::I16(_)
            | V::I32(_)
            | V::I64(_)
            | V::I128(_)
            | V::Isize(_)
            | V::U8(_)
            | V::U16(_)
            | V::U32(_)
            | V::U64(_)
            | V::U128(_)
            | V::Usize(_) => t != FmtTrait::Pointer,
            V::F32(_) | V::F64(_) => matches!(
                t,
                FmtTrait::Display | FmtTrait::Debug | FmtTrait::LowerExp | FmtTrait::UpperExp
            ),
            V::Bool(_) | V::Char(_) | V::Str(_) => {
                matches!(t, FmtTrait::Display | FmtTrait::Debug)
            }
            V::Unit | V::Duration(_) => t == FmtTrait::Debug,
            V::Option(o) => t == FmtTrait::Debug && o.as_deref().is_none_or(|v| v.implements(t)),
            V::Result(r) => {
                t == FmtTrait::Debug
                    && match r {
                        Ok(v) | Err(v) => v.implements(t),
                    }
            }
            V::Vec(items) | V::Set(items) => {
                t == FmtTrait::Debug && items.iter().all(|v| v.implements(t))
            }
            V::Map(entries) => {
                t == FmtTrait::Debug
                    && entries
                        .iter()
                        .all(|(k, v)| k.implements(t) && v.implements(t))
            }
            V::Opaque(_) => matches!(t, FmtTrait::Display | FmtTrait::Debug),
            V::Tuple(items) => {
                t == FmtTrait::Debug
                    && items.len() <= MAX_TUPLE_LEN
                    && items.iter().all(|v| v.implements(t))
            }
        }
    }

    /// Formats with the std impl of trait `t` for the type this value stands for, passing `f`
    /// through unchanged. Returns `Err(fmt::Error)` if the type does not implement `t` (check
    /// [`FmtValue::implements`] first: inside `io::Write::write_fmt` an error that the stream
    /// did not cause makes std panic).
    pub fn fmt_trait(&self, t: FmtTrait, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use FmtValue as V;
        match self {
            V::I8(v) => int_trait!(v, t, f),
            V::I16(v) => int_trait!(v, t, f),
            V::I32(v) => int_trait!(v, t, f),
            V::I64(v) | V::Isize(v) => int_trait!(v, t, f),
            V::I128(v) => int_trait!(v, t, f),
            V::U8(v) => int_trait!(v, t, f),
            V::U16(v) => int_trait!(v, t, f),
            V::U32(v) => int_trait!(v, t, f),
            V::U64(v) | V::Usize(v) => int_trait!(v, t, f),
            V::U128(v) => int_trait!(v, t, f),
            V::F32(v) => float_trait!(v, t, f),
            V::F64(v) => float_trait!(v, t, f),
            V::Bool(v) => text_trait!(v, t, f),
            V::Char(v) => text_trait!(v, t, f),
            V::Str(v) => text_trait!(v.as_str(), t, f),
            V::Opaque(v) => text_trait!(&*v.0, t, f),
            _ if t != FmtTrait::Debug => Err(fmt::Error),
            V::Unit => fmt::Debug::fmt(&(), f),
            V::Duration(d) => fmt::Debug::fmt(d, f),
            V::Option(o) => fmt::Debug::fmt(&o.as_deref().map(AsDebug), f),
            V::Result(r) => {
                let r: Result<AsDebug<'_>, AsDebug<'_>> = match r {
                    Ok(v) => Ok(AsDebug(v)),
                    Err(e) => Err(AsDebug(e)),
                };
                fmt::Debug::fmt(&r, f)
            }
            V::Vec(items) => {
                let items: Vec<AsDebug<'_>> = items.iter().map(AsDebug).collect();
                fmt::Debug::fmt(&items, f)
            }
            V::Set(items) => f.debug_set().entries(items.iter().map(AsDebug)).finish(),
            V::Map(entries) => f
                .debug_map()
                .entries(entries.iter().map(|(k, v)| (AsDebug(k), AsDebug(v))))
                .finish(),
            V::Tuple(items) => tuple_debug!(
                items.as_slice(),
                f,
                [a]
                [a, b]
                [a, b, c]
                [a, b, c, d]
                [a, b, c, d, e]
                [a, b, c, d, e, g]
                [a, b, c, d, e, g, h]
                [a, b, c, d, e, g, h, i]
                [a, b, c, d, e, g, h, i, j]
                [a, b, c, d, e, g, h, i, j, k]
                [a, b, c, d, e, g, h, i, j, k, l]
                [a, b, c, d, e, g, h, i, j, k, l, m]
            ),
        }
    }

    /// The Rust type this value stands for, for error messages (`Vec<i32>`, `Option<_>` …).
    pub fn type_name(&self) -> String {
        use FmtValue as V;
        let simple = match self {
            V::I8(_) => "i8",
            V::I16(_) => "i16",
            V::I32(_) => "i32",
            V::I64(_) => "i64",
            V::I128(_) => "i128",
            V::Isize(_) => "isize",
            V::U8(_) => "u8",
            V::U16(_) => "u16",
            V::U32(_) => "u32",
            V::U64(_) => "u64",
            V::U128(_) => "u128",
            V::Usize(_) => "usize",
            V::F32(_) => "f32",
            V::F64(_) => "f64",
            V::Bool(_) => "bool",
            V::Char(_) => "char",
            V::Str(_) => "&str",
            V::Unit => "()",
            V::Duration(_) => "Duration",
            V::Opaque(v) => return v.0.type_name(),
            V::Option(Some(v)) => return format!("Option<{}>", v.type_name()),
            V::Option(None) => "Option<_>",
            V::Result(Ok(v)) => return format!("Result<{}, _>", v.type_name()),
            V::Result(Err(e)) => return format!("Result<_, {}>", e.type_name()),
            V::Map(_) => "map",
            V::Set(_) => "set",
            V::Vec(items) => {
                return format!(
                    "Vec<{}>",
                    items
                        .first()
                        .map_or_else(|| "_".to_owned(), FmtValue::type_name)
                );
            }
            V::Tuple(items) => {
                let names: Vec<String> = items.iter().map(FmtValue::type_name).collect();
                return if names.len() == 1 {
                    format!("({},)", names[0])
                } else {
                    format!("({})", names.join(", "))
                };
            }
        };
        simple.to_owned()
    }

    /// The value as a width or precision: `Some` only for a `usize`.
    pub fn as_count(&self) -> Option<u64> {
        match self {
            FmtValue::Usize(n) => Some(*n),
            _ => None,
        }
    }
}

macro_rules! from_scalar {
    ($($t:ty => $variant:ident),* $(,)?) => {
        $(impl From<$t> for FmtValue {
            fn from(v: $t) -> Self {
                FmtValue::$variant(v.into())
            }
        })*
    };
}

from_scalar!(
    i8 => I8, i16 => I16, i32 => I32, i64 => I64, i128 => I128,
    u8 => U8, u16 => U16, u32 => U32, u64 => U64, u128 => U128,
    f32 => F32, f64 => F64, bool => Bool, char => Char,
    String => Str, &str => Str, Duration => Duration,
);

impl From<isize> for FmtValue {
    fn from(v: isize) -> Self {
        // isize is at most 64 bits on every target Rust supports.
        FmtValue::Isize(v as i64)
    }
}

impl From<usize> for FmtValue {
    fn from(v: usize) -> Self {
        FmtValue::Usize(v as u64)
    }
}

impl From<()> for FmtValue {
    fn from((): ()) -> Self {
        FmtValue::Unit
    }
}

impl<T: Into<FmtValue>> From<Option<T>> for FmtValue {
    fn from(v: Option<T>) -> Self {
        FmtValue::Option(v.map(|v| Box::new(v.into())))
    }
}

impl<T: Into<FmtValue>, E: Into<FmtValue>> From<Result<T, E>> for FmtValue {
    fn from(v: Result<T, E>) -> Self {
        FmtValue::Result(match v {
            Ok(v) => Ok(Box::new(v.into())),
            Err(e) => Err(Box::new(e.into())),
        })
    }
}

impl<T: Into<FmtValue>> From<Vec<T>> for FmtValue {
    fn from(v: Vec<T>) -> Self {
        FmtValue::Vec(v.into_iter().map(Into::into).collect())
    }
}

impl<T: Into<FmtValue>, const N: usize> From<[T; N]> for FmtValue {
    fn from(v: [T; N]) -> Self {
        FmtValue::Vec(v.into_iter().map(Into::into).collect())
    }
}

macro_rules! from_tuple {
    ($( ($($x:ident: $t:ident),+) )+) => {
        $(impl<$($t: Into<FmtValue>),+> From<($($t,)+)> for FmtValue {
            fn from(($($x,)+): ($($t,)+)) -> Self {
                FmtValue::Tuple(vec![$($x.into()),+])
            }
        })+
    };
}

from_tuple!(
    (a: A)
    (a: A, b: B)
    (a: A, b: B, c: C)
    (a: A, b: B, c: C, d: D)
    (a: A, b: B, c: C, d: D, e: E)
    (a: A, b: B, c: C, d: D, e: E, g: G)
    (a: A, b: B, c: C, d: D, e: E, g: G, h: H)
    (a: A, b: B, c: C, d: D, e: E, g: G, h: H, i: I)
    (a: A, b: B, c: C, d: D, e: E, g: G, h: H, i: I, j: J)
    (a: A, b: B, c: C, d: D, e: E, g: G, h: H, i: I, j: J, k: K)
    (a: A, b: B, c: C, d: D, e: E, g: G, h: H, i: I, j: J, k: K, l: L)
    (a: A, b: B, c: C, d: D, e: E, g: G, h: H, i: I, j: J, k: K, l: L, m: M)
);
