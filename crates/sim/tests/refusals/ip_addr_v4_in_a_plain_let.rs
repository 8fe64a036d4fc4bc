// rustc: E0005
// `let` needs a pattern every value matches: `IpAddr::V4(v4)` leaves out `V6`, so it takes
// `let … else` or `if let`.
use std::net::{IpAddr, Ipv4Addr};

fn main() {
    let ip = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1));
    let IpAddr::V4(v4) = ip;
    println!("{v4}");
}
