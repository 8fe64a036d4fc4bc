// A NaN compares as std compares it: `<`, `>=` are false, `!=` true, also inside a tuple and an
// `Option` (bufscope stopped the run before).
fn main() { let x = f64::NAN; let t = (1.0, x); println!("{} {} {} {}", x < 1.0, x >= x, x != x, t < (1.0, 2.0)); let o = Some(x); println!("{}", o > Some(1.0)); }
