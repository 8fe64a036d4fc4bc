// Source: https://doc.rust-lang.org/rust-by-example/fn/closures/anonymity.html
#![allow(unused)]
fn main() {
// `F` must be generic.
fn apply<F>(f: F) where
    F: FnOnce() {
    f();
}
}
