// rustc: E0106
// A function with no borrowed input cannot return a borrow of its own local.
fn banner() -> &String {
    let text = String::from("bufscope");
    &text
}

fn main() {
    println!("{}", banner());
}
