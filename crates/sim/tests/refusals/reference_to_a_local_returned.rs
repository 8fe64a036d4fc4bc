// rustc: E0515
// `s` is dropped when `make` returns: a reference to it cannot outlive the call, whatever
// lifetime the signature names. Return the `String` itself.
fn make<'a>() -> &'a String {
    let s = String::from("hi");
    &s
}

fn main() {
    println!("{}", make());
}
