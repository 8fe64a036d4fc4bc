// rustc: E0403
// A method's own parameter may not take the name of its impl's (`T` is already `Holder<T>`'s).
struct Holder<T> {
    value: T,
}

impl<T> Holder<T> {
    fn replace<T>(self, value: T) -> Holder<T> {
        Holder { value }
    }
}

fn main() {}
