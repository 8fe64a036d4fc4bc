// rustc: E0593
fn apply_to_3<F: Fn(i32) -> i32>(f: F) -> i32 {
    f(3)
}

fn main() {
    let seven = || 7;
    println!("{}", apply_to_3(seven));
}
