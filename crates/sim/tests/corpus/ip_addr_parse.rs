// `str::parse` into `std::net::IpAddr` by std's own `FromStr`: addresses read from a file,
// printed with std's Display and Debug, compared and ordered, and the `AddrParseError` of bad
// lines (one that is neither IPv4 nor IPv6) printed to stderr.
// bufscope: input hosts.txt="127.0.0.1\n10.0.0.1\n192.168.001.1\n10.0.0.256\nlocalhost\n1:2:3\n"
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
