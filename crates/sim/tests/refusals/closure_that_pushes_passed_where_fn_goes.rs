// rustc: E0525
fn call_twice<F: Fn()>(f: F) {
    f();
    f();
}

fn main() {
    let mut lines = Vec::new();
    let add = || lines.push("line");
    call_twice(add);
    println!("{lines:?}");
}
