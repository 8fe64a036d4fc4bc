// rustc: E0502
fn main() {
    let mut o = Some(String::from("a"));
    let r = o.as_mut();
    println!("{:?}", o);
    if let Some(s) = r {
        s.push('b');
    }
}
