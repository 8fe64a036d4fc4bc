// rustc: E0502
// The `ref mut` binding borrows `opt` mutably until its last use: reading `opt` in between
// conflicts.
fn main() {
    let mut opt = Some(String::from("a"));
    match opt {
        Some(ref mut s) => {
            let seen = &opt;
            s.push('b');
            println!("{:?}", seen);
        }
        None => {}
    }
}
