// bufscope: stdout=file
// `impl Fn(…)` as a parameter's type, and closures returned as `impl Fn(…)`,
// `impl FnMut(…)` and `impl FnOnce(…)`: each `move` closure takes what it captures, and the
// `FnOnce` one gives its File away when called, closing it then.
use std::fs::File;
use std::io::{self, Write};

fn show(label: &str, f: impl Fn(i32) -> i32) {
    println!("{label}: {}", f(7));
}

fn make_prefixer(prefix: String) -> impl Fn(&str) -> String {
    move |line| format!("{prefix}: {line}")
}

fn counter() -> impl FnMut() -> u32 {
    let mut n = 0;
    move || {
        n += 1;
        n
    }
}

fn closer(file: File) -> impl FnOnce() -> io::Result<()> {
    move || {
        let mut file = file;
        file.write_all(b"last words\n")?;
        drop(file);
        println!("closed");
        Ok(())
    }
}

fn main() -> io::Result<()> {
    show("squared", |x| x * x);
    let step = 3;
    show("stepped", move |x| x + step);
    let tag = make_prefixer(String::from("log"));
    println!("{}", tag("started"));
    println!("{}", tag("running"));
    let mut next = counter();
    next();
    println!("count {}", next());
    let close = closer(File::create("last.txt")?);
    println!("before closing");
    close()?;
    println!("after closing");
    Ok(())
}
