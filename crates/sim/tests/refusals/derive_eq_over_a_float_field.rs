// rustc: E0277
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Named { name: String, score: f32 }
fn main() { println!("{:?}", Named { name: "a".into(), score: 1.0 }); }
