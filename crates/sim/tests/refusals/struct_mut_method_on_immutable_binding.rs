// rustc: E0596
struct Counter { n: u32 }
impl Counter {
    fn bump(&mut self) { self.n += 1; }
}
fn main() { let c = Counter { n: 0 }; c.bump(); }
