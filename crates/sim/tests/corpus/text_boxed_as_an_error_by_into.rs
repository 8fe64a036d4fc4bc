// `"text".into()`, `format!(…).into()` and `From::from("…")` where a `Box<dyn Error>` is
// expected: std's `From<&str>` and `From<String>`, whose box shows the text (`{}`), its
// `Debug` (quoted) and no `source`.
use std::error::Error;
fn check(n: i32) -> Result<i32, Box<dyn Error>> {
    if n < 0 {
        return Err("negative".into());
    }
    if n == 0 {
        let e: Box<dyn Error> = format!("zero from {}", n).into();
        return Err(e);
    }
    Ok(n)
}
fn main() {
    for n in [1, -1, 0] {
        match check(n) {
            Ok(v) => println!("{v}"),
            Err(e) => println!("{e} / {e:?} / {}", e.source().is_none()),
        }
    }
    let e: Box<dyn Error> = From::from("from path");
    println!("{e}");
}
