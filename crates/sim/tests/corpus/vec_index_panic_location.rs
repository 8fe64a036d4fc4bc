// bufscope: input -="5\n"
// A `Vec`'s out-of-bounds index panics where std's `Index` impl is called from: the `[`
// (an array's built-in indexing points at the start of the expression instead).
use std::io;

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let i: usize = line.trim().parse().unwrap();
    let values = vec![10u32, 20, 30];
    let text = String::from("héllo");
    println!("{} {}", values[i - 3], &text[..i - 4]);
    let x = values [i];
    println!("{}", x);
}
