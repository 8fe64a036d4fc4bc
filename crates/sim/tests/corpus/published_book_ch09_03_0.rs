// Source: https://doc.rust-lang.org/book/ch09-03-to-panic-or-not-to-panic.html
fn main() {
    use std::net::IpAddr;

    let home: IpAddr = "127.0.0.1"
        .parse()
        .expect("Hardcoded IP address should be valid");
}
