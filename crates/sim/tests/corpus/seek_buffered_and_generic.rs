// `Seek` through std's buffered types and generics with several bounds: a `BufReader`'s seek
// discards its buffer and seeks by the offset less what it held, `seek_relative` inside the
// buffer makes no syscall, `stream_position` asks the file without discarding, a `BufWriter`
// writes out what it holds before it seeks; `W: Write + Seek` and a `where` clause.
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
// bufscope: input data.txt="0123456789abcdefghijklmnopqrstuvwxyz\n"

fn patch<W: Write + Seek>(mut out: W, at: u64, text: &str) -> io::Result<u64> {
    out.seek(SeekFrom::Start(at))?;
    out.write_all(text.as_bytes())?;
    out.stream_position()
}

fn first_line<R>(reader: &mut R) -> io::Result<String>
where
    R: BufRead + Seek,
{
    reader.rewind()?;
    let mut line = String::new();
    reader.read_line(&mut line)?;
    Ok(line)
}

fn main() -> io::Result<()> {
    let mut reader = BufReader::with_capacity(16, File::open("data.txt")?);
    let mut two = [0u8; 2];
    reader.read_exact(&mut two)?;
    println!("{:?} at {}", std::str::from_utf8(&two), reader.stream_position()?);
    reader.seek_relative(4)?;
    reader.read_exact(&mut two)?;
    println!("{:?}", std::str::from_utf8(&two));
    reader.seek_relative(20)?;
    reader.read_exact(&mut two)?;
    println!("{:?}", std::str::from_utf8(&two));
    let at = reader.seek(SeekFrom::Current(-3))?;
    reader.read_exact(&mut two)?;
    println!("{at} {:?}", std::str::from_utf8(&two));
    print!("{}", first_line(&mut reader)?);

    let mut writer = BufWriter::new(File::create("out.txt")?);
    writer.write_all(b"hello, world\n")?;
    let end = patch(&mut writer, 7, "WORLD")?;
    writer.write_all(b"!")?;
    writer.seek(SeekFrom::End(0))?;
    writer.write_all(b"bye\n")?;
    drop(writer);
    let mut file = File::open("out.txt")?;
    let mut text = String::new();
    file.read_to_string(&mut text)?;
    print!("{end} {text}");
    let back = file.seek(SeekFrom::End(-4))?;
    file.rewind()?;
    println!("{back} {}", file.stream_position()?);
    Ok(())
}
