// Source: https://doc.rust-lang.org/rust-by-example/error/result.html
fn main() {
    println!("Hello World!");
}
