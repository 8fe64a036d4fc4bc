// `Box<T>` is `Clone` when `T` is: a struct holding boxes derives `Clone` (bufscope claimed
// rustc's E0277 for Rust by Example's trait/clone).
#[derive(Clone, Debug)]
struct Pair(Box<i32>, Box<i32>);

fn main() {}
