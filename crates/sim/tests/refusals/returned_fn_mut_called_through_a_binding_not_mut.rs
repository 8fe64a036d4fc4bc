// rustc: E0596
fn counter() -> impl FnMut() {
    let mut n = 0;
    move || {
        n += 1;
        println!("{n}");
    }
}

fn main() {
    let next = counter();
    next();
}
