// rustc: E0282
fn main() {
    let mut best = None;
    println!("{:?}", best);
    best = None;
    println!("{:?}", best);
}
