// rustc: E0106
// `-> Name` hides a lifetime that no parameter can give.
struct Name<'a> {
    first: &'a str,
}

fn make() -> Name {
    Name { first: "a" }
}

fn main() {
    println!("{}", make().first);
}
