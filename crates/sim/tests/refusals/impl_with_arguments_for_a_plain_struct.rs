// rustc: E0107
// An impl for `Tally<u8>` where `Tally` takes no type argument.
struct Tally {
    lines: usize,
}

impl Tally<u8> {
    fn bump(&mut self) {
        self.lines += 1;
    }
}

fn main() {}
