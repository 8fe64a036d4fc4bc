// bufscope: stdout=terminal
// Into a terminal, println! makes the same writes as into a file: stdout is line-buffered either way.
for i in 1..=300 {
    println!("{}", i);
}
