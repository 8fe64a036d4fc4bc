// rustc: E0597
// The block hands out a reference it keeps in a local of its own, to a `Vec` that also ends
// with it; binding the value to `_` does not drop it soon enough either.
fn main() {
    let _ = {
        let numbers = vec![1, 2, 3];
        let first = &numbers[0];
        first
    };
}
