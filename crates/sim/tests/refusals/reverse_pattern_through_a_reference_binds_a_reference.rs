// rustc: E0308
use std::cmp::Reverse;
fn main() {
    let items = vec![Reverse(1), Reverse(2)];
    for Reverse(x) in &items {
        let doubled: i32 = x * 2;
        let owned: i32 = x;
        println!("{} {}", doubled, owned);
    }
}
