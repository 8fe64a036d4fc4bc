// rustc: E0525
fn apply<F>(f: F)
where
    F: Fn(),
{
    f();
}

fn main() {
    let name = String::from("log.txt");
    let consume = || drop(name);
    apply(consume);
}
