// rustc: E0277
// `Enumerate` walks backwards only over an iterator that knows its length, and `Chars` does
// not (a char is 1 to 4 bytes).
fn main() {
    let word = "héllo";
    for (i, c) in word.chars().enumerate().rev() {
        println!("{i}: {c}");
    }
}
