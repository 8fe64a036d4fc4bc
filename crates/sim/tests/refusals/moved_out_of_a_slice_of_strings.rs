// rustc: E0508
fn first(list: &[String]) -> String {
    list[0]
}

fn main() {
    println!("{}", first(&["a".to_string()]));
}
