// swap_remove, split_off, append, resize and reserve on a Vec of a Drop type and on bytes:
// what leaves the vector moves to its new owner, what resize cuts off drops first to last
// and then the value given, and append leaves the other vector empty.
#[derive(Clone)]
struct Noisy(u32);
impl Drop for Noisy { fn drop(&mut self) { println!("drop {}", self.0); } }
fn main() {
    let mut v: Vec<Noisy> = (0..5).map(|k| Noisy(k)).collect();
    let s = v.swap_remove(1);
    println!("swapped out {} now {:?}", s.0, v.iter().map(|n| n.0).collect::<Vec<_>>());
    let tail = v.split_off(2);
    println!("split {} {}", v.len(), tail.len());
    let mut more = vec![Noisy(10), Noisy(11)];
    v.append(&mut more);
    println!("appended {} {}", v.len(), more.len());
    v.resize(2, Noisy(20));
    println!("shrunk {}", v.len());
    v.resize(4, Noisy(30));
    println!("grown {:?}", v.iter().map(|n| n.0).collect::<Vec<_>>());
    v.reserve(100);
    let mut bytes = b"abc".to_vec();
    let mut extra = b"def".to_vec();
    bytes.append(&mut extra);
    bytes.resize(8, b'!');
    let end = bytes.split_off(6);
    let first = bytes.swap_remove(0);
    println!("{:?} {:?} {} {}", bytes, end, first, extra.len());
    println!("end");
}
