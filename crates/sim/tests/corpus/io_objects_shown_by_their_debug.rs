// `{:?}` of std's I/O objects prints each type's own `Debug`: the standard handles show no
// fields (`Stdout { .. }`), a cursor its contents and position, a buffered type the layer it
// wraps and how full its buffer is (`buffer: 6/16`), `LineWriter` ending with `..`, a `Take`
// its limit (and the limit it was given, `len`); `{:#?}` spreads the same fields over lines.
use std::io::{self, BufRead, BufReader, BufWriter, Cursor, LineWriter, Read, Write};

fn main() -> io::Result<()> {
    println!("{:?} {:?} {:?}", io::stdout(), io::stderr(), io::stdin());
    println!("{:?}", io::stdout().lock());
    println!("{:?} {:?} {:?}", io::sink(), io::empty(), io::repeat(b'x'));

    let mut cursor = Cursor::new(vec![10u8, 20, 30, 40]);
    let mut two = [0u8; 2];
    cursor.read_exact(&mut two)?;
    println!("{:?}", cursor);
    let text = Cursor::new(String::from("line one\nline two\n"));
    println!("{:?}", text);

    let mut reader = BufReader::with_capacity(16, Cursor::new(b"alpha\nbeta\ngamma\n".to_vec()));
    let mut first = String::new();
    reader.read_line(&mut first)?;
    println!("{:?} after {:?}", reader, first);
    println!("{:#?}", reader);

    let mut writer = BufWriter::with_capacity(16, Vec::new());
    writer.write_all(b"queued")?;
    println!("{:?}", writer);
    let mut lines = LineWriter::new(Vec::new());
    lines.write_all(b"done\nhalf")?;
    println!("{:?}", lines);

    let mut limited = Cursor::new(vec![1u8, 2, 3, 4]).take(3);
    limited.read_exact(&mut two[..1])?;
    println!("{:?}", limited);
    limited.set_limit(1);
    println!("{:?}", limited);
    let wrapped = BufReader::new(io::stdin().lock());
    println!("{:#?}", wrapped);
    Ok(())
}
