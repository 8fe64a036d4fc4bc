// `&mut` to a tuple's field, in a variable and in a vector's element, and a method that
// changes a tuple's field in place: what is written is in the tuple at the next statement, and
// the writer kept in a tuple's field writes through it.
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut t = (1, String::from("b"));
    let r = &mut t.1;
    r.push_str("y");
    let n = &mut t.0;
    *n += 5;
    println!("{} {}", t.0, t.1);

    let mut v = vec![(1, String::from("c")), (2, String::from("d"))];
    let e = &mut v[1].1;
    e.push('z');
    println!("{:?}", v);
    let count = &mut v[0].0;
    *count *= 10;
    println!("{:?}", v[0]);

    let mut pair = (String::from("log"), BufWriter::new(File::create("pair.txt")?));
    let w = &mut pair.1;
    writeln!(w, "first")?;
    w.flush()?;
    let label = &mut pair.0;
    label.push_str(" written");
    println!("{}", pair.0);
    pair.0.push_str(" twice");
    writeln!(pair.1, "{} ({} bytes)", pair.0, pair.0.len())?;
    let mut lists = vec![(1, vec![1u8])];
    lists[0].1.push(2);
    println!("{:?}", lists);
    Ok(())
}
