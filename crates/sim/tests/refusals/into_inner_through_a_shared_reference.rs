// rustc: E0507
use std::fs::File;
use std::io::BufWriter;

fn finish(w: &BufWriter<File>) {
    let f = w.into_inner();
}

fn main() {
    let w = BufWriter::new(File::create("out.txt").unwrap());
    finish(&w);
}
