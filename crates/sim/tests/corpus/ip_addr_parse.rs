// `str::parse` into `std::net::IpAddr` by std's own `FromStr`: v4 and v6 addresses read
// from a file, printed with std's Display (v6 compressed) and Debug, compared and ordered, and the
// `AddrParseError` of bad lines printed to stderr.
// bufscope: input hosts.txt="127.0.0.1\n::1\n2001:0db8:0000:0000:0000:0000:0000:0001\n10.0.0.256\nlocalhost\n"
use std::fs;
use std::net::IpAddr;

fn main() {
    let text = fs::read_to_string("hosts.txt").expect("hosts.txt");
    let home: IpAddr = "127.0.0.1".parse().expect("Hardcoded IP address should be valid");
    for line in text.lines() {
        match line.parse::<IpAddr>() {
            Ok(addr) => println!("{addr} {addr:?} home: {} before: {}", addr == home, addr < home),
            Err(e) => eprintln!("{line}: {e} ({e:?})"),
        }
    }
}
