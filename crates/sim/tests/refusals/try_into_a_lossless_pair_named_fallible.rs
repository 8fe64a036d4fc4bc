// rustc: E0271
// `From` already converts a `u8` into a `u64`: the conversion cannot fail, and its error type
// is `Infallible`.
fn main() {
    let r: Result<u64, std::num::TryFromIntError> = 5u8.try_into();
    println!("{:?}", r);
}
