// rustc: E0592
// The same method in two impls of one struct: rustc points at the first, `pub` and all.
struct Outbox {
    pending: Vec<String>,
}

impl Outbox {
    pub fn count(&self) -> usize {
        self.pending.len()
    }
}

impl Outbox {
    fn count(&self) -> usize {
        self.pending.iter().filter(|p| !p.is_empty()).count()
    }
}

fn main() {}
