// rustc: E0594
struct Counter { n: u32 }
impl Counter {
    fn bump(&self) { self.n += 1; }
}
fn main() { let c = Counter { n: 0 }; c.bump(); }
