// rustc: E0631
fn main() {
    let sizes = vec![Some(1), None, Some(3)];
    let present = sizes.iter().filter(Option::is_some).count();
    println!("{present}");
}
