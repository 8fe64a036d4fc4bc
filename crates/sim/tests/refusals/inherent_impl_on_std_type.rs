// rustc: E0116
use std::fs::File;
impl File {
    fn hello(&self) {}
}
fn main() {}
