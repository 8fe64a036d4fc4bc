// rustc: E0038
trait Key: PartialEq {
    fn id(&self) -> u32;
}
fn first(keys: &[Box<dyn Key>]) -> u32 {
    keys[0].id()
}
fn main() {
    println!("{}", first(&[]));
}
