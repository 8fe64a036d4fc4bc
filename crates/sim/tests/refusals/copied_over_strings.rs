// rustc: E0277
// `copied` makes each `&T` a `T` by copying it: a `String` is not `Copy` (`cloned` is the
// method that would clone each one).
fn main() {
    let names = vec![String::from("stdout"), String::from("stderr")];
    let owned: Vec<String> = names.iter().copied().collect();
    println!("{owned:?}");
}
