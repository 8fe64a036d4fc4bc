// rustc: E0631
fn apply_to_3<F: Fn(i32) -> i32>(f: F) -> i32 {
    f(3)
}

fn double(x: i64) -> i64 {
    x * 2
}

fn main() {
    println!("{}", apply_to_3(double));
}
