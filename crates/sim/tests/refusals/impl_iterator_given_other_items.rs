// rustc: E0271
// `split` yields `&str` items; a parameter `impl Iterator<Item = String>` takes owned ones.
fn shout(words: impl Iterator<Item = String>) -> usize {
    words.count()
}
fn main() {
    println!("{}", shout("a b".split(' ')));
}
