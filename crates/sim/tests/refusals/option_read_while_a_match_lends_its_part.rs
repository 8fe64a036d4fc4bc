// rustc: E0502
fn main() {
    let mut state = Some(String::new());
    if let Some(text) = &mut state {
        println!("{:?}", state);
        text.push('x');
    }
}
