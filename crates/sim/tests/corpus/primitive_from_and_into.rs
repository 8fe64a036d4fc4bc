// std's lossless `From` between primitives: `u64::from(byte)`, `u32::from` as a function given to
// `map`, `char::from(byte)`, `u32::from(char)`, `f64::from` of integers, `f32` and `bool`, and
// `.into()` where the type is written; the converted value carries its new type's arithmetic
// (`u16::from(200u8) * 300` does not overflow).
fn main() {
    let bytes = [0x41u8, 0x62, 0xff];
    let total: u64 = bytes.iter().map(|&b| u64::from(b)).sum();
    let wide: Vec<u32> = bytes.iter().copied().map(u32::from).collect();
    let c = char::from(bytes[0]);
    let code = u32::from('é');
    let x = f64::from(3u8) + f64::from(2.5f32) + f64::from(true) + f64::from(-7i32);
    let y: i64 = (-5i32).into();
    let z: u128 = u64::MAX.into();
    let flag = i32::from(false) + i32::from(true) * 10;
    let big = i64::from(i32::MIN) - 1;
    let h = u16::from(200u8) * 300;
    println!("{total} {wide:?} {c} {code} {x} {y} {z} {flag} {big} {h}");
    let f: f32 = 3u16.into();
    let g = f32::from(-3i8) / 2.0;
    println!("{f} {g} {}", u8::from(true));
}
