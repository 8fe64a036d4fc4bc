// rustc: E0506
fn main() {
    let mut limit = 3;
    let under = |n: i32| n < limit;
    limit = 10;
    println!("{}", under(5));
}
