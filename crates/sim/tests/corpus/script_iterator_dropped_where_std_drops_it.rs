// The script's iterator drops where std drops it: moved into a `for` loop, at the loop's end;
// into an adapter chain that `count` or `sum` consumes, when the consumer is done; walked
// through `&mut`, with its variable at the end of `main`. Its `Drop` prints how far it got.
struct Ticks {
    left: u32,
    name: &'static str,
}

impl Iterator for Ticks {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        Some(self.left)
    }
}

impl Drop for Ticks {
    fn drop(&mut self) {
        println!("drop {} with {} left", self.name, self.left);
    }
}

fn main() {
    for t in (Ticks { left: 2, name: "a" }) {
        println!("tick {t}");
    }
    let n = Ticks { left: 5, name: "b" }.take(2).count();
    println!("counted {n}");
    let mut c = Ticks { left: 3, name: "c" };
    for t in &mut c {
        if t == 1 {
            break;
        }
    }
    println!("after loop");
    let s: u32 = Ticks { left: 4, name: "d" }.map(|x| x * 2).sum();
    println!("sum {s}");
}
