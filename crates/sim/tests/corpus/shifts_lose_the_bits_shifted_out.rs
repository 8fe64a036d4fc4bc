// A shift keeps the type's width: the bits shifted out are lost (`1i32 << 31` is `i32::MIN`),
// and only a shift by the width or more panics in a debug build.
fn main() {
    let one: i32 = "1".parse().unwrap();
    let byte: u8 = "255".parse().unwrap();
    let by: u32 = "31".parse().unwrap();
    println!("{} {} {} {}", one << by, byte << 1, byte >> 7, (-16i32) >> 2);
    println!("{} {}", 1u64 << 63, (-1i64) << 63);
    let mut acc: u16 = 1;
    for _ in 0..20 {
        acc <<= 1;
        acc |= 1;
    }
    println!("{acc}");
    let eight: u32 = "8".parse().unwrap();
    println!("{}", byte >> eight);
}
