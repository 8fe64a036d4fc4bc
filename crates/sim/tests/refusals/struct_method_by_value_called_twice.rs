// rustc: E0382
use std::io::{self, BufWriter, Write};
struct Out { w: BufWriter<io::Stdout> }
impl Out {
    fn into_writer(self) -> BufWriter<io::Stdout> { self.w }
}
fn main() {
    let o = Out { w: BufWriter::new(io::stdout()) };
    let w = o.into_writer();
    let again = o.into_writer();
    drop(w); drop(again);
}
