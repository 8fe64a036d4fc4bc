// Source: https://doc.rust-lang.org/book/ch21-01-single-threaded.html (Listing 21-1)
// bufscope: client 127.0.0.1:7878="GET / HTTP/1.1\r\nHost: 127.0.0.1:7878\r\nUser-Agent: curl/7.88.1\r\nAccept: */*\r\n\r\n"
use std::net::TcpListener;

fn main() {
    let listener = TcpListener::bind("127.0.0.1:7878").unwrap();

    for stream in listener.incoming() {
        let stream = stream.unwrap();

        println!("Connection established!");
    }
}
