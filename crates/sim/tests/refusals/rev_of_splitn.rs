// rustc: E0277
// `splitn` stops after n pieces counted from the front: it has no back to start from.
fn main() {
    let line = "key=value=more";
    let parts: Vec<&str> = line.splitn(2, '=').rev().collect();
    println!("{:?}", parts);
}
