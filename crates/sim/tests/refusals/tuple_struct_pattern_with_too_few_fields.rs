// rustc: E0023
struct Pair(i32, String);

fn main() {
    let Pair(n) = Pair(1, String::from("one"));
    println!("{}", n);
}
