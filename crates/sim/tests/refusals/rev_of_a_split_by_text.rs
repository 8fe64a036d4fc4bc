// rustc: E0277
// Splitting by a text pattern only goes forwards (a `char` pattern could go backwards).
fn main() {
    let csv = "alpha, beta, gamma";
    let last_first: Vec<&str> = csv.split(", ").rev().collect();
    println!("{:?}", last_first);
}
