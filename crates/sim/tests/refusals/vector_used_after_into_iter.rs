// rustc: E0382
fn main() {
    let v = vec![String::from("a")];
    let lens: Vec<usize> = v.into_iter().map(|s| s.len()).collect();
    println!("{:?} {}", lens, v.len());
}
