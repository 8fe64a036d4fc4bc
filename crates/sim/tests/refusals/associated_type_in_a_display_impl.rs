// rustc: E0437
// `Display` has no associated type.
use std::fmt;

struct Count(u32);

impl fmt::Display for Count {
    type Item = u32;

    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

fn main() {
    println!("{}", Count(1));
}
