// rustc: E0369
// `+` needs `T: Add`; a bare `T` has no operators.
fn sum<T>(a: T, b: T) -> T {
    a + b
}

fn main() {
    println!("{}", sum(1, 2));
}
