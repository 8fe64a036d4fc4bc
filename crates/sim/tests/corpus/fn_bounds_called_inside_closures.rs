// bufscope: stdout=file
// An `Fn`-bounded parameter called inside the closures of iterator methods, an `FnMut` one
// changing a total the caller reads afterwards, a kept closure passed twice (it only reads
// `Copy` values, so it is copied), `impl Fn` returned with a parameter moved into it, and
// `Fn(&str)` given a closure and a method by path; each result written through a BufWriter.
use std::io::{self, BufWriter, Write};

fn scaled<F: Fn(i32) -> i32>(g: F) -> Vec<i32> {
    (1..4).map(|x| g(x)).collect()
}

fn add_all<F: FnMut(i32)>(mut g: F) {
    (1..4).for_each(|x| g(x));
}

fn apply<F>(f: F, x: i32) -> i32
where
    F: Fn(i32) -> i32,
{
    f(x)
}

fn adder(n: i32) -> impl Fn(i32) -> i32 {
    move |x| x + n
}

fn measure<F: Fn(&str) -> usize>(f: F) -> usize {
    f("hello")
}

fn call<F: FnOnce() -> String>(f: F) -> String {
    f()
}

fn main() -> io::Result<()> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    writeln!(out, "{:?}", scaled(|x| x * 10))?;
    let mut total = 0;
    add_all(|x| total += x);
    writeln!(out, "total {total}")?;
    let k = 3;
    let mul = |x| x * k;
    writeln!(out, "{} {}", apply(mul, 4), apply(mul, 5))?;
    let add5 = adder(5);
    writeln!(out, "{} {}", add5(1), add5(2))?;
    writeln!(out, "{} {}", measure(|s| s.len()), measure(str::len))?;
    let s = String::from("x");
    let t = call(move || s + "y");
    writeln!(out, "{t}")?;
    out.flush()?;
    Ok(())
}
