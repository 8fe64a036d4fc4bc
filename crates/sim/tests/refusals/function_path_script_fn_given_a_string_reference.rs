// rustc: E0631
fn size(line: &str) -> usize {
    line.len()
}

fn main() {
    let lines = vec![String::from("ab"), String::from("c")];
    let sizes: Vec<usize> = lines.iter().map(size).collect();
    println!("{:?}", sizes);
}
