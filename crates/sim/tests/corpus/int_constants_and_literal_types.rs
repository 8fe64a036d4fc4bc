// Integer types' constants, and literals typed as inference types them (1 << 40 in a
// usize), ending in std's capacity overflow for vec![0u8; usize::MAX].
// bufscope: stderr=file
fn main() {
    println!("{} {} {} {}", u8::MAX, i64::MIN, u32::BITS, usize::MAX);
    let m = i32::MAX;
    let n: usize = 1 << 40;
    let big: u64 = 3_000_000_000 * 2;
    println!("{n} {big}");
    let v = vec![0u8; usize::MAX];
    println!("{}", v.len() + m as usize);
}
