// rustc: E0382
// A `move` closure holding a `String` is not `Copy`: `map` took it.
fn main() {
    let v = vec![1, 2, 3];
    let name = String::from("item");
    let label = move |x: &i32| format!("{} {}", name, x);
    let labels: Vec<String> = v.iter().map(label).collect();
    println!("{:?} {}", labels, label(&4));
}
