// Source: https://doc.rust-lang.org/std/io/struct.BufWriter.html#method.buffer
use std::io::BufWriter;
use std::net::TcpStream;

let buf_writer = BufWriter::new(TcpStream::connect("127.0.0.1:34254").unwrap());

// See how many bytes are currently buffered
let bytes_buffered = buf_writer.buffer().len();
