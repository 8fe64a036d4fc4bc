// bufscope: stdout=file
// A line longer than stdout's 1024-byte buffer goes straight through, then the newline.
let long = "x".repeat(2000);
println!("{}", long);
println!("short");
