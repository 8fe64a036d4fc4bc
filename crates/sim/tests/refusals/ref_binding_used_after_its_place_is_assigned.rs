// rustc: E0506
fn main() {
    let mut opt = Some(String::from("a"));
    match opt {
        Some(ref v) => {
            opt = None;
            println!("{v} {:?}", opt);
        }
        None => {}
    }
}
