// Source: https://doc.rust-lang.org/std/string/struct.String.html#method.from_utf8_lossy
fn main() {
    // some invalid bytes
    let input = b"Hello \xF0\x90\x80World";
    let output = String::from_utf8_lossy(input);

    assert_eq!("Hello �World", output);
}
