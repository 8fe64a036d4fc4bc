// rustc: E0597
fn main() {
    let mut lines = Vec::new();
    for i in 0..3 {
        let line = format!("line {i}");
        lines.push(line.as_str());
    }
    println!("{}", lines.len());
}
