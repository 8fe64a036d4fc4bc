// `n.try_into()` between integers, its target written where the value goes: `Ok` when it fits,
// std's `TryFromIntError` when not, `Infallible` for a pair `From` converts.
use std::convert::TryInto;
fn main() {
    let big: i64 = 300;
    let small: Result<u8, _> = big.try_into();
    println!("{:?}", small);
    let n: u16 = 42u64.try_into().unwrap();
    let idx: usize = (n as i32).try_into().expect("not negative");
    println!("{n} {idx}");
    let neg = -1i32;
    let r: Result<u32, std::num::TryFromIntError> = neg.try_into();
    match r {
        Ok(v) => println!("{v}"),
        Err(e) => println!("failed: {e}"),
    }
    let w: u64 = 7u32.try_into().unwrap();
    println!("{w}");
}
