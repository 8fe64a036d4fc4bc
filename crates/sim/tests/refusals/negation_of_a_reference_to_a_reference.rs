// rustc: E0600
fn main() {
    let r = &&5;
    println!("{}", -r);
}
