//! Which types implement what: format traits, `?` conversions, bounds.
//! One area of the std surface table (see [`super::STD_SURFACE`]).

pub(super) const TRAIT_IMPLS: &str = r#"
// --- which types implement what (for format traits, `?` and bounds) ----------------------------
impl<T: Display> Display for &T {}
impl<T: Display> Display for &mut T {}
impl<T: LowerHex> LowerHex for &T {}
impl<T: LowerHex> LowerHex for &mut T {}
impl<T: UpperHex> UpperHex for &T {}
impl<T: UpperHex> UpperHex for &mut T {}
impl<T: Binary> Binary for &T {}
impl<T: Binary> Binary for &mut T {}
impl<T: Octal> Octal for &T {}
impl<T: Octal> Octal for &mut T {}
impl<T: LowerExp> LowerExp for &T {}
impl<T: LowerExp> LowerExp for &mut T {}
impl<T: UpperExp> UpperExp for &T {}
impl<T: UpperExp> UpperExp for &mut T {}
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
    fn new<E: IntoBoxError>(kind: ErrorKind, error: E) -> IoError {}
    fn other<E: IntoBoxError>(error: E) -> IoError {}
}
// `Into<Box<dyn Error + Send + Sync>>`: text, or any error (`Infer::implements` answers it).
#[path = "std::convert::Into<Box<(dyn std::error::Error + Send + Sync + 'static)>>"] trait IntoBoxError {}
impl<W> Display for IntoInnerError<W> {}
impl Display for dyn Error {}
// `source` of a `&dyn Error` (what a `source` returns, a `Box<dyn Error>`'s error).
impl Error for dyn Error {}
// `Error: Display`, so std's blanket `ToString` reaches a `dyn Error`.
impl ToString for dyn Error {}
impl<T: Debug> Debug for &T {}
impl<T: Debug> Debug for &mut T {}
impl<T: Debug> Debug for Box<T> {}
impl<T: Clone> Clone for Box<T> {}
impl<T: Debug> Debug for Vec<T> {}
impl<T: Debug> Debug for [T] {}
impl<T: Debug> Debug for Option<T> {}
impl<T: Debug, E: Debug> Debug for Result<T, E> {}
impl<T: Debug> Debug for Range<T> {}
impl<T: Debug> Debug for RangeInclusive<T> {}
impl<T: Debug> Debug for RangeFrom<T> {}
impl<T: Debug> Debug for RangeTo<T> {}
impl<T: Debug> Debug for RangeToInclusive<T> {}
impl Debug for RangeFull {}
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
impl Debug for Empty {}
impl Debug for Repeat {}
impl<T: Debug, U: Debug> Debug for IoChain<T, U> {}
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
