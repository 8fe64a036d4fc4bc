// A drain whose range starts past its end, or past the vector's length, panics in core's
// `slice::range` (another line of it than an end past the length).
fn main() {
    let mut v = vec![1, 2, 3];
    let from = v.len() + 2;
    let tail: Vec<i32> = v.drain(1..3).collect();
    println!("tail {:?}", tail);
    let d: Vec<i32> = v.drain(from..).collect();
    println!("{:?}", d);
}
