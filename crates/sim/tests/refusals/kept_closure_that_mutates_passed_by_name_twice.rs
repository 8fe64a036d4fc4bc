// rustc: E0382
// A closure that changes what it captured is not `Copy`: the first `map` took it.
fn main() {
    let v = vec![1, 2, 3];
    let mut seen = 0;
    let count = |x: &i32| {
        seen += 1;
        *x
    };
    let first: Vec<i32> = v.iter().map(count).collect();
    let second: Vec<i32> = v.iter().map(count).collect();
    println!("{:?} {:?}", first, second);
}
