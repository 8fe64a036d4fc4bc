// rustc: E0277
// `rev` needs `DoubleEndedIterator`, which the script's type does not implement.
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
    for n in Count(0).rev() {
        println!("{n}");
    }
}
