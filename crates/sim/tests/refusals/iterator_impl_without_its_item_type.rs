// rustc: E0046
// `impl Iterator` names the type of its items (`type Item = u32;`) besides `next`.
struct Count(u32);

impl Iterator for Count {
    fn next(&mut self) -> Option<u32> {
        self.0 += 1;
        Some(self.0)
    }
}

fn main() {
    println!("{:?}", Count(0).next());
}
