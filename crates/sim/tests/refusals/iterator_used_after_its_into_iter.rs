// rustc: E0382
// `into_iter()` of an iterator takes it by value.
fn main() {
    let it = "a b".split(' ');
    let v: Vec<&str> = it.into_iter().collect();
    println!("{:?} {}", v, it.count());
}
