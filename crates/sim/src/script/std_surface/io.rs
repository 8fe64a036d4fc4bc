//! `std::io`: the traits, `BufWriter`, `LineWriter`, `BufReader`, the standard streams, errors.
//! One area of the std surface table (see [`super::STD_SURFACE`]).

pub(super) const IO: &str = r#"
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
#[path = "std::io::Split"] struct IoSplit<B>;
#[path = "std::io::Chain"] struct IoChain<T, U>;
#[path = "std::io::Empty"] struct Empty;
#[path = "std::io::Repeat"] struct Repeat;
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
    // `U`, not `R`: the impls bind `R` (`impl<R: Read> Read for BufReader<R>`).
    fn chain<U: Read>(self, next: U) -> IoChain<Self, U> {}
    #[unsupported] fn read_vectored(&mut self) {}
    #[unsupported] fn read_buf(&mut self) {}
}
#[path = "std::io::BufRead"] trait BufRead {
    fn fill_buf(&mut self) -> Result<&[u8], IoError> {}
    fn consume(&mut self, amount: usize) {}
    fn read_line(&mut self, buf: &mut String) -> Result<usize, IoError> {}
    fn lines(self) -> IoLines<Self> {}
    fn read_until(&mut self, byte: u8, buf: &mut Vec<u8>) -> Result<usize, IoError> {}
    fn split(self, byte: u8) -> IoSplit<Self> {}
    fn skip_until(&mut self, byte: u8) -> Result<usize, IoError> {}
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
#[path = "std::io::empty"] fn empty() -> Empty {}
#[path = "std::io::repeat"] fn repeat(byte: u8) -> Repeat {}
#[path = "std::io::copy"] fn copy<R: Read, W: Write>(reader: &mut R, writer: &mut W) -> Result<u64, IoError> {}
#[path = "std::io::read_to_string"] fn read_to_string<R: Read>(reader: R) -> Result<String, IoError> {}

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
impl<R: Seek> BufReader<R> {
    fn seek_relative(&mut self, offset: i64) -> Result<(), IoError> {}
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
impl Error for FmtError {}
// `fmt::Write`: `write!`/`writeln!` into a `String` (`write_fmt` only through the macros).
#[path = "std::fmt::Write"] trait FmtWrite {
    fn write_str(&mut self, s: &str) -> Result<(), FmtError> {}
    fn write_char(&mut self, c: char) -> Result<(), FmtError> {}
    #[unsupported] fn write_fmt(&mut self) -> Result<(), FmtError> {}
}
impl FmtWrite for String {}
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
impl Write for Cursor<[u8; N]> {}
impl Write for &mut [u8] {}
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
impl<W: Write> Write for Box<W> {}
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
// `BufRead: Read`: a `dyn BufRead` (or an `R: BufRead`) reads as any reader.
impl Read for dyn BufRead {}
impl<R: Read> Read for Box<R> {}
impl<R: Read> BufRead for BufReader<R> {}
impl BufRead for dyn BufRead {}
impl<B: BufRead> BufRead for Box<B> {}
impl<B: BufRead> BufRead for &mut B {}
impl<T: AsRefBytes> BufRead for Cursor<T> {}
impl BufRead for &[u8] {}
impl BufRead for StdinLock {}
impl Seek for File {}
impl Seek for &File {}
impl Seek for dyn Seek {}
impl<S: Seek> Seek for &mut S {}
impl<T: AsRefBytes> Seek for Cursor<T> {}
impl<R: Seek> Seek for BufReader<R> {}
impl<W: Seek + Write> Seek for BufWriter<W> {}
impl<B: BufRead> Iterator for IoSplit<B> { fn next(&mut self) -> Option<Result<Vec<u8>, IoError>> {} }
impl<T: Read, U: Read> Read for IoChain<T, U> {}
impl Read for Empty {}
impl BufRead for Empty {}
impl Write for Empty {}
impl Read for Repeat {}
impl<B: BufRead> Iterator for IoLines<B> { fn next(&mut self) -> Option<Result<String, IoError>> {} }
impl<R: Read> Iterator for IoBytes<R> { fn next(&mut self) -> Option<Result<u8, IoError>> {} }

"#;
