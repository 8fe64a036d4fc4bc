// rustc: E0277
#[derive(Debug)]
struct Missing;

impl std::error::Error for Missing {}

println!("{:?}", Missing);
