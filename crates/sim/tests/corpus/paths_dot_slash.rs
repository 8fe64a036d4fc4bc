// `./name` is the file `name` of the working directory, for reading and for writing.
// bufscope: input data.txt="hello\n"
use std::fs;
fn main() -> std::io::Result<()> {
    let a = fs::read_to_string("./data.txt")?;
    print!("{a}");
    fs::write("./out.txt", "x")?;
    let b = fs::read_to_string("out.txt")?;
    println!("{b}");
    Ok(())
}
