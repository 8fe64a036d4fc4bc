// rustc: E0434
fn main() {
    let prefix = "line";
    fn show(n: u32) {
        println!("{prefix} {n}");
    }
    show(1);
}
