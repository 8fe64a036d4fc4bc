// rustc: E0403
// Two type parameters of one struct cannot share a name.
struct Pair<T, T> {
    left: T,
    right: T,
}

fn main() {}
