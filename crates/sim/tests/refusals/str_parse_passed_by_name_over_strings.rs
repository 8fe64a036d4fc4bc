// rustc: E0631
fn main() {
    let lines = vec!["1".to_string(), "2".to_string()];
    let n: Vec<u32> = lines.into_iter().map(str::parse).collect::<Result<_, _>>().unwrap();
    println!("{n:?}");
}
