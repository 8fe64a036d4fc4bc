// bufscope: stdout=pipe
for i in 0..200 {
    println!("{} squared is {}", i, i * i);
}
