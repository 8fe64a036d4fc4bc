// `Option`/`Result` combinators call their closure at most once (FnOnce): it may give away
// what it captured, a String moved into the answer; an iterator's closure may not (E0507,
// refused in tests/refusals).
fn main() {
    let fallback = String::from("nobody");
    let found: Option<String> = None;
    let name = found.unwrap_or_else(|| fallback);
    let greeting = String::from("hello");
    let line = Some(3).map(|n| greeting.repeat(n));
    let reason = String::from("not a number");
    let parsed: Result<u8, String> = "x7".parse::<u8>().map_err(|_| reason);
    let tag = String::from("[checked]");
    let shown = Some(1).map_or(String::new(), |n| format!("{tag} {n}"));
    println!("{name} {line:?} {parsed:?} {shown}");
}
