// rustc: E0382
// `sum` takes the iterator by value: the variable is moved.
struct Count(u32);

impl Iterator for Count {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.0 == 3 {
            return None;
        }
        self.0 += 1;
        Some(self.0)
    }
}

fn main() {
    let c = Count(0);
    let total: u32 = c.sum();
    println!("{total} {:?}", c.0);
}
