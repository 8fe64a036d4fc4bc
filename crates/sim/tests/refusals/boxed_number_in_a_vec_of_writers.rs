// rustc: E0277
use std::io::Write;
fn main() {
    let outs: Vec<Box<dyn Write>> = vec![Box::new(std::io::stdout()), Box::new(7)];
    println!("{}", outs.len());
}
