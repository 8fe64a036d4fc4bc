// bufscope: stdout=file
// println! in a loop: stdout is line-buffered, so one write per line, even into a file.
for i in 1..=1000 {
    println!("{}", i);
}
