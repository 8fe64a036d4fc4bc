// std's io::copy example, then a `&[u8]` borrowed from a Vec: copying empties the slice
// variable, not the Vec it views.
use std::io;

fn main() -> io::Result<()> {
    let mut reader: &[u8] = b"hello";
    let mut writer: Vec<u8> = vec![];

    io::copy(&mut reader, &mut writer)?;

    assert_eq!(&b"hello"[..], &writer[..]);

    let v = vec![b'a'; 10];
    let mut data: &[u8] = &v;
    let n = io::copy(&mut data, &mut io::stdout())?;
    println!();
    println!("{n} {} {}", data.len(), v.len());
    Ok(())
}
