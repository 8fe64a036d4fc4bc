// Source: https://doc.rust-lang.org/std/io/struct.BufWriter.html#method.get_mut
use std::io::BufWriter;
use std::net::TcpStream;

let mut buffer = BufWriter::new(TcpStream::connect("127.0.0.1:34254").unwrap());

// we can use reference just like buffer
let reference = buffer.get_mut();
