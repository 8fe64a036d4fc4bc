// `Ord::max`, `min` and `clamp` by value: the value not returned drops inside the call (`max`
// keeps the argument on a tie, `min` the receiver); `clamp` with its bounds the wrong way
// round panics as std asserts.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct V(u32);
impl Drop for V { fn drop(&mut self) { println!("drop V({})", self.0); } }
fn main() {
    let s = "pear".to_string().max("apple".to_string());
    println!("{} {} {}", s, 'x'.min('b'), (1, "b").max((1, "a")).1);
    let a = V(1);
    let b = V(1);
    let m = a.max(b);
    println!("kept {:?}", m);
    let c = V(3).clamp(V(5), V(9));
    println!("{:?}", c);
    let r = V(7).min(V(2));
    println!("{:?}", r);
    let bad = 4u8.clamp(1, 9);
    println!("{:?}", bad);
    let wrong = "m".to_string().clamp("z".to_string(), "a".to_string());
    println!("{}", wrong);
}
