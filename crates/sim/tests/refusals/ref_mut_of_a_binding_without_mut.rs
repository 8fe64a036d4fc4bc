// rustc: E0596
// `ref mut` borrows the part of `opt` it binds mutably: `opt` must be declared `mut`. rustc
// names the part (`opt.0`) and points at the binding.
fn main() {
    let opt = Some(String::from("a"));
    if let Some(ref mut s) = opt {
        s.push('b');
    }
    println!("{:?}", opt);
}
