//! The std items a script may use, as one table written in Rust's own declaration syntax.
//!
//! This is the only place that says which std paths, types, traits and methods exist for the
//! checker and with which signatures (parsed by [`super::surface`]). The checker resolves every
//! call and method against it; the README's subset section is generated from it.
//!
//! Conventions:
//! - `#[path = "std::fs::File"]` on a type, trait or function is the path a program names it
//!   by. Types are named here by a short unique name (`IoError` is `std::io::Error`).
//! - `#[prelude]` marks what every program sees without a `use`.
//! - `#[unsupported]` marks a real std method bufscope does not simulate yet: calling it is
//!   refused as "not supported by bufscope", never as "no such method".
//! - `fn next` in `Iterator` impls and `fn into_iter` in `IntoIterator` impls say what a
//!   `for` loop yields; where scripts cannot call them yet they are marked unsupported.
//! - `#[copy]` marks `Copy` types; `#[kind = "enum"]` how rustc names the type in messages.
//! - Internal marker traits (`AsRefPath`, `ToSocketAddrs`, `IntoString`, `Deserialize`,
//!   `Serialize`, `JsonIndex`, `AsRefBytes`) stand for std's generic bounds.
//! - Method bodies are empty; only signatures matter. Lifetimes are left out.

pub const STD_SURFACE: &str = r#"
// --- the prelude and core types -------------------------------------------------------------
#[path = "std::string::String"] #[prelude] struct String;
#[path = "std::vec::Vec"] #[prelude] struct Vec<T>;
#[path = "std::option::Option"] #[prelude] #[kind = "enum"] struct Option<T>;
#[path = "std::result::Result"] #[prelude] #[kind = "enum"] struct Result<T, E>;
#[path = "std::boxed::Box"] #[prelude] struct Box<T>;
#[path = "std::ops::Range"] struct Range<T>;
#[path = "std::ops::RangeInclusive"] struct RangeInclusive<T>;
#[path = "std::slice::Iter"] struct SliceIter<T>;
#[path = "std::vec::IntoIter"] struct VecIntoIter<T>;
#[path = "std::iter::Enumerate"] struct Enumerate<I>;
// What iterator adapters make (`Map<I, F>`, `Filter<I, P>`…): their item type is what the
// checker knows of them.
#[path = "std::iter::Map"] struct IterAdapter<T>;
#[path = "std::iter::Peekable"] struct Peekable<T>;
#[path = "std::collections::HashMap"] struct HashMap<K, V>;
#[path = "std::collections::BTreeMap"] struct BTreeMap<K, V>;
#[path = "std::collections::hash_map::Entry"] #[kind = "enum"] struct MapEntry<K, V>;
#[path = "std::array::IntoIter"] struct ArrayIntoIter<T>;
#[path = "std::str::Lines"] struct StrLines;
#[path = "std::str::Bytes"] struct StrBytes;
#[path = "std::str::SplitWhitespace"] struct SplitWhitespace;
#[path = "std::str::Chars"] struct Chars;
#[path = "std::borrow::Cow"] struct CowStr;
#[path = "std::string::FromUtf8Error"] struct FromUtf8Error;
#[path = "std::str::Utf8Error"] #[copy] struct Utf8Error;
#[path = "std::str::from_utf8"] fn from_utf8(v: &[u8]) -> Result<&str, Utf8Error> {}
impl CowStr { fn into_owned(self) -> String {} }
impl Display for CowStr {}
impl Debug for CowStr {}
impl ToString for CowStr {}
impl Display for FromUtf8Error {}
impl Debug for FromUtf8Error {}
impl Error for FromUtf8Error {}
impl Display for Utf8Error {}
impl Debug for Utf8Error {}
impl Error for Utf8Error {}

// `F::Err` of `str::parse::<F>()` (`ParseIntError`, `ParseFloatError`…); see `check::parse`.
#[path = "core::str::FromStr::Err"] struct FromStrErr<F>;
impl<F> Debug for FromStrErr<F> {}
impl<F> Display for FromStrErr<F> {}
impl<F> Error for FromStrErr<F> {}
impl<F> Clone for FromStrErr<F> {}
impl<F> PartialEq for FromStrErr<F> {}
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
#[path = "std::error::Error"] trait Error {}
#[path = "std::default::Default"] #[prelude] trait Default {}
#[path = "std::clone::Clone"] #[prelude] trait Clone { fn clone(&self) -> Self {} }
#[path = "std::string::ToString"] #[prelude] trait ToString { fn to_string(&self) -> String {} }
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
    #[unsupported] fn flatten(self) {}
    fn filter_map<B, F: FnMut>(self, f: F) -> IterAdapter<B> {}
    fn take_while<P: FnMut>(self, predicate: P) -> IterAdapter<Self> {}
    fn skip_while<P: FnMut>(self, predicate: P) -> IterAdapter<Self> {}
    fn step_by(self, step: usize) -> IterAdapter<Self> {}
    fn peekable(self) -> Peekable<Self> {}
    #[unsupported] fn cloned(self) {}
    #[unsupported] fn copied(self) {}
    #[unsupported] fn inspect(self) {}
    fn product<P: Product>(self) -> P {}
    #[unsupported] fn partition(self) {}
    #[unsupported] fn by_ref(self) {}
    #[unsupported] fn next(self) {}
    #[unsupported] fn map_while(self) {}
    #[unsupported] fn scan(self) {}
    #[unsupported] fn cycle(self) {}
    #[unsupported] fn fuse(self) {}
    #[unsupported] fn reduce(self) {}
    #[unsupported] fn try_fold(self) {}
    #[unsupported] fn try_for_each(self) {}
    #[unsupported] fn min_by(self) {}
    #[unsupported] fn max_by(self) {}
    #[unsupported] fn rposition(self) {}
    #[unsupported] fn unzip(self) {}
    #[unsupported] fn is_sorted(self) {}
    #[unsupported] fn eq(self) {}
    #[unsupported] fn cmp(self) {}
    #[unsupported] fn size_hint(&self) {}
}
#[path = "std::iter::IntoIterator"] #[prelude] trait IntoIterator {}
// Marker traits standing for std's generic bounds.
trait AsRefPath {}
trait AsRefOsStr {}
// What a map's key may be looked up by (`&K`, or `&str` for `String` keys).
trait KeyOf {}
// Keys a `HashMap` can hash / a `BTreeMap` can order.
trait Hash {}
trait Ord {}
trait ToSocketAddrs {}
trait IntoString {}
trait AsRefBytes {}
trait Deserialize {}
trait Serialize {}
trait JsonIndex {}
trait StrPattern {}

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
impl ToString for str {}
impl ToString for String {}
impl ToString for char {}
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
impl AsRefBytes for &[u8] {}
impl AsRefBytes for &mut [u8] {}
impl AsRefBytes for String {}
impl AsRefBytes for &str {}
impl StrPattern for &str {}
impl StrPattern for &String {}
impl StrPattern for char {}
impl JsonIndex for &str {}
impl JsonIndex for usize {}
impl Deserialize for JsonValue {}
impl Serialize for JsonValue {}
impl Serialize for String {}
impl Serialize for str {}
impl Serialize for bool {}
impl<T: Serialize> Serialize for Vec<T> {}
impl<T: Serialize> Serialize for &T {}

impl String {
    fn new() -> String {}
    fn from<S: IntoString>(s: S) -> String {}
    fn with_capacity(capacity: usize) -> String {}
    fn push(&mut self, ch: char) {}
    fn push_str(&mut self, string: &str) {}
    fn as_str(&self) -> &str {}
    fn into_bytes(self) -> Vec<u8> {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn clear(&mut self) {}
    #[unsupported] fn capacity(&self) -> usize {}
    fn truncate(&mut self, new_len: usize) {}
    fn pop(&mut self) -> Option<char> {}
    fn insert(&mut self, idx: usize, ch: char) {}
    fn remove(&mut self, idx: usize) -> char {}
    fn insert_str(&mut self, idx: usize, string: &str) {}
    #[unsupported] fn retain(&mut self) {}
    #[unsupported] fn drain(&mut self) {}
    #[unsupported] fn reserve(&mut self) {}
    #[unsupported] fn split_off(&mut self) {}
    #[unsupported] fn as_mut_str(&mut self) {}
    fn from_utf8(vec: Vec<u8>) -> Result<String, FromUtf8Error> {}
    fn from_utf8_lossy(v: &[u8]) -> CowStr {}
}
impl str {
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn as_bytes(&self) -> &[u8] {}
    fn trim(&self) -> &str {}
    fn lines(&self) -> StrLines {}
    fn bytes(&self) -> StrBytes {}
    fn repeat(&self, n: usize) -> String {}
    fn contains<P: StrPattern>(&self, pat: P) -> bool {}
    fn starts_with<P: StrPattern>(&self, pat: P) -> bool {}
    fn ends_with<P: StrPattern>(&self, pat: P) -> bool {}
    fn to_uppercase(&self) -> String {}
    fn to_lowercase(&self) -> String {}
    fn trim_start(&self) -> &str {}
    fn trim_end(&self) -> &str {}
    fn split_whitespace(&self) -> SplitWhitespace {}
    fn split_ascii_whitespace(&self) -> IterAdapter<&str> {}
    fn chars(&self) -> Chars {}
    fn char_indices(&self) -> IterAdapter<(usize, char)> {}
    fn split<P: StrPattern>(&self, pat: P) -> IterAdapter<&str> {}
    fn splitn<P: StrPattern>(&self, n: usize, pat: P) -> IterAdapter<&str> {}
    fn rsplitn<P: StrPattern>(&self, n: usize, pat: P) -> IterAdapter<&str> {}
    // Only a `char` is a double-ended pattern (`trim_matches("x")` is E0277 in rustc).
    fn trim_matches(&self, pat: char) -> &str {}
    fn trim_end_matches<P: StrPattern>(&self, pat: P) -> &str {}
    fn trim_start_matches<P: StrPattern>(&self, pat: P) -> &str {}
    fn find<P: StrPattern>(&self, pat: P) -> Option<usize> {}
    fn replace<P: StrPattern>(&self, from: P, to: &str) -> String {}
    #[unsupported] fn get(&self) {}
    fn split_at(&self, mid: usize) -> (&str, &str) {}
    fn strip_prefix<P: StrPattern>(&self, prefix: P) -> Option<&str> {}
    fn strip_suffix<P: StrPattern>(&self, suffix: P) -> Option<&str> {}
    fn eq_ignore_ascii_case(&self, other: &str) -> bool {}
    fn to_ascii_uppercase(&self) -> String {}
    fn to_ascii_lowercase(&self) -> String {}
    fn rsplit<P: StrPattern>(&self, pat: P) -> IterAdapter<&str> {}
    fn rfind<P: StrPattern>(&self, pat: P) -> Option<usize> {}
    fn matches<P: StrPattern>(&self, pat: P) -> IterAdapter<&str> {}
    fn split_terminator<P: StrPattern>(&self, pat: P) -> IterAdapter<&str> {}
    fn split_once<P: StrPattern>(&self, delimiter: P) -> Option<(&str, &str)> {}
    fn rsplit_once<P: StrPattern>(&self, delimiter: P) -> Option<(&str, &str)> {}
    fn is_char_boundary(&self, index: usize) -> bool {}
    #[unsupported] fn as_ptr(&self) {}
}
impl<T> Vec<T> {
    fn new() -> Vec<T> {}
    fn with_capacity(capacity: usize) -> Vec<T> {}
    fn push(&mut self, value: T) {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn clear(&mut self) {}
    fn as_slice(&self) -> &[T] {}
    #[unsupported] fn capacity(&self) -> usize {}
    fn pop(&mut self) -> Option<T> {}
    fn insert(&mut self, index: usize, element: T) {}
    fn remove(&mut self, index: usize) -> T {}
    fn truncate(&mut self, len: usize) {}
    #[unsupported] fn retain(&mut self) {}
    #[unsupported] fn drain(&mut self) {}
    #[unsupported] fn extend(&mut self) {}
    #[unsupported] fn append(&mut self) {}
    #[unsupported] fn reserve(&mut self) {}
    #[unsupported] fn resize(&mut self) {}
    #[unsupported] fn split_off(&mut self) {}
    fn into_iter(self) -> VecIntoIter<T> {}
    #[unsupported] fn as_mut_slice(&mut self) {}
}
impl<T: Ord> [T] {
    fn sort(&mut self) {}
}
impl<T: PartialEq> Vec<T> {
    fn dedup(&mut self) {}
}
impl<T: PartialEq> [T] {
    fn contains(&self, x: &T) -> bool {}
}
impl<T: Clone> [T] {
    fn to_vec(&self) -> Vec<T> {}
}
// `[S]::join` for slices of text (std's `Join<&str>`).
impl [String] { fn join(&self, sep: &str) -> String {} }
impl [&str] { fn join(&self, sep: &str) -> String {} }
impl<T: Clone> Vec<T> {
    fn extend_from_slice(&mut self, other: &[T]) {}
}
impl<T> [T] {
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn iter(&self) -> SliceIter<T> {}
    #[unsupported] fn iter_mut(&mut self) {}
    #[unsupported] fn get(&self) {}
    fn first(&self) -> Option<&T> {}
    fn last(&self) -> Option<&T> {}
    #[unsupported] fn chunks(&self) {}
    #[unsupported] fn windows(&self) {}
    #[unsupported] fn split_at(&self) {}
    #[unsupported] fn starts_with(&self) {}
    #[unsupported] fn ends_with(&self) {}
    #[unsupported] fn sort_unstable(&mut self) {}
    fn reverse(&mut self) {}
    #[unsupported] fn copy_from_slice(&mut self) {}
    #[unsupported] fn fill(&mut self) {}
    #[unsupported] fn binary_search(&self) {}
    #[unsupported] fn concat(&self) {}
    #[unsupported] fn first_mut(&mut self) {}
    #[unsupported] fn last_mut(&mut self) {}
    #[unsupported] fn get_mut(&mut self) {}
    fn swap(&mut self, a: usize, b: usize) {}
    #[unsupported] fn rotate_left(&mut self) {}
    #[unsupported] fn as_ptr(&self) {}
    #[unsupported] fn split(&self) {}
    #[unsupported] fn rsplit(&self) {}
    #[unsupported] fn iter_mut_chunks(&self) {}
    #[unsupported] fn chunks_exact(&self) {}
    #[unsupported] fn position(&self) {}
    #[unsupported] fn repeat(&self) {}
    #[unsupported] fn sort_by(&mut self) {}
    fn sort_by_key<K: Ord, F: FnMut>(&mut self, f: F) {}
    #[unsupported] fn clone_from_slice(&mut self) {}
    #[unsupported] fn escape_ascii(&self) {}
    #[unsupported] fn is_ascii(&self) {}
    #[unsupported] fn trim_ascii(&self) {}
}
impl<T> Option<T> {
    fn unwrap(self) -> T {}
    fn expect(self, msg: &str) -> T {}
    fn unwrap_or(self, default: T) -> T {}
    fn is_some(&self) -> bool {}
    fn is_none(&self) -> bool {}
    fn map<U, F: FnOnce>(self, f: F) -> Option<U> {}
    fn and_then<U, F: FnOnce>(self, f: F) -> Option<U> {}
    #[unsupported] fn ok_or(self) {}
    fn ok_or_else<E, F: FnOnce>(self, err: F) -> Result<T, E> {}
    fn unwrap_or_else<F: FnOnce>(self, f: F) -> T {}
    #[unsupported] fn as_ref(&self) {}
    #[unsupported] fn take(&mut self) {}
    #[unsupported] fn filter(self) {}
    #[unsupported] fn or(self) {}
    #[unsupported] fn or_else(self) {}
    #[unsupported] fn insert(&mut self) {}
    #[unsupported] fn get_or_insert(&mut self) {}
    #[unsupported] fn replace(&mut self) {}
    #[unsupported] fn as_mut(&mut self) {}
    #[unsupported] fn as_deref(&self) {}
    #[unsupported] fn unwrap_unchecked(self) {}
    #[unsupported] fn iter(&self) {}
    fn is_some_and<F: FnOnce>(self, f: F) -> bool {}
    #[unsupported] fn is_none_or(self) {}
    #[unsupported] fn zip(self) {}
    #[unsupported] fn copied(self) {}
    #[unsupported] fn cloned(self) {}
    #[unsupported] fn expect_none(self) {}
    fn map_or<U, F: FnOnce>(self, default: U, f: F) -> U {}
}
impl<T: Default> Option<T> {
    fn unwrap_or_default(self) -> T {}
}
impl<T, E: Debug> Result<T, E> {
    fn unwrap(self) -> T {}
    fn expect(self, msg: &str) -> T {}
}
impl<T: Debug, E> Result<T, E> {
    fn unwrap_err(self) -> E {}
    fn expect_err(self, msg: &str) -> E {}
}
impl<T, E> Result<T, E> {
    fn unwrap_or(self, default: T) -> T {}
    fn is_ok(&self) -> bool {}
    fn is_err(&self) -> bool {}
    fn ok(self) -> Option<T> {}
    fn err(self) -> Option<E> {}
    fn map<U, F: FnOnce>(self, op: F) -> Result<U, E> {}
    fn map_err<F, O: FnOnce>(self, op: O) -> Result<T, F> {}
    fn and_then<U, F: FnOnce>(self, op: F) -> Result<U, E> {}
    fn unwrap_or_else<F: FnOnce>(self, op: F) -> T {}
    #[unsupported] fn as_ref(&self) {}
    #[unsupported] fn or_else(self) {}
    #[unsupported] fn is_ok_and(self) {}
    #[unsupported] fn is_err_and(self) {}
    #[unsupported] fn iter(&self) {}
    #[unsupported] fn inspect_err(self) {}
    #[unsupported] fn copied(self) {}
    #[unsupported] fn cloned(self) {}
    fn map_or<U, F: FnOnce>(self, default: U, f: F) -> U {}
}
impl<T: Default, E> Result<T, E> {
    fn unwrap_or_default(self) -> T {}
}
impl<T> Iterator for Range<T> { #[unsupported] fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for RangeInclusive<T> { #[unsupported] fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for SliceIter<T> { fn next(&mut self) -> Option<&T> {} }
impl Iterator for StrLines { fn next(&mut self) -> Option<&str> {} }
impl Iterator for StrBytes { fn next(&mut self) -> Option<u8> {} }
impl Iterator for SplitWhitespace { fn next(&mut self) -> Option<&str> {} }
impl Iterator for Chars { fn next(&mut self) -> Option<char> {} }
// The items of `Enumerate<I>` are `(usize, I's item)`: the checker knows this one itself.
impl<I: Iterator> Iterator for Enumerate<I> {}
impl<T> Iterator for IterAdapter<T> { fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for Peekable<T> { fn next(&mut self) -> Option<T> {} }
impl<T> Peekable<T> { fn peek(&mut self) -> Option<&T> {} }
// A `HashMap` iterates in key order here: a compiled program's order is random per run.
impl<K: Hash, V> HashMap<K, V> {
    fn new() -> HashMap<K, V> {}
    fn with_capacity(capacity: usize) -> HashMap<K, V> {}
    fn insert(&mut self, k: K, v: V) -> Option<V> {}
    fn get<Q: KeyOf>(&self, k: &Q) -> Option<&V> {}
    fn get_mut<Q: KeyOf>(&mut self, k: &Q) -> Option<&mut V> {}
    fn contains_key<Q: KeyOf>(&self, k: &Q) -> bool {}
    fn remove<Q: KeyOf>(&mut self, k: &Q) -> Option<V> {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn entry(&mut self, key: K) -> MapEntry<K, V> {}
    fn iter(&self) -> IterAdapter<(&K, &V)> {}
    fn keys(&self) -> IterAdapter<&K> {}
    fn values(&self) -> IterAdapter<&V> {}
}
impl<K: Ord, V> BTreeMap<K, V> {
    fn new() -> BTreeMap<K, V> {}
    fn insert(&mut self, k: K, v: V) -> Option<V> {}
    fn get<Q: KeyOf>(&self, k: &Q) -> Option<&V> {}
    fn get_mut<Q: KeyOf>(&mut self, k: &Q) -> Option<&mut V> {}
    fn contains_key<Q: KeyOf>(&self, k: &Q) -> bool {}
    fn remove<Q: KeyOf>(&mut self, k: &Q) -> Option<V> {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn entry(&mut self, key: K) -> MapEntry<K, V> {}
    fn iter(&self) -> IterAdapter<(&K, &V)> {}
    fn keys(&self) -> IterAdapter<&K> {}
    fn values(&self) -> IterAdapter<&V> {}
}
impl<K, V> MapEntry<K, V> {
    fn or_insert(self, default: V) -> &mut V {}
    #[unsupported] fn or_default(self) -> &mut V {}
    #[unsupported] fn or_insert_with(self) {}
    #[unsupported] fn and_modify(self) {}
}
impl<K, V> IntoIterator for HashMap<K, V> { fn into_iter(self) -> IterAdapter<(K, V)> {} }
impl<K, V> IntoIterator for &HashMap<K, V> { fn into_iter(self) -> IterAdapter<(&K, &V)> {} }
impl<K, V> IntoIterator for &mut HashMap<K, V> { fn into_iter(self) -> IterAdapter<(&K, &mut V)> {} }
impl<K, V> IntoIterator for BTreeMap<K, V> { fn into_iter(self) -> IterAdapter<(K, V)> {} }
impl<K, V> IntoIterator for &BTreeMap<K, V> { fn into_iter(self) -> IterAdapter<(&K, &V)> {} }
impl<K, V> IntoIterator for &mut BTreeMap<K, V> { fn into_iter(self) -> IterAdapter<(&K, &mut V)> {} }
impl<K: Debug, V: Debug> Debug for HashMap<K, V> {}
impl<K: Debug, V: Debug> Debug for BTreeMap<K, V> {}
impl<K: Clone, V: Clone> Clone for HashMap<K, V> {}
impl<K: Clone, V: Clone> Clone for BTreeMap<K, V> {}
impl<K, V> Default for HashMap<K, V> {}
impl<K, V> Default for BTreeMap<K, V> {}
impl<T> Iterator for VecIntoIter<T> { #[unsupported] fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for ArrayIntoIter<T> { #[unsupported] fn next(&mut self) -> Option<T> {} }
impl<T> IntoIterator for Vec<T> { #[unsupported] fn into_iter(self) -> VecIntoIter<T> {} }
impl<T> IntoIterator for [T; N] { #[unsupported] fn into_iter(self) -> ArrayIntoIter<T> {} }
impl<T> IntoIterator for &[T; N] { #[unsupported] fn into_iter(self) -> SliceIter<T> {} }
impl<T> IntoIterator for &Vec<T> { #[unsupported] fn into_iter(self) -> SliceIter<T> {} }
impl<T> IntoIterator for &[T] { #[unsupported] fn into_iter(self) -> SliceIter<T> {} }

// --- std::io ----------------------------------------------------------------------------------
#[path = "std::io::Error"] struct IoError;
#[path = "std::io::ErrorKind"] #[kind = "enum"] #[copy] struct ErrorKind;
#[path = "std::io::BufWriter"] struct BufWriter<W>;
#[path = "std::io::LineWriter"] struct LineWriter<W>;
#[path = "std::io::BufReader"] struct BufReader<R>;
#[path = "std::io::IntoInnerError"] struct IntoInnerError<W>;
#[path = "std::io::WriterPanicked"] struct WriterPanicked;
#[path = "std::io::Cursor"] struct Cursor<T>;
#[path = "std::io::IoSlice"] #[copy] struct IoSlice;
#[path = "std::io::Stdout"] struct Stdout;
#[path = "std::io::StdoutLock"] struct StdoutLock;
#[path = "std::io::Stderr"] struct Stderr;
#[path = "std::io::StderrLock"] struct StderrLock;
#[path = "std::io::Stdin"] struct Stdin;
#[path = "std::io::StdinLock"] struct StdinLock;
#[path = "std::io::Sink"] struct Sink;
#[path = "std::io::Lines"] struct IoLines<B>;
#[path = "std::io::Bytes"] struct IoBytes<R>;
#[path = "std::io::Take"] struct Take<R>;
impl<R> Take<R> {
    fn limit(&self) -> u64 {}
    fn set_limit(&mut self, limit: u64) {}
    fn into_inner(self) -> R {}
    fn get_ref(&self) -> &R {}
    fn get_mut(&mut self) -> &mut R {}
}
impl<R: Read> Read for Take<R> {}
impl<R: Debug> Debug for Take<R> {}

#[path = "std::io::Write"] trait Write {
    fn write(&mut self, buf: &[u8]) -> Result<usize, IoError> {}
    fn write_all(&mut self, buf: &[u8]) -> Result<(), IoError> {}
    fn write_vectored(&mut self, bufs: &[IoSlice]) -> Result<usize, IoError> {}
    fn flush(&mut self) -> Result<(), IoError> {}
    fn by_ref(&mut self) -> &mut Self {}
    #[unsupported] fn write_fmt(&mut self) -> Result<(), IoError> {}
    #[unsupported] fn is_write_vectored(&self) {}
    #[unsupported] fn write_all_vectored(&mut self) {}
}
#[path = "std::io::Read"] trait Read {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize, IoError> {}
    fn read_exact(&mut self, buf: &mut [u8]) -> Result<(), IoError> {}
    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> Result<usize, IoError> {}
    fn read_to_string(&mut self, buf: &mut String) -> Result<usize, IoError> {}
    fn bytes(self) -> IoBytes<Self> {}
    fn by_ref(&mut self) -> &mut Self {}
    fn take(self, limit: u64) -> Take<Self> {}
    #[unsupported] fn chain(self) {}
    #[unsupported] fn read_vectored(&mut self) {}
    #[unsupported] fn read_buf(&mut self) {}
}
#[path = "std::io::BufRead"] trait BufRead {
    fn fill_buf(&mut self) -> Result<&[u8], IoError> {}
    fn consume(&mut self, amount: usize) {}
    fn read_line(&mut self, buf: &mut String) -> Result<usize, IoError> {}
    fn lines(self) -> IoLines<Self> {}
    #[unsupported] fn read_until(&mut self) {}
    #[unsupported] fn split(self) {}
    #[unsupported] fn skip_until(&mut self) {}
    #[unsupported] fn has_data_left(&mut self) {}
}
#[path = "std::io::Seek"] trait Seek {
    fn seek(&mut self, pos: SeekFrom) -> Result<u64, IoError> {}
    fn rewind(&mut self) -> Result<(), IoError> {}
    fn stream_position(&mut self) -> Result<u64, IoError> {}
}
#[path = "std::io::SeekFrom"] #[kind = "enum"] #[copy] struct SeekFrom;
// The variants, as constructors (`SeekFrom::Start(0)`).
impl SeekFrom {
    fn Start(offset: u64) -> SeekFrom {}
    fn End(offset: i64) -> SeekFrom {}
    fn Current(offset: i64) -> SeekFrom {}
}
impl Debug for SeekFrom {}
impl PartialEq for SeekFrom {}
impl Clone for SeekFrom {}

#[path = "std::io::stdout"] fn stdout() -> Stdout {}
#[path = "std::io::stderr"] fn stderr() -> Stderr {}
#[path = "std::io::stdin"] fn stdin() -> Stdin {}
#[path = "std::io::sink"] fn sink() -> Sink {}
#[path = "std::io::copy"] fn copy<R: Read, W: Write>(reader: &mut R, writer: &mut W) -> Result<u64, IoError> {}

impl<W: Write> BufWriter<W> {
    fn new(inner: W) -> BufWriter<W> {}
    fn with_capacity(capacity: usize, inner: W) -> BufWriter<W> {}
    fn get_ref(&self) -> &W {}
    fn get_mut(&mut self) -> &mut W {}
    fn buffer(&self) -> &[u8] {}
    fn capacity(&self) -> usize {}
    fn into_inner(self) -> Result<W, IntoInnerError<BufWriter<W>>> {}
    fn into_parts(self) -> (W, Result<Vec<u8>, WriterPanicked>) {}
}
impl<W: Write> LineWriter<W> {
    fn new(inner: W) -> LineWriter<W> {}
    fn with_capacity(capacity: usize, inner: W) -> LineWriter<W> {}
    fn get_ref(&self) -> &W {}
    fn get_mut(&mut self) -> &mut W {}
    fn into_inner(self) -> Result<W, IntoInnerError<LineWriter<W>>> {}
}
impl<R: Read> BufReader<R> {
    fn new(inner: R) -> BufReader<R> {}
    fn with_capacity(capacity: usize, inner: R) -> BufReader<R> {}
    fn get_ref(&self) -> &R {}
    fn get_mut(&mut self) -> &mut R {}
    fn buffer(&self) -> &[u8] {}
    fn capacity(&self) -> usize {}
    fn into_inner(self) -> R {}
}
impl<T> Cursor<T> {
    fn new(inner: T) -> Cursor<T> {}
    fn into_inner(self) -> T {}
    fn get_ref(&self) -> &T {}
    fn get_mut(&mut self) -> &mut T {}
    fn position(&self) -> u64 {}
    fn set_position(&mut self, pos: u64) {}
}
impl IoSlice { fn new(buf: &[u8]) -> IoSlice {} }
impl Stdout { fn lock(&self) -> StdoutLock {} }
impl Formatter {
    fn write_str(&mut self, data: &str) -> Result<(), FmtError> {}
    fn pad(&mut self, s: &str) -> Result<(), FmtError> {}
    #[unsupported] fn write_fmt(&mut self) -> Result<(), FmtError> {}
    #[unsupported] fn write_char(&mut self, c: char) -> Result<(), FmtError> {}
    #[unsupported] fn alternate(&self) -> bool {}
    #[unsupported] fn width(&self) -> Option<usize> {}
    #[unsupported] fn precision(&self) -> Option<usize> {}
    #[unsupported] fn debug_struct(&mut self, name: &str) {}
    #[unsupported] fn debug_tuple(&mut self, name: &str) {}
    #[unsupported] fn debug_list(&mut self) {}
}
impl Debug for FmtError {}
impl Display for FmtError {}
impl Stderr { fn lock(&self) -> StderrLock {} }
impl Stdin {
    fn lock(&self) -> StdinLock {}
    fn read_line(&self, buf: &mut String) -> Result<usize, IoError> {}
    fn lines(self) -> IoLines<StdinLock> {}
}

impl<W: Write> Write for BufWriter<W> {}
impl<W: Write> Write for LineWriter<W> {}
impl<W: Write> Write for &mut W {}
impl Write for Vec<u8> {}
impl Write for Cursor<Vec<u8>> {}
impl Write for Cursor<&mut Vec<u8>> {}
impl Write for Cursor<&mut [u8]> {}
impl Write for Stdout {}
impl Write for &Stdout {}
impl Write for StdoutLock {}
impl Write for Stderr {}
impl Write for &Stderr {}
impl Write for StderrLock {}
impl Write for Sink {}
impl Write for File {}
impl Write for &File {}
impl Write for TcpStream {}
impl Write for &TcpStream {}
impl Write for dyn Write {}
impl<R: Read> Read for BufReader<R> {}
impl<R: Read> Read for &mut R {}
impl<T: AsRefBytes> Read for Cursor<T> {}
impl Read for &[u8] {}
impl Read for Stdin {}
impl Read for StdinLock {}
impl Read for File {}
impl Read for &File {}
impl Read for TcpStream {}
impl Read for &TcpStream {}
impl Read for dyn Read {}
impl<R: Read> BufRead for BufReader<R> {}
impl<B: BufRead> BufRead for &mut B {}
impl<T: AsRefBytes> BufRead for Cursor<T> {}
impl BufRead for &[u8] {}
impl BufRead for StdinLock {}
impl Seek for File {}
impl<T> Seek for Cursor<T> {}
impl<R: Seek> Seek for BufReader<R> {}
impl<W: Seek + Write> Seek for BufWriter<W> {}
impl<B: BufRead> Iterator for IoLines<B> { fn next(&mut self) -> Option<Result<String, IoError>> {} }
impl<R: Read> Iterator for IoBytes<R> { fn next(&mut self) -> Option<Result<u8, IoError>> {} }

// --- std::fs, std::net, std::os::fd ---------------------------------------------------------
#[path = "std::fs::File"] struct File;
#[path = "std::path::Path"] struct Path;
#[path = "std::path::PathBuf"] struct PathBuf;
#[path = "std::path::Display"] struct PathDisplay;
impl Path {
    fn new<S: AsRefOsStr>(s: &S) -> &Path {}
    fn display(&self) -> PathDisplay {}
    fn to_str(&self) -> Option<&str> {}
    fn join<P: AsRefPath>(&self, path: P) -> PathBuf {}
    fn to_path_buf(&self) -> PathBuf {}
    fn exists(&self) -> bool {}
    fn is_file(&self) -> bool {}
    fn is_dir(&self) -> bool {}
}
impl PathBuf {
    fn from<S: AsRefOsStr>(s: S) -> PathBuf {}
    fn new() -> PathBuf {}
    fn push<P: AsRefPath>(&mut self, path: P) {}
    fn as_path(&self) -> &Path {}
}
impl Display for PathDisplay {}
impl Debug for PathDisplay {}
impl Debug for Path {}
impl Debug for PathBuf {}
impl Clone for PathBuf {}
impl PartialEq for PathBuf {}
#[path = "std::fs::Metadata"] struct Metadata;
impl Metadata {
    fn len(&self) -> u64 {}
    fn is_file(&self) -> bool {}
    fn is_dir(&self) -> bool {}
}
impl Clone for Metadata {}
#[path = "std::fs::metadata"] fn metadata<P: AsRefPath>(path: P) -> Result<Metadata, IoError> {}
#[path = "std::fs::remove_file"] fn remove_file<P: AsRefPath>(path: P) -> Result<(), IoError> {}
#[path = "std::fs::create_dir"] fn create_dir<P: AsRefPath>(path: P) -> Result<(), IoError> {}
#[path = "std::fs::create_dir_all"] fn create_dir_all<P: AsRefPath>(path: P) -> Result<(), IoError> {}
#[path = "std::fs::OpenOptions"] struct OpenOptions;
#[path = "std::fs::read_to_string"] fn read_to_string<P: AsRefPath>(path: P) -> Result<String, IoError> {}
#[path = "std::fs::read"] fn read<P: AsRefPath>(path: P) -> Result<Vec<u8>, IoError> {}
#[path = "std::fs::write"] fn write<P: AsRefPath, C: AsRefBytes>(path: P, contents: C) -> Result<(), IoError> {}
impl OpenOptions {
    fn new() -> OpenOptions {}
    fn read(&mut self, read: bool) -> &mut OpenOptions {}
    fn write(&mut self, write: bool) -> &mut OpenOptions {}
    fn append(&mut self, append: bool) -> &mut OpenOptions {}
    fn truncate(&mut self, truncate: bool) -> &mut OpenOptions {}
    fn create(&mut self, create: bool) -> &mut OpenOptions {}
    fn create_new(&mut self, create_new: bool) -> &mut OpenOptions {}
    fn open<P: AsRefPath>(&self, path: P) -> Result<File, IoError> {}
}
impl Debug for OpenOptions {}
impl Clone for OpenOptions {}
#[path = "std::net::TcpStream"] struct TcpStream;
#[path = "std::os::fd::OwnedFd"] struct OwnedFd;
impl File {
    fn create<P: AsRefPath>(path: P) -> Result<File, IoError> {}
    fn open<P: AsRefPath>(path: P) -> Result<File, IoError> {}
    fn try_clone(&self) -> Result<File, IoError> {}
    fn sync_all(&self) -> Result<(), IoError> {}
    fn options() -> OpenOptions {}
    fn create_new<P: AsRefPath>(path: P) -> Result<File, IoError> {}
    fn metadata(&self) -> Result<Metadata, IoError> {}
    fn set_len(&self, size: u64) -> Result<(), IoError> {}
    fn sync_data(&self) -> Result<(), IoError> {}
    #[unsupported] fn set_permissions(&self) {}
    #[unsupported] fn lock(&self) {}
    #[unsupported] fn lock_shared(&self) {}
    #[unsupported] fn try_lock(&self) {}
    #[unsupported] fn try_lock_shared(&self) {}
    #[unsupported] fn unlock(&self) {}
    #[unsupported] fn set_modified(&self) {}
    #[unsupported] fn set_times(&self) {}
}
impl TcpStream {
    fn connect<A: ToSocketAddrs>(addr: A) -> Result<TcpStream, IoError> {}
    fn try_clone(&self) -> Result<TcpStream, IoError> {}
    #[unsupported] fn shutdown(&self) {}
    #[unsupported] fn set_nodelay(&self) {}
    #[unsupported] fn peer_addr(&self) {}
    #[unsupported] fn local_addr(&self) {}
    #[unsupported] fn set_read_timeout(&self) {}
}
impl OwnedFd {
    fn try_clone(&self) -> Result<OwnedFd, IoError> {}
}
#[path = "std::os::fd::AsRawFd"] trait AsRawFd { fn as_raw_fd(&self) -> i32 {} }
#[path = "std::os::fd::IntoRawFd"] trait IntoRawFd { fn into_raw_fd(self) -> i32 {} }
#[path = "std::os::fd::FromRawFd"] trait FromRawFd { unsafe fn from_raw_fd(fd: i32) -> Self {} }
impl AsRawFd for File {}
impl AsRawFd for Stdout {}
impl AsRawFd for Stderr {}
impl AsRawFd for Stdin {}
impl AsRawFd for TcpStream {}
impl AsRawFd for OwnedFd {}
impl IntoRawFd for File {}
impl IntoRawFd for TcpStream {}
impl IntoRawFd for OwnedFd {}
impl FromRawFd for File {}
impl FromRawFd for OwnedFd {}

// --- std::time, std::thread, std::mem, std::process, std::hint --------------------------------
#[path = "std::time::Duration"] #[copy] struct Duration;
#[path = "std::time::Instant"] #[copy] struct Instant;
impl Duration {
    fn from_secs(secs: u64) -> Duration {}
    fn from_millis(millis: u64) -> Duration {}
    fn from_micros(micros: u64) -> Duration {}
    fn from_nanos(nanos: u64) -> Duration {}
    fn as_secs(&self) -> u64 {}
    fn as_millis(&self) -> u128 {}
    fn as_micros(&self) -> u128 {}
    fn as_nanos(&self) -> u128 {}
    fn as_secs_f64(&self) -> f64 {}
    #[unsupported] fn from_secs_f64() {}
    #[unsupported] fn subsec_nanos(&self) {}
    #[unsupported] fn subsec_millis(&self) {}
}
impl Instant {
    fn now() -> Instant {}
    fn elapsed(&self) -> Duration {}
    #[unsupported] fn duration_since(&self) {}
}
#[path = "std::thread::sleep"] fn sleep(dur: Duration) {}
#[path = "std::mem::drop"] #[prelude] fn drop<T>(x: T) {}
#[path = "std::mem::forget"] fn forget<T>(t: T) {}
#[path = "std::process::exit"] fn exit(code: i32) -> ! {}
#[path = "std::hint::black_box"] fn black_box<T>(dummy: T) -> T {}

// --- std::env ---------------------------------------------------------------------------------
#[path = "std::env::Args"] struct EnvArgs;
#[path = "std::env::VarError"] #[kind = "enum"] struct VarError;
#[path = "std::env::args"] fn args() -> EnvArgs {}
#[path = "std::env::var"] fn var<K: AsRefOsStr>(key: K) -> Result<String, VarError> {}
impl Iterator for EnvArgs { fn next(&mut self) -> Option<String> {} }
impl EnvArgs { fn len(&self) -> usize {} }
impl Debug for EnvArgs {}
impl Debug for VarError {}
impl Display for VarError {}
impl Error for VarError {}
impl Clone for VarError {}
impl PartialEq for VarError {}

// --- serde_json -------------------------------------------------------------------------------
#[path = "serde_json::Value"] struct JsonValue;
#[path = "serde_json::Error"] struct JsonError;
#[path = "serde_json::from_reader"] fn from_reader<R: Read, T: Deserialize>(rdr: R) -> Result<T, JsonError> {}
#[path = "serde_json::from_str"] fn from_str<T: Deserialize>(s: &str) -> Result<T, JsonError> {}
#[path = "serde_json::from_slice"] fn from_slice<T: Deserialize>(v: &[u8]) -> Result<T, JsonError> {}
#[path = "serde_json::to_writer"] fn to_writer<W: Write, T: Serialize>(writer: W, value: &T) -> Result<(), JsonError> {}
#[path = "serde_json::to_writer_pretty"] fn to_writer_pretty<W: Write, T: Serialize>(writer: W, value: &T) -> Result<(), JsonError> {}
#[path = "serde_json::to_string"] fn to_string<T: Serialize>(value: &T) -> Result<String, JsonError> {}
#[path = "serde_json::to_string_pretty"] fn to_string_pretty<T: Serialize>(value: &T) -> Result<String, JsonError> {}
impl JsonValue {
    fn is_object(&self) -> bool {}
    fn is_array(&self) -> bool {}
    fn is_null(&self) -> bool {}
    fn get<I: JsonIndex>(&self, index: I) -> Option<&JsonValue> {}
    #[unsupported] fn as_str(&self) {}
    #[unsupported] fn as_i64(&self) {}
    #[unsupported] fn as_u64(&self) {}
    #[unsupported] fn as_f64(&self) {}
    #[unsupported] fn as_array(&self) {}
    #[unsupported] fn as_object(&self) {}
    #[unsupported] fn is_string(&self) {}
    #[unsupported] fn is_number(&self) {}
}

// --- which types implement what (for format traits, `?` and bounds) ----------------------------
impl<T: Display> Display for &T {}
impl<T: Display> Display for &mut T {}
impl<T: Display> Display for Box<T> {}
impl Display for str {}
impl Display for String {}
impl Display for char {}
impl Display for bool {}
impl Display for IoError {}
impl Display for JsonError {}
impl Display for JsonValue {}
impl Display for ErrorKind {}
impl PartialEq for ErrorKind {}
impl Clone for ErrorKind {}
impl IoError {
    fn kind(&self) -> ErrorKind {}
    fn raw_os_error(&self) -> Option<i32> {}
}
impl<W> Display for IntoInnerError<W> {}
impl Display for dyn Error {}
impl<T: Debug> Debug for &T {}
impl<T: Debug> Debug for &mut T {}
impl<T: Debug> Debug for Box<T> {}
impl<T: Debug> Debug for Vec<T> {}
impl<T: Debug> Debug for [T] {}
impl<T: Debug> Debug for Option<T> {}
impl<T: Debug, E: Debug> Debug for Result<T, E> {}
impl<T: Debug> Debug for Range<T> {}
impl Debug for str {}
impl Debug for String {}
impl Debug for char {}
impl Debug for bool {}
impl Debug for () {}
impl Debug for IoError {}
impl Debug for ErrorKind {}
impl Debug for JsonError {}
impl Debug for JsonValue {}
impl<W: Debug> Debug for IntoInnerError<W> {}
impl Debug for WriterPanicked {}
impl Debug for File {}
impl Debug for TcpStream {}
impl Debug for OwnedFd {}
impl Debug for Duration {}
impl Debug for Instant {}
impl Debug for IoSlice {}
impl Debug for Stdout {}
impl Debug for Stderr {}
impl Debug for Stdin {}
impl Debug for StdoutLock {}
impl Debug for StderrLock {}
impl Debug for StdinLock {}
impl Debug for Sink {}
impl<W: Write + Debug> Debug for BufWriter<W> {}
impl<W: Write + Debug> Debug for LineWriter<W> {}
impl<R: Debug> Debug for BufReader<R> {}
impl<T: Debug> Debug for Cursor<T> {}
impl Debug for dyn Error {}
impl Error for IoError {}
impl Error for JsonError {}
impl<W: Debug> Error for IntoInnerError<W> {}
impl Default for String {}
impl<T> Default for Vec<T> {}
impl<T> Default for Option<T> {}
impl Default for bool {}
impl Default for char {}
impl Default for () {}
impl Default for JsonValue {}
impl Default for Duration {}
impl<T: Clone> Clone for Vec<T> {}
impl<T: Clone> Clone for Option<T> {}
impl<T: Clone, E: Clone> Clone for Result<T, E> {}
impl Clone for String {}
impl Clone for JsonValue {}
impl Clone for Duration {}
impl Clone for Instant {}
"#;
