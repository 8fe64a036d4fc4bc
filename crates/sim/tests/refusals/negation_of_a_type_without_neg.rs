// rustc: E0600
#[derive(Debug, Clone, Copy)]
struct M(i64);
impl std::ops::AddAssign for M {
    fn add_assign(&mut self, o: M) { self.0 += o.0; }
}
fn main() { let a = M(1); println!("{:?}", -a); }
