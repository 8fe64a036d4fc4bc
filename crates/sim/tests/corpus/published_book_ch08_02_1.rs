// Source: https://doc.rust-lang.org/book/ch08-02-strings.html
fn main() {
    let data = "initial contents";

    let s = data.to_string();

    // The method also works on a literal directly:
    let s = "initial contents".to_string();
}
