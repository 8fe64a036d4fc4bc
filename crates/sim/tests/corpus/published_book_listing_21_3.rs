// Source: https://doc.rust-lang.org/book/ch21-01-single-threaded.html (Listing 21-3)
// bufscope: client 127.0.0.1:7878="GET / HTTP/1.1\r\nHost: 127.0.0.1:7878\r\nUser-Agent: curl/7.88.1\r\nAccept: */*\r\n\r\n"
use std::{
    io::{BufReader, prelude::*},
    net::{TcpListener, TcpStream},
};

fn main() {
    let listener = TcpListener::bind("127.0.0.1:7878").unwrap();

    for stream in listener.incoming() {
        let stream = stream.unwrap();

        handle_connection(stream);
    }
}

fn handle_connection(mut stream: TcpStream) {
    let buf_reader = BufReader::new(&stream);
    let http_request: Vec<_> = buf_reader
        .lines()
        .map(|result| result.unwrap())
        .take_while(|line| !line.is_empty())
        .collect();

    let response = "HTTP/1.1 200 OK\r\n\r\n";

    stream.write_all(response.as_bytes()).unwrap();
}
