// `get_mut`, `first_mut` and `last_mut` lend one item of a vector or an array where it lives:
// what is written through the `&mut` lands in the vector, and a writer lent out of a vector of
// writers buffers in that writer (its flush comes when the vector drops it, in order).
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut counts = vec![1, 2, 3];
    if let Some(x) = counts.get_mut(1) {
        *x *= 10;
    }
    *counts.first_mut().unwrap() += 100;
    if let Some(last) = counts.last_mut() {
        *last = 0;
    }
    let missing = counts.get_mut(7).is_none();
    println!("{:?} {}", counts, missing);

    let mut buf = [0u8; 4];
    if let Some(b) = buf.get_mut(2) {
        *b = 7;
    }
    let mut empty: Vec<String> = Vec::new();
    println!("{:?} {:?}", buf, empty.first_mut());

    let mut names = vec![String::from("a"), String::from("b")];
    if let Some(name) = names.last_mut() {
        name.push_str("ee");
    }
    let view = &mut names[..1];
    if let Some(first) = view.first_mut() {
        first.push('!');
    }
    println!("{:?}", names);

    let mut writers = vec![
        BufWriter::new(std::io::stdout()),
        BufWriter::new(std::io::stdout()),
    ];
    if let Some(w) = writers.last_mut() {
        writeln!(w, "to the last writer")?;
    }
    writers.first_mut().unwrap().write_all(b"to the first writer\n")?;
    println!("before the drop");
    drop(writers);
    println!("after the drop");
    Ok(())
}
