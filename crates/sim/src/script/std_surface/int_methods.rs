//! The integer types' own methods, one `impl` per type, written once here for all twelve
//! (`impl u8 { fn pow(self, exp: u32) -> u8 {} … }`), and `u8`'s ASCII methods.
//! One area of the std surface table (see [`super::STD_SURFACE`]).

const SIGNED: &[(&str, &str)] = &[
    ("i8", "u8"),
    ("i16", "u16"),
    ("i32", "u32"),
    ("i64", "u64"),
    ("i128", "u128"),
    ("isize", "usize"),
];
const UNSIGNED: &[&str] = &["u8", "u16", "u32", "u64", "u128", "usize"];

/// Methods every integer type has, `T` standing for the type.
const COMMON: &str = "
    fn pow(self, exp: u32) -> T {}
    fn min(self, other: T) -> T {}
    fn max(self, other: T) -> T {}
    fn clamp(self, min: T, max: T) -> T {}
    fn checked_add(self, rhs: T) -> Option<T> {}
    fn checked_sub(self, rhs: T) -> Option<T> {}
    fn checked_mul(self, rhs: T) -> Option<T> {}
    fn checked_div(self, rhs: T) -> Option<T> {}
    fn checked_rem(self, rhs: T) -> Option<T> {}
    fn saturating_add(self, rhs: T) -> T {}
    fn saturating_sub(self, rhs: T) -> T {}
    fn saturating_mul(self, rhs: T) -> T {}
    fn wrapping_add(self, rhs: T) -> T {}
    fn wrapping_sub(self, rhs: T) -> T {}
    fn wrapping_mul(self, rhs: T) -> T {}
    fn rem_euclid(self, rhs: T) -> T {}
    fn count_ones(self) -> u32 {}
    fn from_str_radix(src: &str, radix: u32) -> Result<T, ParseIntError> {}
    fn leading_zeros(self) -> u32 {}
    fn trailing_zeros(self) -> u32 {}
";

/// Methods of the signed types only.
const SIGNED_ONLY: &str = "
    fn abs(self) -> T {}
    fn signum(self) -> T {}
    fn is_positive(self) -> bool {}
    fn is_negative(self) -> bool {}
    fn unsigned_abs(self) -> U {}
    fn abs_diff(self, other: T) -> U {}
";

/// Methods of the unsigned types only.
const UNSIGNED_ONLY: &str = "
    fn abs_diff(self, other: T) -> T {}
    fn is_power_of_two(self) -> bool {}
";

/// `u8` as an ASCII byte.
const ASCII: &str = "
impl u8 {
    fn is_ascii(&self) -> bool {}
    fn is_ascii_digit(&self) -> bool {}
    fn is_ascii_alphabetic(&self) -> bool {}
    fn is_ascii_alphanumeric(&self) -> bool {}
    fn is_ascii_whitespace(&self) -> bool {}
    fn is_ascii_uppercase(&self) -> bool {}
    fn is_ascii_lowercase(&self) -> bool {}
    fn is_ascii_punctuation(&self) -> bool {}
    fn to_ascii_uppercase(&self) -> u8 {}
    fn to_ascii_lowercase(&self) -> u8 {}
}
";

/// The table's text for the integer types.
pub(super) fn int_methods() -> String {
    let mut text = String::from("\n// --- integer methods ---\n");
    let block = |ty: &str, unsigned: &str, only: &str| {
        format!(
            "impl {ty} {{{COMMON}{only}}}\nimpl Ord for {ty} {{}}\nimpl PartialOrd for {ty} {{}}\n"
        )
        .replace(" T ", &format!(" {ty} "))
        .replace("(T)", &format!("({ty})"))
        .replace(": T,", &format!(": {ty},"))
        .replace(": T)", &format!(": {ty})"))
        .replace("-> T {", &format!("-> {ty} {{"))
        .replace("<T>", &format!("<{ty}>"))
        .replace("<T,", &format!("<{ty},"))
        .replace("-> U {", &format!("-> {unsigned} {{"))
    };
    for (ty, unsigned) in SIGNED {
        text.push_str(&block(ty, unsigned, SIGNED_ONLY));
    }
    for ty in UNSIGNED {
        text.push_str(&block(ty, ty, UNSIGNED_ONLY));
    }
    text.push_str(ASCII);
    text
}
