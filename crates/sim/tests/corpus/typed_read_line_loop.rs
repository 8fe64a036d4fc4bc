// bufscope: input -=text:400
// bufscope: stdout=file
let stdin = io::stdin();
let mut handle = stdin.lock();
let mut line = String::new();
let mut lines = 0u32;
let mut longest = 0;
while handle.read_line(&mut line)? > 0 {
    lines += 1;
    if line.len() > longest {
        longest = line.len();
    }
    line.clear();
}
let average = if lines > 0 { longest as f64 / 2.0 } else { 0.0 };
println!("{lines} lines, longest {longest}, half {average:.1}");
