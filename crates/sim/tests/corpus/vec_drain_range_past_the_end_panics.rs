// A drain whose range ends past the vector's length panics in core's `slice::range`, with
// core's message and location, before anything is drained.
fn main() {
    let mut v = vec![1, 2, 3];
    println!("before {:?}", v);
    let d: Vec<i32> = v.drain(1..5).collect();
    println!("{:?}", d);
}
