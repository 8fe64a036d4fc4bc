// rustc: E0308
fn main() {
    let label = |n: i32| -> String { n + 1 };
    println!("{}", label(1));
}
