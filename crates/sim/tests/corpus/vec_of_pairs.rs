// bufscope: input -=text:300
// bufscope: stdout=file
// bufscope: stderr=file
let stdin = io::stdin();
let mut seen: Vec<(String, usize)> = Vec::with_capacity(4);
for line in stdin.lock().lines() {
    let line = line?;
    let n = line.len();
    seen.push((line, n));
}
let mut total = 0;
for pair in &seen {
    total += pair.1;
    println!("{:?}", pair);
}
eprintln!("{} lines, {} bytes, {:?}", seen.len(), total, seen[0].0);
let names = vec!["first", "second"];
let counts = vec![0u64; 3];
eprintln!("{:?} {:?}", names, counts);
