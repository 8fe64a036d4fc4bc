// rustc: E0046
#[derive(Debug)]
struct Count(u32);

impl From<u32> for Count {}

fn main() {
    println!("{:?}", Count::from(3));
}
