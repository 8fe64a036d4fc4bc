// `for x in &mut v[a..b]`, `v[..2].swap(..)`, and a struct field's part sorted and looped over
// through `&mut self.items[..2]`: each changes the vector where it lives.
// bufscope: stdout=file
struct Bag {
    items: Vec<u32>,
}
impl Bag {
    fn tidy(&mut self) {
        self.items[1..].sort();
        for x in &mut self.items[..2] {
            *x += 1;
        }
    }
}
fn main() {
    let mut v = vec![4, 3, 2, 1];
    for x in &mut v[1..] {
        *x *= 10;
    }
    v[..2].swap(0, 1);
    let mut b = Bag { items: vec![9, 8, 7] };
    b.tidy();
    println!("{:?} {:?}", v, b.items);
}
