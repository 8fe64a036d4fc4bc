// rustc: E0368
#[derive(Debug)]
struct M(i64);
impl std::ops::Add for M {
    type Output = M;
    fn add(self, o: M) -> M { M(self.0 + o.0) }
}
#[derive(Debug)]
struct N(i64);
fn main() { let mut a = M(1); a += M(2); println!("{:?}", a); }
