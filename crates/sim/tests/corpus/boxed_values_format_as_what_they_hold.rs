// A box of a plain value formats, compares and clones as the value it holds; a Vec of
// `Box<dyn Display>` formats each item through its own `Display`, width and all.
use std::fmt::Display;
fn main() {
    let d: Box<dyn Display> = Box::new(5);
    println!("{}", d);
    let items: Vec<Box<dyn Display>> = vec![Box::new(1.5), Box::new("two"), Box::new(String::from("three"))];
    for i in &items { println!("[{}] [{:>6}]", i, i); }
    let b: Box<i32> = Box::new(7);
    let c = b.clone();
    println!("{} {:?} {}", c, b, *b == *c);
}
