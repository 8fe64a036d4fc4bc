// `T::try_from(n)` between integers: `Ok` when the value fits, else std's `TryFromIntError`
// (`{}` "out of range integral type conversion attempted", `{:?}` `TryFromIntError(())`), and
// `expect` panicking with it; a pair `From` converts gives `Result<T, Infallible>`.
use std::convert::TryFrom;
fn main() {
    let a: i64 = i64::try_from(5u64).unwrap();
    let b = u8::try_from(300i32);
    let c = u8::try_from(255u64);
    let d = i8::try_from(-129i64);
    println!("{a} {:?} {:?} {:?}", b, c, d);
    match usize::try_from(-1i32) {
        Ok(n) => println!("ok {n}"),
        Err(e) => println!("error: {e} / {e:?}"),
    }
    let lens = [3usize, 70000];
    for n in lens {
        let short = u16::try_from(n).unwrap_or(u16::MAX);
        println!("{short}");
    }
    let same = u32::try_from(7u16);
    println!("{:?}", same);
    let r: Result<u8, std::num::TryFromIntError> = u8::try_from(1000u32);
    if let Err(e) = r { eprintln!("{}", e); }
    let x = i32::try_from(u64::MAX).expect("fits");
    println!("{x}");
}
