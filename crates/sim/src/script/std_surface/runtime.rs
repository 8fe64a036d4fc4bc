//! `std::time`, `std::thread`, `std::mem`, `std::process`, `std::hint`, `std::env`.
//! One area of the std surface table (see [`super::STD_SURFACE`]).

pub(super) const RUNTIME: &str = r#"
// --- std::time, std::thread, std::mem, std::process, std::hint --------------------------------
#[path = "std::time::Duration"] #[copy] struct Duration;
#[path = "std::time::Instant"] #[copy] struct Instant;
impl Duration {
    fn new(secs: u64, nanos: u32) -> Duration {}
    fn from_secs(secs: u64) -> Duration {}
    fn from_millis(millis: u64) -> Duration {}
    fn from_micros(micros: u64) -> Duration {}
    fn from_nanos(nanos: u64) -> Duration {}
    fn as_secs(&self) -> u64 {}
    fn as_millis(&self) -> u128 {}
    fn as_micros(&self) -> u128 {}
    fn as_nanos(&self) -> u128 {}
    fn as_secs_f64(&self) -> f64 {}
    fn is_zero(&self) -> bool {}
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
#[path = "std::mem::swap"] fn swap<T>(x: &mut T, y: &mut T) {}
#[path = "std::mem::replace"] fn replace<T>(dest: &mut T, src: T) -> T {}
#[path = "std::mem::take"] fn take<T: Default>(dest: &mut T) -> T {}
#[path = "std::cmp::max"] fn max<T: Ord>(v1: T, v2: T) -> T {}
#[path = "std::cmp::min"] fn min<T: Ord>(v1: T, v2: T) -> T {}
// `Reverse(x)`: the tuple struct's constructor, and its derived traits.
#[path = "std::cmp::Reverse"] struct Reverse<T>;
#[path = "std::cmp::Reverse"] fn reverse_of<T>(value: T) -> Reverse<T> {}
impl<T: Ord> Ord for Reverse<T> {}
impl<T: PartialOrd> PartialOrd for Reverse<T> {}
impl<T: PartialEq> PartialEq for Reverse<T> {}
impl<T: Debug> Debug for Reverse<T> {}
impl<T: Clone> Clone for Reverse<T> {}
impl<T: Hash> Hash for Reverse<T> {}
#[path = "std::process::exit"] fn exit(code: i32) -> ! {}
// `main` may return it; `SUCCESS` and `FAILURE` are its constants (`exit_code.rs`).
#[path = "std::process::ExitCode"] #[copy] struct ExitCode;
impl ExitCode { fn from(code: u8) -> ExitCode {} }
impl Debug for ExitCode {}
impl Clone for ExitCode {}
impl PartialEq for ExitCode {}
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

"#;
