// rustc: E0106
// `Name` has a lifetime parameter: a field of that type names it (`Name<'a>`) in a struct
// that declares one.
struct Name<'a> {
    first: &'a str,
}

struct Person {
    name: Name,
    age: u8,
}

fn main() {
    let p = Person { name: Name { first: "a" }, age: 3 };
    println!("{} {}", p.name.first, p.age);
}
