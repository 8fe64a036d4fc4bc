// rustc: E0631
fn main() {
    let text = "a,b";
    println!("{:?}", text.find(|c: u8| c == b','));
}
