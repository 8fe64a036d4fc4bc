// rustc: E0369
// The derived `PartialEq` of `Pair<T>` needs `T: PartialEq`, which `impl<T>` does not say.
#[derive(PartialEq)]
struct Pair<T> {
    left: T,
    right: T,
}

impl<T> Pair<T> {
    fn same(&self, other: &Pair<T>) -> bool {
        self == other
    }
}

fn main() {}
