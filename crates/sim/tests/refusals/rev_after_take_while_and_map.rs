// rustc: E0277
// A `map` over a `take_while` only goes forwards, as the `take_while` does.
fn main() {
    let levels = vec![3, 5, 8, 2, 9];
    let rising: Vec<i32> = levels.iter().take_while(|&&l| l < 8).map(|l| l * 10).rev().collect();
    println!("{:?}", rising);
}
