// `BufRead::read_until`, `skip_until` and `split`, `Read::chain`, `io::empty()` and
// `io::repeat(b)`: std's own readers, each read where std makes it.
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
// bufscope: input fields.csv="id,name,size\n1,alpha,10\n2,beta,20\n"
// bufscope: input tail.txt="the end\n"

fn main() -> io::Result<()> {
    let mut reader = BufReader::with_capacity(16, File::open("fields.csv")?);
    reader.skip_until(b'\n')?;
    let mut field = Vec::new();
    let n = reader.read_until(b',', &mut field)?;
    println!("{n} {:?}", String::from_utf8_lossy(&field));
    for part in reader.split(b',') {
        let part = part?;
        println!("{:?}", String::from_utf8_lossy(&part));
    }

    let mut both = File::open("fields.csv")?.chain(File::open("tail.txt")?);
    let mut all = String::new();
    both.read_to_string(&mut all)?;
    print!("{all}");

    let mut nothing = String::new();
    let got = io::empty().read_to_string(&mut nothing)?;
    let mut stars = [0u8; 5];
    io::repeat(b'*').read_exact(&mut stars)?;
    println!("{got} {:?}", std::str::from_utf8(&stars));
    let mut tail = io::empty().chain(File::open("tail.txt")?);
    let mut first = [0u8; 3];
    tail.read_exact(&mut first)?;
    println!("{:?}", first);
    Ok(())
}
