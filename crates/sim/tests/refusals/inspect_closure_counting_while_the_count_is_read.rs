// rustc: E0502
fn main() {
    let items = vec![1, 2, 3];
    let mut seen = 0;
    let walked = items.iter().inspect(|_| seen += 1);
    println!("{seen}");
    println!("{}", walked.count());
}
