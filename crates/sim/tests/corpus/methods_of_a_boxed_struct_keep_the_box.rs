// A method taking `&self` or `&mut self` called on a `Box<S>` borrows the box's value, through
// the box and through a reference to it: the box is still there to be used and dropped after.
struct Tally {
    count: u32,
}

impl Tally {
    fn get(&self) -> u32 {
        self.count
    }
    fn bump(&mut self) {
        self.count += 1;
    }
}

impl Drop for Tally {
    fn drop(&mut self) {
        println!("dropping at {}", self.count);
    }
}

fn main() {
    let mut b = Box::new(Tally { count: 4 });
    b.bump();
    println!("{}", b.get());
    let r = &b;
    println!("{}", r.get());
    drop(b);
    println!("after");
}
