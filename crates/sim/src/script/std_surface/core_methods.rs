//! Methods of the core types: `String`, `str`, `Vec`, slices, `Option`, `Result`, iterators.
//! One area of the std surface table (see [`super::STD_SURFACE`]).

pub(super) const CORE_METHODS: &str = r#"

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
    // Items `char`, `&char`, `&str` or `String` (see `check::element_access`).
    fn extend<I: IntoIterator>(&mut self, iter: I) {}
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
    fn splitn<P: StrPattern>(&self, n: usize, pat: P) -> ForwardIter<&str> {}
    fn rsplitn<P: StrPattern>(&self, n: usize, pat: P) -> ForwardIter<&str> {}
    // Only a `char` is a double-ended pattern (`trim_matches("x")` is E0277 in rustc).
    fn trim_matches<P: CharPattern>(&self, pat: P) -> &str {}
    fn trim_end_matches<P: StrPattern>(&self, pat: P) -> &str {}
    fn trim_start_matches<P: StrPattern>(&self, pat: P) -> &str {}
    fn find<P: StrPattern>(&self, pat: P) -> Option<usize> {}
    fn replace<P: StrPattern>(&self, from: P, to: &str) -> String {}
    // By a range of byte positions (see `check::element_access`).
    fn get(&self, range: Range<usize>) -> Option<&str> {}
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
impl char {
    fn is_alphabetic(self) -> bool {}
    fn is_numeric(self) -> bool {}
    fn is_alphanumeric(self) -> bool {}
    fn is_whitespace(self) -> bool {}
    fn is_uppercase(self) -> bool {}
    fn is_lowercase(self) -> bool {}
    fn is_control(self) -> bool {}
    fn is_ascii(&self) -> bool {}
    fn is_ascii_digit(&self) -> bool {}
    fn is_ascii_alphabetic(&self) -> bool {}
    fn is_ascii_alphanumeric(&self) -> bool {}
    fn is_ascii_uppercase(&self) -> bool {}
    fn is_ascii_lowercase(&self) -> bool {}
    fn is_ascii_punctuation(&self) -> bool {}
    fn is_ascii_whitespace(&self) -> bool {}
    fn is_ascii_hexdigit(&self) -> bool {}
    fn to_ascii_uppercase(&self) -> char {}
    fn to_ascii_lowercase(&self) -> char {}
    fn to_digit(self, radix: u32) -> Option<u32> {}
    fn len_utf8(self) -> usize {}
    fn eq_ignore_ascii_case(&self, other: &char) -> bool {}
    fn to_uppercase(self) -> ToUppercase {}
    fn to_lowercase(self) -> ToLowercase {}
    #[unsupported] fn is_digit(self, radix: u32) -> bool {}
    #[unsupported] fn encode_utf8(self) {}
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
    fn retain<F: FnMut>(&mut self, f: F) {}
    fn retain_mut<F: FnMut>(&mut self, f: F) {}
    fn dedup_by_key<K: PartialEq, F: FnMut>(&mut self, key: F) {}
    fn dedup_by<F: FnMut>(&mut self, same_bucket: F) {}
    fn drain<R: RangeBounds>(&mut self, range: R) -> Drain<T> {}
    // Items `T`, or `&T` of a `Copy` `T` (see `check::element_access`).
    fn extend<I: IntoIterator>(&mut self, iter: I) {}
    fn append(&mut self, other: &mut Vec<T>) {}
    fn reserve(&mut self, additional: usize) {}
    fn split_off(&mut self, at: usize) -> Vec<T> {}
    fn swap_remove(&mut self, index: usize) -> T {}
    fn into_iter(self) -> VecIntoIter<T> {}
    #[unsupported] fn as_mut_slice(&mut self) {}
}
impl<T> [T; N] {
    fn as_slice(&self) -> &[T] {}
    // By value since edition 2021 (`[1, 2].into_iter()` yields `i32`s).
    fn into_iter(self) -> ArrayIntoIter<T> {}
}
impl<T: Ord> [T] {
    fn sort(&mut self) {}
    fn sort_unstable(&mut self) {}
    fn binary_search(&self, x: &T) -> Result<usize, usize> {}
}
impl<T: PartialEq> Vec<T> {
    fn dedup(&mut self) {}
}
impl<T: PartialEq> [T] {
    fn contains(&self, x: &T) -> bool {}
    fn starts_with(&self, needle: &[T]) -> bool {}
    fn ends_with(&self, needle: &[T]) -> bool {}
}
impl<T: Clone> [T] {
    fn to_vec(&self) -> Vec<T> {}
    fn fill(&mut self, value: T) {}
}
// `[S]::join` and `concat` for slices of text (std's `Join<&str>`, `Concat<str>`).
impl [String] { fn join(&self, sep: &str) -> String {} fn concat(&self) -> String {} }
impl [&str] { fn join(&self, sep: &str) -> String {} fn concat(&self) -> String {} }
impl<T: Clone> Vec<T> {
    fn extend_from_slice(&mut self, other: &[T]) {}
    fn resize(&mut self, new_len: usize, value: T) {}
}
impl<T> [T] {
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn iter(&self) -> SliceIter<T> {}
    fn iter_mut(&mut self) -> SliceIterMut<T> {}
    // By a position, or by a range for `Option<&[T]>` (see `check::element_access`).
    fn get(&self, index: usize) -> Option<&T> {}
    fn first(&self) -> Option<&T> {}
    fn windows(&self, size: usize) -> IterAdapter<&[T]> {}
    fn chunks(&self, chunk_size: usize) -> IterAdapter<&[T]> {}
    fn chunks_exact(&self, chunk_size: usize) -> IterAdapter<&[T]> {}
    fn rchunks(&self, chunk_size: usize) -> IterAdapter<&[T]> {}
    fn split_at(&self, mid: usize) -> (&[T], &[T]) {}
    fn split_at_mut(&mut self, mid: usize) -> (&mut [T], &mut [T]) {}
    fn split_first(&self) -> Option<(&T, &[T])> {}
    fn split_last(&self) -> Option<(&T, &[T])> {}
    fn last(&self) -> Option<&T> {}
    fn reverse(&mut self) {}
    fn rotate_left(&mut self, mid: usize) {}
    fn rotate_right(&mut self, k: usize) {}
    #[unsupported] fn copy_from_slice(&mut self) {}
    #[unsupported] fn concat(&self) {}
    fn first_mut(&mut self) -> Option<&mut T> {}
    fn last_mut(&mut self) -> Option<&mut T> {}
    fn get_mut(&mut self, index: usize) -> Option<&mut T> {}
    fn swap(&mut self, a: usize, b: usize) {}
    #[unsupported] fn as_ptr(&self) {}
    #[unsupported] fn split(&self) {}
    #[unsupported] fn rsplit(&self) {}
    #[unsupported] fn iter_mut_chunks(&self) {}
    #[unsupported] fn position(&self) {}
    #[unsupported] fn repeat(&self) {}
    fn sort_by<F: FnMut>(&mut self, compare: F) {}
    fn sort_unstable_by<F: FnMut>(&mut self, compare: F) {}
    fn sort_by_key<K: Ord, F: FnMut>(&mut self, f: F) {}
    fn sort_unstable_by_key<K: Ord, F: FnMut>(&mut self, f: F) {}
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
    fn ok_or<E>(self, err: E) -> Result<T, E> {}
    fn ok_or_else<E, F: FnOnce>(self, err: F) -> Result<T, E> {}
    fn unwrap_or_else<F: FnOnce>(self, f: F) -> T {}
    fn as_ref(&self) -> Option<&T> {}
    fn take(&mut self) -> Option<T> {}
    fn filter<P: FnOnce>(self, predicate: P) -> Option<T> {}
    fn or(self, optb: Option<T>) -> Option<T> {}
    fn or_else<F: FnOnce>(self, f: F) -> Option<T> {}
    fn xor(self, optb: Option<T>) -> Option<T> {}
    fn insert(&mut self, value: T) -> &mut T {}
    fn get_or_insert(&mut self, value: T) -> &mut T {}
    fn replace(&mut self, value: T) -> Option<T> {}
    fn as_mut(&mut self) -> Option<&mut T> {}
    #[unsupported] fn unwrap_unchecked(self) {}
    #[unsupported] fn iter(&self) {}
    fn is_some_and<F: FnOnce>(self, f: F) -> bool {}
    fn is_none_or<F: FnOnce>(self, f: F) -> bool {}
    fn zip<U>(self, other: Option<U>) -> Option<(T, U)> {}
    fn inspect<F: FnOnce>(self, f: F) -> Option<T> {}
    #[unsupported] fn expect_none(self) {}
    fn map_or<U, F: FnOnce>(self, default: U, f: F) -> U {}
}
impl Option<String> {
    fn as_deref(&self) -> Option<&str> {}
}
impl<T: Copy> Option<&T> {
    fn copied(self) -> Option<T> {}
}
impl<T: Clone> Option<&T> {
    fn cloned(self) -> Option<T> {}
}
impl<T: Default> Option<T> {
    fn unwrap_or_default(self) -> T {}
}
impl<T, E> Option<Result<T, E>> {
    fn transpose(self) -> Result<Option<T>, E> {}
}
impl<T, E> Result<Option<T>, E> {
    fn transpose(self) -> Option<Result<T, E>> {}
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
    fn as_ref(&self) -> Result<&T, &E> {}
    fn as_mut(&mut self) -> Result<&mut T, &mut E> {}
    fn or<F>(self, res: Result<T, F>) -> Result<T, F> {}
    fn or_else<F, O: FnOnce>(self, op: O) -> Result<T, F> {}
    fn is_ok_and<F: FnOnce>(self, f: F) -> bool {}
    fn is_err_and<F: FnOnce>(self, f: F) -> bool {}
    #[unsupported] fn iter(&self) {}
    fn inspect<F: FnOnce>(self, f: F) -> Result<T, E> {}
    fn inspect_err<F: FnOnce>(self, f: F) -> Result<T, E> {}
    fn map_or<U, F: FnOnce>(self, default: U, f: F) -> U {}
}
impl<T: Default, E> Result<T, E> {
    fn unwrap_or_default(self) -> T {}
}
impl<T> Iterator for Range<T> { fn next(&mut self) -> Option<T> {} }
// `contains` of every bounded range (`(1..=9).contains(&n)`, `('a'..='z').contains(&c)`).
impl<T: PartialOrd> Range<T> { fn contains(&self, item: &T) -> bool {} }
impl<T: PartialOrd> RangeInclusive<T> { fn contains(&self, item: &T) -> bool {} }
impl<T: PartialOrd> RangeFrom<T> { fn contains(&self, item: &T) -> bool {} }
impl<T: PartialOrd> RangeTo<T> { fn contains(&self, item: &T) -> bool {} }
impl<T: PartialOrd> RangeToInclusive<T> { fn contains(&self, item: &T) -> bool {} }
impl<T> Iterator for RangeInclusive<T> { #[unsupported] fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for RangeFrom<T> { #[unsupported] fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for SliceIter<T> { fn next(&mut self) -> Option<&T> {} }
impl<T> SliceIter<T> { fn next_back(&mut self) -> Option<&T> {} }
impl<T> Iterator for SliceIterMut<T> { fn next(&mut self) -> Option<&mut T> {} }
impl Iterator for StrLines { fn next(&mut self) -> Option<&str> {} }
impl Iterator for StrBytes { fn next(&mut self) -> Option<u8> {} }
impl Iterator for SplitWhitespace { fn next(&mut self) -> Option<&str> {} }
impl Iterator for Chars { fn next(&mut self) -> Option<char> {} }
impl Chars {
    fn as_str(&self) -> &str {}
    fn next_back(&mut self) -> Option<char> {}
}
// std's case mappings: iterators of chars that also print them.
impl Iterator for ToUppercase { fn next(&mut self) -> Option<char> {} }
impl Iterator for ToLowercase { fn next(&mut self) -> Option<char> {} }
impl Display for ToUppercase {}
impl Debug for ToUppercase {}
impl Display for ToLowercase {}
impl Debug for ToLowercase {}
impl ToString for ToUppercase {}
impl ToString for ToLowercase {}
// The items of `Enumerate<I>` are `(usize, I's item)`: the checker knows this one itself.
impl<I: Iterator> Iterator for Enumerate<I> {}
impl<T> Iterator for IterAdapter<T> { fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for ForwardIter<T> { fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for Peekable<T> { fn next(&mut self) -> Option<T> {} }
impl<T> Peekable<T> { fn peek(&mut self) -> Option<&T> {} }
// A `HashMap` iterates in key order here: a compiled program's order is random per run.
impl<K: Hash, V> HashMap<K, V> {
    fn new() -> HashMap<K, V> {}
    fn from(items: [(K, V); N]) -> HashMap<K, V> {}
    fn with_capacity(capacity: usize) -> HashMap<K, V> {}
    fn insert(&mut self, k: K, v: V) -> Option<V> {}
    fn get<Q: KeyOf>(&self, k: &Q) -> Option<&V> {}
    fn get_mut<Q: KeyOf>(&mut self, k: &Q) -> Option<&mut V> {}
    fn contains_key<Q: KeyOf>(&self, k: &Q) -> bool {}
    fn remove<Q: KeyOf>(&mut self, k: &Q) -> Option<V> {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn entry(&mut self, key: K) -> MapEntry<K, V> {}
    fn iter(&self) -> ForwardIter<(&K, &V)> {}
    fn iter_mut(&mut self) -> ForwardIter<(&K, &mut V)> {}
    fn keys(&self) -> ForwardIter<&K> {}
    fn values(&self) -> ForwardIter<&V> {}
    fn values_mut(&mut self) -> ForwardIter<&mut V> {}
}
impl<K: Ord, V> BTreeMap<K, V> {
    fn new() -> BTreeMap<K, V> {}
    fn from(items: [(K, V); N]) -> BTreeMap<K, V> {}
    fn insert(&mut self, k: K, v: V) -> Option<V> {}
    fn get<Q: KeyOf>(&self, k: &Q) -> Option<&V> {}
    fn get_mut<Q: KeyOf>(&mut self, k: &Q) -> Option<&mut V> {}
    fn contains_key<Q: KeyOf>(&self, k: &Q) -> bool {}
    fn remove<Q: KeyOf>(&mut self, k: &Q) -> Option<V> {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn entry(&mut self, key: K) -> MapEntry<K, V> {}
    fn iter(&self) -> IterAdapter<(&K, &V)> {}
    fn iter_mut(&mut self) -> IterAdapter<(&K, &mut V)> {}
    fn keys(&self) -> IterAdapter<&K> {}
    fn values(&self) -> IterAdapter<&V> {}
    fn values_mut(&mut self) -> IterAdapter<&mut V> {}
}
// A `HashSet` iterates in item order here, as a `HashMap` in key order.
impl<T: Hash> HashSet<T> {
    fn new() -> HashSet<T> {}
    fn from(items: [T; N]) -> HashSet<T> {}
    fn with_capacity(capacity: usize) -> HashSet<T> {}
    fn insert(&mut self, value: T) -> bool {}
    fn contains<Q: KeyOf>(&self, value: &Q) -> bool {}
    fn remove<Q: KeyOf>(&mut self, value: &Q) -> bool {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn clear(&mut self) {}
    fn iter(&self) -> IterAdapter<&T> {}
    #[unsupported] fn get(&self) {}
    #[unsupported] fn take(&mut self) {}
    #[unsupported] fn replace(&mut self) {}
    #[unsupported] fn retain(&mut self) {}
    #[unsupported] fn drain(&mut self) {}
    #[unsupported] fn extend(&mut self) {}
    #[unsupported] fn union(&self) {}
    #[unsupported] fn intersection(&self) {}
    #[unsupported] fn difference(&self) {}
    #[unsupported] fn symmetric_difference(&self) {}
    #[unsupported] fn is_subset(&self) {}
    #[unsupported] fn is_superset(&self) {}
    #[unsupported] fn is_disjoint(&self) {}
    #[unsupported] fn reserve(&mut self) {}
    #[unsupported] fn capacity(&self) {}
    #[unsupported] fn shrink_to_fit(&mut self) {}
    #[unsupported] fn hasher(&self) {}
}
impl<T: Ord> BTreeSet<T> {
    fn new() -> BTreeSet<T> {}
    fn from(items: [T; N]) -> BTreeSet<T> {}
    fn insert(&mut self, value: T) -> bool {}
    fn contains<Q: KeyOf>(&self, value: &Q) -> bool {}
    fn remove<Q: KeyOf>(&mut self, value: &Q) -> bool {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn clear(&mut self) {}
    fn iter(&self) -> IterAdapter<&T> {}
    #[unsupported] fn first(&self) {}
    #[unsupported] fn last(&self) {}
    #[unsupported] fn pop_first(&mut self) {}
    #[unsupported] fn pop_last(&mut self) {}
    #[unsupported] fn range(&self) {}
    #[unsupported] fn get(&self) {}
    #[unsupported] fn take(&mut self) {}
    #[unsupported] fn replace(&mut self) {}
    #[unsupported] fn retain(&mut self) {}
    #[unsupported] fn extend(&mut self) {}
    #[unsupported] fn append(&mut self) {}
    #[unsupported] fn split_off(&mut self) {}
    #[unsupported] fn union(&self) {}
    #[unsupported] fn intersection(&self) {}
    #[unsupported] fn difference(&self) {}
    #[unsupported] fn symmetric_difference(&self) {}
    #[unsupported] fn is_subset(&self) {}
    #[unsupported] fn is_superset(&self) {}
    #[unsupported] fn is_disjoint(&self) {}
}
impl<T> VecDeque<T> {
    fn new() -> VecDeque<T> {}
    fn with_capacity(capacity: usize) -> VecDeque<T> {}
    fn push_back(&mut self, value: T) {}
    fn push_front(&mut self, value: T) {}
    fn pop_back(&mut self) -> Option<T> {}
    fn pop_front(&mut self) -> Option<T> {}
    fn front(&self) -> Option<&T> {}
    fn back(&self) -> Option<&T> {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
    fn clear(&mut self) {}
    fn iter(&self) -> IterAdapter<&T> {}
    #[unsupported] fn get(&self) {}
    #[unsupported] fn get_mut(&mut self) {}
    #[unsupported] fn front_mut(&mut self) {}
    #[unsupported] fn back_mut(&mut self) {}
    fn iter_mut(&mut self) -> IterAdapter<&mut T> {}
    #[unsupported] fn insert(&mut self) {}
    #[unsupported] fn remove(&mut self) {}
    #[unsupported] fn swap(&mut self) {}
    #[unsupported] fn truncate(&mut self) {}
    #[unsupported] fn retain(&mut self) {}
    #[unsupported] fn drain(&mut self) {}
    #[unsupported] fn extend(&mut self) {}
    #[unsupported] fn append(&mut self) {}
    #[unsupported] fn split_off(&mut self) {}
    #[unsupported] fn resize(&mut self) {}
    #[unsupported] fn rotate_left(&mut self) {}
    #[unsupported] fn rotate_right(&mut self) {}
    #[unsupported] fn make_contiguous(&mut self) {}
    #[unsupported] fn as_slices(&self) {}
    #[unsupported] fn range(&self) {}
    #[unsupported] fn reserve(&mut self) {}
    #[unsupported] fn capacity(&self) {}
    #[unsupported] fn binary_search(&self) {}
    #[unsupported] fn partition_point(&self) {}
}
impl<T: PartialEq> VecDeque<T> {
    fn contains(&self, x: &T) -> bool {}
}
// An `Option` or a `Result` is an iterator of what it holds (none for `None` and `Err`):
// `for x in opt`, `lines().flatten()`.
impl<T> IntoIterator for Option<T> { fn into_iter(self) -> IterAdapter<T> {} }
impl<T, E> IntoIterator for Result<T, E> { fn into_iter(self) -> IterAdapter<T> {} }
impl<T> IntoIterator for &Option<T> { fn into_iter(self) -> IterAdapter<&T> {} }
impl<T, E> IntoIterator for &Result<T, E> { fn into_iter(self) -> IterAdapter<&T> {} }
impl<T> IntoIterator for HashSet<T> { fn into_iter(self) -> ForwardIter<T> {} }
impl<T> IntoIterator for &HashSet<T> { fn into_iter(self) -> ForwardIter<&T> {} }
impl<T> IntoIterator for BTreeSet<T> { fn into_iter(self) -> IterAdapter<T> {} }
impl<T> IntoIterator for &BTreeSet<T> { fn into_iter(self) -> IterAdapter<&T> {} }
impl<T> IntoIterator for VecDeque<T> { fn into_iter(self) -> IterAdapter<T> {} }
impl<T> IntoIterator for &VecDeque<T> { fn into_iter(self) -> IterAdapter<&T> {} }
impl<T: Debug> Debug for HashSet<T> {}
impl<T: Debug> Debug for BTreeSet<T> {}
impl<T: Debug> Debug for VecDeque<T> {}
impl<T: Clone> Clone for HashSet<T> {}
impl<T: Clone> Clone for BTreeSet<T> {}
impl<T: Clone> Clone for VecDeque<T> {}
impl<T> Default for HashSet<T> {}
impl<T> Default for BTreeSet<T> {}
impl<T> Default for VecDeque<T> {}
impl<K, V> MapEntry<K, V> {
    fn or_insert(self, default: V) -> &mut V {}
    fn or_default(self) -> &mut V {}
    // Typed with their closures by the checker (`check/json_entry.rs`).
    fn or_insert_with<F: FnOnce>(self, default: F) -> &mut V {}
    fn and_modify<F: FnOnce>(self, f: F) -> MapEntry<K, V> {}
}
impl<K, V> IntoIterator for HashMap<K, V> { fn into_iter(self) -> ForwardIter<(K, V)> {} }
impl<K, V> IntoIterator for &HashMap<K, V> { fn into_iter(self) -> ForwardIter<(&K, &V)> {} }
impl<K, V> IntoIterator for &mut HashMap<K, V> { fn into_iter(self) -> ForwardIter<(&K, &mut V)> {} }
impl<K, V> IntoIterator for BTreeMap<K, V> { fn into_iter(self) -> IterAdapter<(K, V)> {} }
impl<K, V> IntoIterator for &BTreeMap<K, V> { fn into_iter(self) -> IterAdapter<(&K, &V)> {} }
impl<K, V> IntoIterator for &mut BTreeMap<K, V> { fn into_iter(self) -> IterAdapter<(&K, &mut V)> {} }
impl<K: Debug, V: Debug> Debug for HashMap<K, V> {}
impl<K: Debug, V: Debug> Debug for BTreeMap<K, V> {}
impl<K: Clone, V: Clone> Clone for HashMap<K, V> {}
impl<K: Clone, V: Clone> Clone for BTreeMap<K, V> {}
impl<K, V> Default for HashMap<K, V> {}
impl<K, V> Default for BTreeMap<K, V> {}
impl<T> Iterator for VecIntoIter<T> { fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for Drain<T> { fn next(&mut self) -> Option<T> {} }
impl<T> Iterator for ArrayIntoIter<T> { fn next(&mut self) -> Option<T> {} }
impl<T> IntoIterator for Vec<T> { #[unsupported] fn into_iter(self) -> VecIntoIter<T> {} }
impl<T> IntoIterator for [T; N] { #[unsupported] fn into_iter(self) -> ArrayIntoIter<T> {} }
impl<T> IntoIterator for &[T; N] { #[unsupported] fn into_iter(self) -> SliceIter<T> {} }
impl<T> IntoIterator for &Vec<T> { #[unsupported] fn into_iter(self) -> SliceIter<T> {} }
impl<T> IntoIterator for &[T] { #[unsupported] fn into_iter(self) -> SliceIter<T> {} }

"#;
