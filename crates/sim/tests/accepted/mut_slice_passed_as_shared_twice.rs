// A `&mut [u8]` local passed to a `&[u8]` parameter twice: reborrowed, not moved.
fn show(bytes: &[u8]) -> usize {
    bytes.len()
}
fn main() {
    let mut buf = [0u8; 8];
    let part = &mut buf[..4];
    part[0] = 7;
    let n = show(part);
    let m = show(part);
    println!("{n} {m} {}", part.len());
    let whole = &buf[..];
    println!("{:?}", whole);
}
