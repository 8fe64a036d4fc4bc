// bufscope: stdout=file
// Closures returned as `impl Fn(…)` passed straight from the call that makes them to
// functions generic over `F: Fn(i32) -> i32` and `F: FnOnce()`; the second owns a String.
fn make_adder(n: i32) -> impl Fn(i32) -> i32 {
    move |x| x + n
}
fn create_fn() -> impl Fn() {
    let text = "Fn".to_owned();
    move || println!("This is a: {}", text)
}
fn apply_to_3<F: Fn(i32) -> i32>(f: F) -> i32 {
    f(3)
}
fn call_me<F: FnOnce()>(f: F) {
    f();
}
fn main() {
    println!("{}", apply_to_3(make_adder(10)));
    call_me(create_fn());
}
