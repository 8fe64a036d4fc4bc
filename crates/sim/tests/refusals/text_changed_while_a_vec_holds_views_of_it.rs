// rustc: E0502
// A vector of borrowing structs holds what each pushed struct borrows.
struct View<'a> {
    text: &'a str,
}

fn main() {
    let mut a = String::from("abc");
    let mut views = Vec::new();
    views.push(View { text: &a });
    a.push('d');
    println!("{}", views.len());
}
