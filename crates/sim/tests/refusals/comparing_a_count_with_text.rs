// rustc: E0308
let mut f = File::open("data.txt")?;
let mut text = String::new();
let n = f.read_to_string(&mut text)?;
assert_eq!(n, "12");
