// rustc: E0261
// A field names a lifetime the struct does not declare.
struct Name<'a> {
    first: &'a str,
    last: &'b str,
}

fn main() {
    let n = Name { first: "a", last: "b" };
    println!("{} {}", n.first, n.last);
}
