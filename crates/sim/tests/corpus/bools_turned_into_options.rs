// `bool::then_some`: the argument is made either way, and a `false` drops it at once.
struct Noisy(u8);
impl Drop for Noisy { fn drop(&mut self) { println!("drop {}", self.0); } }
fn main() {
    let evens: Vec<u32> = (1..=6).filter_map(|n| (n % 2 == 0).then_some(n * 10)).collect();
    println!("{evens:?}");
    let kept = true.then_some(Noisy(1));
    let gone = false.then_some(Noisy(2));
    println!("{} {}", kept.is_some(), gone.is_none());
    let word = "forth";
    println!("{:?}", (!word.is_empty()).then_some(word.len()));
}
