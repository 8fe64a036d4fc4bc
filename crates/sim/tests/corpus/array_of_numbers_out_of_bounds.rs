// An array of numbers indexed past its end panics where rustc's built-in array indexing
// points: the start of the expression (a `Vec`'s `Index` points at the `[`).
fn main() {
    let scores = [10, 20, 30];
    let mut total = 0;
    for i in 0..3 {
        total += scores[i];
    }
    println!("total {total}");
    let i = scores.len() + 2;
    println!("{}", scores[i]);
}
