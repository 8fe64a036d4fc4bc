// rustc: E0308
// Both fields are `T`: once the first makes `T` an integer, a `&str` does not fit the second.
struct Pair<T> {
    left: T,
    right: T,
}

fn main() {
    let p = Pair { left: 1, right: "two" };
}
