// rustc: E0592
// Two `flush_all` methods in one impl: rustc points at the second.
struct Outbox {
    pending: Vec<String>,
}

impl Outbox {
    fn flush_all(&mut self) {
        self.pending.clear();
    }

    fn len(&self) -> usize {
        self.pending.len()
    }

    fn flush_all(&mut self) -> usize {
        let n = self.pending.len();
        self.pending.clear();
        n
    }
}

fn main() {}
