// rustc: E0053
// `next` returns `Option<Self::Item>`: here `Item` is `u32`, `next` gives `i64`.
struct Count(u32);

impl Iterator for Count {
    type Item = u32;

    fn next(&mut self) -> Option<i64> {
        self.0 += 1;
        Some(self.0 as i64)
    }
}

fn main() {
    println!("{:?}", Count(0).next());
}
