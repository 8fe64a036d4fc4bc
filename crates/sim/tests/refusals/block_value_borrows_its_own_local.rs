// rustc: E0597
// A block's value that borrows a `String` the block owns: the `String` is dropped at the
// closing brace, before the value reaches `label`.
fn main() {
    let label = {
        let name = String::from("temporary");
        name.as_str()
    };
    println!("{label}");
}
