// Casts that truncate and saturate, wrapping/checked/saturating arithmetic, `%` and `/` of
// negatives, shifts, a float written `9f64`, then `200u8 + 100` panics (a debug build checks
// overflow) after the lines before it were written.
fn main() {
    let a: i32 = -1;
    println!("{} {} {} {}", a as u32, 300i32 as u8, -1.5f64 as u8, 1e10f64 as i32);
    println!("{} {:?} {:?} {}", 250u8.wrapping_add(10), 250u8.checked_add(10), 5u8.checked_sub(3), 250u8.saturating_add(10));
    println!("{} {} {} {}", 2i64.pow(40), 7 % -3, -7 / 2, (-7i32).rem_euclid(3));
    println!("{} {} {}", 1u32 << 31, -16i32 >> 2, u8::MAX.count_ones());
    println!("{} {} {}", i32::MAX.wrapping_add(1), (0.1f32 + 0.2f32) as f64, 9f64.sqrt());
    let v: Vec<i32> = Vec::new();
    let idx = v.len();
    let x: u8 = 255;
    let y = x.checked_mul(2).unwrap_or(0);
    println!("{y} {idx}");
    let n: u8 = "200".parse().unwrap();
    let m = n + 100;
    println!("{m}");
}
