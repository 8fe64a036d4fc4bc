// Vec::drain moves a range of items out: walked, each is the loop's; what the Drain still
// holds drops with it, before the vector is used again. A byte vector drains bytes.
struct Noisy(u32);
impl Drop for Noisy { fn drop(&mut self) { println!("drop {}", self.0); } }
fn main() {
    let mut v: Vec<Noisy> = (0..6).map(|k| Noisy(k)).collect();
    for n in v.drain(1..3) { println!("drained {}", n.0); }
    println!("left {}", v.len());
    let mut d = v.drain(..2);
    let first = d.next();
    println!("first {}", first.map(|n| n.0).unwrap_or(99));
    drop(d);
    println!("left {}", v.len());
    let mut bytes: Vec<u8> = b"hello world".to_vec();
    let word: Vec<u8> = bytes.drain(..6).collect();
    println!("{:?} {:?}", String::from_utf8_lossy(&word), String::from_utf8_lossy(&bytes));
    let mut nums = vec![1, 2, 3, 4, 5];
    let total: i32 = nums.drain(2..).sum();
    println!("{} {:?}", total, nums);
    let all: Vec<i32> = nums.drain(..).collect();
    println!("{:?} {}", all, nums.is_empty());
    println!("end");
}
