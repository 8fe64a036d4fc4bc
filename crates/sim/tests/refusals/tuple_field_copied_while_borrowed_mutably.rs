// rustc: E0503
fn main() {
    let mut counts = (String::from("lines"), 3);
    let changing = &mut counts;
    let (_, n) = counts;
    changing.1 += n;
    println!("{:?}", counts);
}
