// bufscope: stdout=file
// An `FnOnce` call consumes the closure: what it still holds (a File it did not give away)
// drops as the call ends, both for a kept closure called by name and for a generic
// `F: FnOnce()` parameter, whose closure (an `Fn` one here) is consumed by its call too.
use std::fs::File;
use std::io::Write;
fn apply<F: FnOnce()>(f: F) {
    f();
    println!("after the call in apply");
}
fn main() -> std::io::Result<()> {
    let a = File::create("a.txt")?;
    let mut b = File::create("b.txt")?;
    let c = move || {
        drop(a);
        b.write_all(b"b\n").unwrap();
    };
    c();
    println!("after c");
    let d = File::create("d.txt")?;
    let e = move || {
        let _keep = &d;
        println!("in e");
    };
    apply(e);
    println!("end");
    Ok(())
}
