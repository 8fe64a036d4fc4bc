// rustc: E0308
// `ok_or`'s error is the `Err` as given: a `&str` does not become a `String`.
fn main() {
    let name: Option<String> = None;
    let r: Result<String, String> = name.ok_or("missing");
    println!("{:?}", r);
}
