// rustc: E0308
// A conversion `From` already makes cannot fail: its error type is `Infallible`, not
// `TryFromIntError`.
use std::num::TryFromIntError;

fn main() {
    let r: Result<u32, TryFromIntError> = u32::try_from(5u8);
    println!("{:?}", r);
}
