// rustc: E0369
#[derive(Debug)]
struct Set<T> { items: Vec<T> }
impl<T: Ord> PartialEq for Set<T> { fn eq(&self, o: &Self) -> bool { self.items.len() == o.items.len() } }
fn main() { let a = Set { items: vec![1.0] }; let b = Set { items: vec![2.0] }; println!("{}", a == b); }
