// bufscope: stdout=null
for i in 0..200 {
    println!("line {i}");
}
