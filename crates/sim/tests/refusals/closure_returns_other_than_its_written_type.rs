// rustc: E0308
fn main() {
    let pick = |n: i32| -> i32 {
        if n > 0 {
            return "positive";
        }
        n
    };
    println!("{}", pick(1));
}
