//! The prelude and core types: strings, collections, options, iterator types, and the marker
//! traits and `impl`s standing for std's generic bounds.
//! One area of the std surface table (see [`super::STD_SURFACE`]).

pub(super) const PRELUDE_TYPES: &str = r#"
// --- the prelude and core types -------------------------------------------------------------
#[path = "std::string::String"] #[prelude] struct String;
#[path = "std::vec::Vec"] #[prelude] struct Vec<T>;
#[path = "std::option::Option"] #[prelude] #[kind = "enum"] struct Option<T>;
#[path = "std::result::Result"] #[prelude] #[kind = "enum"] struct Result<T, E>;
#[path = "std::boxed::Box"] #[prelude] struct Box<T>;
// A box is its value at run time: `Box::new(x)` is `x`, and `Box<dyn Write>` forwards every
// call to the writer it holds, as std's `impl Write for Box<W>` does.
impl<T> Box<T> { fn new(x: T) -> Box<T> {} }
#[path = "std::ops::Range"] struct Range<T>;
#[path = "std::ops::RangeInclusive"] struct RangeInclusive<T>;
#[path = "std::ops::RangeFrom"] struct RangeFrom<T>;
#[path = "std::ops::RangeTo"] struct RangeTo<T>;
#[path = "std::ops::RangeToInclusive"] struct RangeToInclusive<T>;
#[path = "std::ops::RangeFull"] struct RangeFull;
#[path = "std::slice::Iter"] struct SliceIter<T>;
#[path = "std::slice::IterMut"] struct SliceIterMut<T>;
#[path = "std::vec::IntoIter"] struct VecIntoIter<T>;
#[path = "std::vec::Drain"] struct Drain<T>;
#[path = "std::iter::Enumerate"] struct Enumerate<I>;
// What iterator adapters make (`Map<I, F>`, `Filter<I, P>`…): their item type is what the
// checker knows of them.
#[path = "std::iter::Map"] struct IterAdapter<T>;
// Iterators that only go forwards (`TakeWhile`, `MapWhile`, `SkipWhile`, `Scan`, a hash map's
// or set's): no `DoubleEndedIterator`, so no `rev` (`check/iterator_methods.rs`).
#[path = "std::iter::TakeWhile"] struct ForwardIter<T>;
#[path = "std::iter::Peekable"] struct Peekable<T>;
#[path = "std::collections::HashMap"] struct HashMap<K, V>;
#[path = "std::collections::BTreeMap"] struct BTreeMap<K, V>;
#[path = "std::collections::HashSet"] struct HashSet<T>;
#[path = "std::collections::BTreeSet"] struct BTreeSet<T>;
#[path = "std::collections::VecDeque"] struct VecDeque<T>;
#[path = "std::collections::hash_map::Entry"] #[kind = "enum"] struct MapEntry<K, V>;
#[path = "std::array::IntoIter"] struct ArrayIntoIter<T>;
#[path = "std::str::Lines"] struct StrLines;
#[path = "std::str::Bytes"] struct StrBytes;
#[path = "std::str::SplitWhitespace"] struct SplitWhitespace;
#[path = "std::str::Chars"] struct Chars;
#[path = "std::char::ToUppercase"] struct ToUppercase;
#[path = "std::char::ToLowercase"] struct ToLowercase;
#[path = "std::borrow::Cow"] struct CowStr;
#[path = "std::string::FromUtf8Error"] struct FromUtf8Error;
#[path = "std::str::Utf8Error"] #[copy] struct Utf8Error;
#[path = "std::str::from_utf8"] fn from_utf8(v: &[u8]) -> Result<&str, Utf8Error> {}
// `Cow<str>`'s variants as constructors (kept as the `&str` or `String` they hold).
impl CowStr {
    fn Borrowed(borrowed: &str) -> CowStr {}
    fn Owned(owned: String) -> CowStr {}
    fn into_owned(self) -> String {}
    fn to_mut(&mut self) -> &mut String {}
}
impl Display for CowStr {}
impl Debug for CowStr {}
impl ToString for CowStr {}
impl Clone for CowStr {}
#[path = "std::iter::Repeat"] struct IterRepeat<T>;
#[path = "std::iter::repeat"] fn iter_repeat<T: Clone>(elt: T) -> IterRepeat<T> {}
impl<T: Clone> Iterator for IterRepeat<T> { fn next(&mut self) -> Option<T> {} }
#[path = "std::iter::Once"] struct IterOnce<T>;
#[path = "std::iter::once"] fn iter_once<T>(value: T) -> IterOnce<T> {}
impl<T> Iterator for IterOnce<T> { fn next(&mut self) -> Option<T> {} }
#[path = "std::iter::Empty"] struct IterEmpty<T>;
#[path = "std::iter::empty"] fn iter_empty<T>() -> IterEmpty<T> {}
impl<T> Iterator for IterEmpty<T> { fn next(&mut self) -> Option<T> {} }
impl Display for FromUtf8Error {}
impl Debug for FromUtf8Error {}
impl Error for FromUtf8Error {}
impl Display for Utf8Error {}
impl Debug for Utf8Error {}
impl Error for Utf8Error {}

// `F::Err` of `str::parse::<F>()` (`ParseIntError`, `ParseFloatError`…); see `check::parse`.
// A script's `impl FromStr for T` is what `parse::<T>()` runs (its methods are the impl's).
#[path = "std::str::FromStr"] trait FromStr {}
// A script's impls of the arithmetic operators run for `a + b` of its types.
#[path = "std::ops::Add"] trait Add {}
#[path = "std::ops::Sub"] trait Sub {}
#[path = "std::ops::Mul"] trait Mul {}
#[path = "std::ops::Div"] trait Div {}
#[path = "std::ops::Rem"] trait Rem {}
#[path = "std::ops::Neg"] trait Neg {}
#[path = "std::ops::AddAssign"] trait AddAssign {}
#[path = "std::ops::SubAssign"] trait SubAssign {}
#[path = "std::ops::MulAssign"] trait MulAssign {}
#[path = "std::ops::DivAssign"] trait DivAssign {}
#[path = "std::ops::RemAssign"] trait RemAssign {}
#[path = "core::str::FromStr::Err"] struct FromStrErr<F>;
impl<F> Debug for FromStrErr<F> {}
impl<F> Display for FromStrErr<F> {}
impl<F> Error for FromStrErr<F> {}
impl<F> Clone for FromStrErr<F> {}
impl<F> PartialEq for FromStrErr<F> {}
impl<F> ToString for FromStrErr<F> {}
// `FromStrErr<F>` of an integer `F` and of a float, by the names a script writes: the same
// types (see `Infer::unify`).
#[path = "std::num::ParseIntError"] struct ParseIntError;
impl Debug for ParseIntError {}
impl Display for ParseIntError {}
impl Error for ParseIntError {}
impl Clone for ParseIntError {}
impl PartialEq for ParseIntError {}
impl ToString for ParseIntError {}
// What `u8::try_from(n)` gives back: out of range, or never (a lossless pair, `Into`'s).
#[path = "std::num::TryFromIntError"] #[copy] struct TryFromIntError;
impl Debug for TryFromIntError {}
impl Display for TryFromIntError {}
impl Error for TryFromIntError {}
impl Clone for TryFromIntError {}
impl PartialEq for TryFromIntError {}
impl ToString for TryFromIntError {}
#[path = "std::convert::Infallible"] #[copy] struct Infallible;
impl Debug for Infallible {}
impl Display for Infallible {}
impl Error for Infallible {}
impl Clone for Infallible {}
impl PartialEq for Infallible {}
#[path = "std::num::ParseFloatError"] struct ParseFloatError;
impl Debug for ParseFloatError {}
impl Display for ParseFloatError {}
impl Error for ParseFloatError {}
impl Clone for ParseFloatError {}
impl PartialEq for ParseFloatError {}
impl ToString for ParseFloatError {}
#[path = "std::fmt::Display"] trait Display {}
#[path = "std::fmt::Debug"] trait Debug {}
#[path = "std::fmt::LowerHex"] trait LowerHex {}
#[path = "std::fmt::UpperHex"] trait UpperHex {}
#[path = "std::fmt::Binary"] trait Binary {}
#[path = "std::fmt::Octal"] trait Octal {}
#[path = "std::fmt::LowerExp"] trait LowerExp {}
#[path = "std::fmt::UpperExp"] trait UpperExp {}
#[path = "std::fmt::Formatter"] struct Formatter;
#[path = "std::fmt::Error"] #[copy] struct FmtError;
#[path = "std::ops::Drop"] #[prelude] trait Drop {}
#[path = "std::marker::Copy"] #[prelude] trait Copy {}
#[path = "std::cmp::PartialEq"] #[prelude] trait PartialEq {}
#[path = "std::cmp::Eq"] #[prelude] trait Eq {}
#[path = "std::error::Error"] trait Error {
    fn source(&self) -> Option<&dyn Error> {}
    // Deprecated, and in published code all the same: `Display` and `source` took their place.
    fn description(&self) -> &str {}
    fn cause(&self) -> Option<&dyn Error> {}
}
#[path = "std::default::Default"] #[prelude] trait Default {}
#[path = "std::clone::Clone"] #[prelude] trait Clone { fn clone(&self) -> Self {} }
// A generic parameter's bounds are its methods (`fn f<T: Clone>(x: &T) { x.clone() }`).
impl Clone for dyn Clone {}
#[path = "std::string::ToString"] #[prelude] trait ToString { fn to_string(&self) -> String {} }
// std's blanket `impl<T: Display + ?Sized> ToString for T`, for a generic parameter bounded by
// `Display` (and a `dyn` of the script's trait whose supertrait it is).
impl ToString for dyn Display {}
#[path = "std::borrow::ToOwned"] #[prelude] trait ToOwned { fn to_owned(&self) -> Self {} }
#[path = "std::iter::Iterator"] #[prelude] trait Iterator {
    fn count(self) -> usize {}
    fn map<B, F: FnMut>(self, f: F) -> IterAdapter<B> {}
    fn filter<P: FnMut>(self, predicate: P) -> IterAdapter<Self> {}
    fn enumerate(self) -> Enumerate<Self> {}
    fn collect<B: FromIterator>(self) -> B {}
    fn sum<S: Sum>(self) -> S {}
    fn zip<U: IntoIterator>(self, other: U) -> IterAdapter<Self> {}
    fn take(self, n: usize) -> IterAdapter<Self> {}
    fn skip(self, n: usize) -> IterAdapter<Self> {}
    fn rev(self) -> IterAdapter<Self> {}
    fn for_each<F: FnMut>(self, f: F) {}
    fn fold<B, F: FnMut>(self, init: B, f: F) -> B {}
    fn last(self) -> Option<Self> {}
    fn nth(&mut self, n: usize) -> Option<Self> {}
    fn position<P: FnMut>(&mut self, predicate: P) -> Option<usize> {}
    fn find<P: FnMut>(&mut self, predicate: P) -> Option<Self> {}
    #[unsupported] fn find_map(self) {}
    fn any<F: FnMut>(&mut self, f: F) -> bool {}
    fn all<F: FnMut>(&mut self, f: F) -> bool {}
    fn max(self) -> Option<Self> {}
    fn min(self) -> Option<Self> {}
    fn max_by_key<B: Ord, F: FnMut>(self, f: F) -> Option<Self> {}
    fn min_by_key<B: Ord, F: FnMut>(self, f: F) -> Option<Self> {}
    fn chain<U: IntoIterator>(self, other: U) -> IterAdapter<Self> {}
    fn flat_map<U: IntoIterator, F: FnMut>(self, f: F) -> IterAdapter<U> {}
    fn flatten(self) -> IterAdapter<Self> {}
    fn filter_map<B, F: FnMut>(self, f: F) -> IterAdapter<B> {}
    fn take_while<P: FnMut>(self, predicate: P) -> ForwardIter<Self> {}
    fn skip_while<P: FnMut>(self, predicate: P) -> ForwardIter<Self> {}
    fn step_by(self, step: usize) -> IterAdapter<Self> {}
    fn peekable(self) -> Peekable<Self> {}
    fn cloned<T: Clone>(self) -> IterAdapter<T> {}
    fn copied<T: Copy>(self) -> IterAdapter<T> {}
    fn inspect<F: FnMut>(self, f: F) -> IterAdapter<Self> {}
    fn product<P: Product>(self) -> P {}
    #[unsupported] fn partition(self) {}
    #[unsupported] fn by_ref(self) {}
    #[unsupported] fn next(self) {}
    fn map_while<B, P: FnMut>(self, predicate: P) -> ForwardIter<B> {}
    fn scan<St, B, F: FnMut>(self, initial_state: St, f: F) -> ForwardIter<B> {}
    #[unsupported] fn cycle(self) {}
    #[unsupported] fn fuse(self) {}
    #[unsupported] fn reduce(self) {}
    #[unsupported] fn try_fold(self) {}
    #[unsupported] fn try_for_each(self) {}
    fn min_by<F: FnMut>(self, compare: F) -> Option<Self> {}
    fn max_by<F: FnMut>(self, compare: F) -> Option<Self> {}
    #[unsupported] fn rposition(self) {}
    #[unsupported] fn unzip(self) {}
    #[unsupported] fn is_sorted(self) {}
    #[unsupported] fn eq(self) {}
    #[unsupported] fn cmp(self) {}
    #[unsupported] fn size_hint(&self) {}
}
#[path = "std::iter::IntoIterator"] #[prelude] trait IntoIterator {}
// `Ord`/`PartialOrd` of std's own types is answered in code (`Infer::implements`); these rows
// only give `cmp` and `partial_cmp` their receivers.
#[path = "std::cmp::Ord"] #[prelude] trait Ord {
    fn cmp(&self, other: &Self) -> Ordering {}
    fn max(self, other: Self) -> Self {}
    fn min(self, other: Self) -> Self {}
    fn clamp(self, min: Self, max: Self) -> Self {}
}
#[path = "std::cmp::PartialOrd"] #[prelude] trait PartialOrd {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {}
}
#[path = "std::cmp::Ordering"] #[kind = "enum"] #[copy] struct Ordering;
impl Ordering {
    fn reverse(self) -> Ordering {}
    fn then(self, other: Ordering) -> Ordering {}
    fn is_eq(self) -> bool {}
    fn is_ne(self) -> bool {}
    fn is_lt(self) -> bool {}
    fn is_gt(self) -> bool {}
    fn is_le(self) -> bool {}
    fn is_ge(self) -> bool {}
    // Typed with its closure by the checker (`check/closures.rs`, `combinator`).
    fn then_with<F: FnOnce>(self, f: F) -> Ordering {}
}
impl Debug for Ordering {}
impl Clone for Ordering {}
impl PartialEq for Ordering {}
impl Ord for str {}
impl Ord for String {}
impl Ord for char {}
impl Ord for bool {}
impl<T: Ord> Ord for &T {}
impl<T: Ord> Ord for Option<T> {}
impl<T: Ord> Ord for Vec<T> {}
impl<A: Ord, B: Ord> Ord for (A, B) {}
impl<A: Ord, B: Ord, C: Ord> Ord for (A, B, C) {}
impl<A: Ord, B: Ord, C: Ord, D: Ord> Ord for (A, B, C, D) {}
impl PartialOrd for str {}
impl PartialOrd for String {}
impl PartialOrd for char {}
impl PartialOrd for bool {}
impl PartialOrd for f32 {}
impl PartialOrd for f64 {}
impl<T: PartialOrd> PartialOrd for &T {}
impl<T: PartialOrd> PartialOrd for Option<T> {}
impl<T: PartialOrd> PartialOrd for Vec<T> {}
impl Ord for dyn Ord {}
impl PartialOrd for dyn PartialOrd {}
impl<A: PartialOrd, B: PartialOrd> PartialOrd for (A, B) {}
impl<A: PartialOrd, B: PartialOrd, C: PartialOrd> PartialOrd for (A, B, C) {}
impl<A: PartialOrd, B: PartialOrd, C: PartialOrd, D: PartialOrd> PartialOrd for (A, B, C, D) {}
// Marker traits standing for std's generic bounds.
trait AsRefPath {}
trait AsRefOsStr {}
// What a map's key may be looked up by (`&K`, or `&str` for `String` keys).
trait KeyOf {}
// Keys a `HashMap` can hash (which types are, `Infer::implements` answers); a script's bound
// names it too (`impl<T: Eq + Hash> Counter<T>`).
#[path = "std::hash::Hash"] trait Hash {}
trait ToSocketAddrs {}
trait IntoString {}
trait AsRefBytes {}
#[path = "serde::Deserialize"] trait Deserialize {}
#[path = "serde::Serialize"] trait Serialize {}
trait JsonIndex {}
trait StrPattern {}
/// `RangeBounds<usize>`: what `Vec::drain` takes (every range type of `usize`).
trait RangeBounds {}
impl RangeBounds for Range<usize> {}
impl RangeBounds for RangeInclusive<usize> {}
impl RangeBounds for RangeFrom<usize> {}
impl RangeBounds for RangeTo<usize> {}
impl RangeBounds for RangeToInclusive<usize> {}
impl RangeBounds for RangeFull {}
/// A pattern from both ends (`trim_matches`): of bufscope's, a `char` or a `&[char]`.
trait CharPattern {}

impl ToString for i8 {}
impl ToString for i16 {}
impl ToString for i32 {}
impl ToString for i64 {}
impl ToString for i128 {}
impl ToString for isize {}
impl ToString for u8 {}
impl ToString for u16 {}
impl ToString for u32 {}
impl ToString for u64 {}
impl ToString for u128 {}
impl ToString for usize {}
impl ToString for f32 {}
impl ToString for f64 {}
impl bool {
    // Its argument is evaluated either way (`then`, which takes a closure, is not here yet).
    fn then_some<T>(self, t: T) -> Option<T> {}
}
// `f32`'s exactly rounded methods (`interp_float`); `powf` and `hypot` are the platform
// libm's, whose last bit may differ between the page and the compiled program.
impl f32 {
    fn sqrt(self) -> f32 {}
    fn abs(self) -> f32 {}
    fn floor(self) -> f32 {}
    fn ceil(self) -> f32 {}
    fn round(self) -> f32 {}
    fn trunc(self) -> f32 {}
    fn fract(self) -> f32 {}
    fn signum(self) -> f32 {}
    fn powi(self, n: i32) -> f32 {}
    fn min(self, other: f32) -> f32 {}
    fn max(self, other: f32) -> f32 {}
    fn clamp(self, min: f32, max: f32) -> f32 {}
    fn is_nan(self) -> bool {}
    fn is_finite(self) -> bool {}
    fn is_sign_negative(self) -> bool {}
    fn total_cmp(&self, other: &f32) -> Ordering {}
}
// `f64`'s exactly rounded methods (`interp_float`).
impl f64 {
    fn sqrt(self) -> f64 {}
    fn abs(self) -> f64 {}
    fn floor(self) -> f64 {}
    fn ceil(self) -> f64 {}
    fn round(self) -> f64 {}
    fn trunc(self) -> f64 {}
    fn fract(self) -> f64 {}
    fn signum(self) -> f64 {}
    fn powi(self, n: i32) -> f64 {}
    fn powf(self, n: f64) -> f64 {}
    fn min(self, other: f64) -> f64 {}
    fn max(self, other: f64) -> f64 {}
    fn clamp(self, min: f64, max: f64) -> f64 {}
    fn hypot(self, other: f64) -> f64 {}
    fn is_nan(self) -> bool {}
    fn is_finite(self) -> bool {}
    fn is_sign_negative(self) -> bool {}
    fn total_cmp(&self, other: &f64) -> Ordering {}
}
impl ToString for str {}
impl ToString for String {}
impl ToString for char {}
impl ToString for JsonValue {}
impl ToString for bool {}
impl ToString for IoError {}
// An integer's bytes, as binary formats write them.
impl u16 { fn to_be_bytes(self) -> [u8; 2] {} fn to_le_bytes(self) -> [u8; 2] {} fn to_ne_bytes(self) -> [u8; 2] {} }
impl u32 { fn to_be_bytes(self) -> [u8; 4] {} fn to_le_bytes(self) -> [u8; 4] {} fn to_ne_bytes(self) -> [u8; 4] {} }
impl u64 { fn to_be_bytes(self) -> [u8; 8] {} fn to_le_bytes(self) -> [u8; 8] {} fn to_ne_bytes(self) -> [u8; 8] {} }
impl u128 { fn to_be_bytes(self) -> [u8; 16] {} fn to_le_bytes(self) -> [u8; 16] {} fn to_ne_bytes(self) -> [u8; 16] {} }
impl i16 { fn to_be_bytes(self) -> [u8; 2] {} fn to_le_bytes(self) -> [u8; 2] {} fn to_ne_bytes(self) -> [u8; 2] {} }
impl i32 { fn to_be_bytes(self) -> [u8; 4] {} fn to_le_bytes(self) -> [u8; 4] {} fn to_ne_bytes(self) -> [u8; 4] {} }
impl i64 { fn to_be_bytes(self) -> [u8; 8] {} fn to_le_bytes(self) -> [u8; 8] {} fn to_ne_bytes(self) -> [u8; 8] {} }
impl i128 { fn to_be_bytes(self) -> [u8; 16] {} fn to_le_bytes(self) -> [u8; 16] {} fn to_ne_bytes(self) -> [u8; 16] {} }
impl ToOwned for str { fn to_owned(&self) -> String {} }
impl<T: Clone> ToOwned for [T] { #[unsupported] fn to_owned(&self) -> Vec<T> {} }
impl AsRefPath for dyn AsRefPath {}
// std's `impl<T: AsRef<U>> AsRef<U> for &T`.
impl<T: AsRefPath> AsRefPath for &T {}
impl AsRefPath for Path {}
impl AsRefPath for str {}
impl AsRefOsStr for dyn AsRefOsStr {}
impl AsRefBytes for dyn AsRefBytes {}
impl AsRefPath for &Path {}
impl AsRefPath for PathBuf {}
impl AsRefPath for &PathBuf {}
impl AsRefOsStr for &str {}
impl AsRefOsStr for str {}
impl AsRefOsStr for String {}
impl AsRefOsStr for &String {}
impl AsRefPath for &str {}
impl AsRefPath for String {}
impl AsRefPath for &String {}
impl ToSocketAddrs for &str {}
impl ToSocketAddrs for String {}
impl ToSocketAddrs for &String {}
impl ToSocketAddrs for (&str, u16) {}
impl IntoString for &str {}
impl IntoString for &mut str {}
impl IntoString for &String {}
impl IntoString for String {}
impl IntoString for char {}
impl AsRefBytes for Vec<u8> {}
impl AsRefBytes for [u8; N] {}
impl AsRefBytes for &[u8; N] {}
impl AsRefBytes for &Vec<u8> {}
impl AsRefBytes for &mut Vec<u8> {}
impl AsRefBytes for &[u8] {}
impl AsRefBytes for &mut [u8] {}
impl AsRefBytes for String {}
impl AsRefBytes for &str {}
impl StrPattern for &str {}
impl StrPattern for &String {}
impl StrPattern for char {}
impl CharPattern for char {}
impl StrPattern for &[char] {}
impl CharPattern for &[char] {}
impl JsonIndex for &str {}
impl JsonIndex for usize {}
impl Deserialize for JsonValue {}
impl Serialize for JsonValue {}
impl Serialize for String {}
impl Serialize for str {}
impl Serialize for bool {}
impl<T: Serialize> Serialize for Vec<T> {}
impl<T: Serialize> Serialize for Option<T> {}
impl<T: Serialize> Serialize for &T {}
impl<T: Serialize> Serialize for &mut T {}
impl<T: Serialize> Serialize for [T] {}
impl Serialize for char {}
impl<K: Serialize, V: Serialize> Serialize for BTreeMap<K, V> {}
impl Deserialize for String {}
impl Deserialize for bool {}
impl Deserialize for char {}
impl<T: Deserialize> Deserialize for Vec<T> {}
impl<T: Deserialize> Deserialize for Option<T> {}
impl<K: Deserialize, V: Deserialize> Deserialize for BTreeMap<K, V> {}
"#;
