// rustc: E0507
// `for &name in &names` copies each item out from behind its reference: a `String` is not
// `Copy`, so it would be moved out of the vector instead.
fn main() {
    let names = vec![String::from("stdout"), String::from("stderr")];
    for &name in &names {
        println!("{name}");
    }
}
