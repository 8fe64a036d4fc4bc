// rustc: E0277
#[derive(Debug, PartialEq, PartialOrd)]
struct Reading(f64);
fn main() { let mut v = vec![Reading(2.0), Reading(1.0)]; v.sort(); println!("{:?}", v); }
