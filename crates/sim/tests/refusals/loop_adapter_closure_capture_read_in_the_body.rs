// rustc: E0502
// The loop's iterator holds `map`'s closure, which borrows `seen` mutably, until the loop ends.
fn main() {
    let v = vec![1, 2, 3];
    let mut seen = 0;
    for x in v.iter().map(|x| {
        seen += 1;
        x * 2
    }) {
        println!("{} {}", x, seen);
    }
}
