// rustc: E0277
#[derive(Debug)]
struct Wrapper { file: std::fs::File, count: Counter }
struct Counter(u32);
fn main() {}
