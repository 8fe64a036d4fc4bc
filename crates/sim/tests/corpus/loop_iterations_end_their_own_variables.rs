// Each loop iteration ends its own variables, last declared first, then the loop variable:
// on `continue`, on `break`, on `return` from inside a loop, across nested loops with a
// labelled `break`, and for a loop variable that has a `Drop` of its own. A closure that
// captured the counter keeps the value it saw. A `while` body without a `let` reads on.
use std::io::Read;

struct Noisy(u32);

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn first_even(limit: u32) -> Option<u32> {
    for i in 1..limit {
        let _seen = Noisy(100 + i);
        if i % 2 == 0 {
            return Some(i);
        }
    }
    None
}

fn main() -> std::io::Result<()> {
    let mut seen = Vec::new();
    for i in 0..4 {
        let a = Noisy(i * 10);
        let next = move || i + 1;
        seen.push(next());
        if i == 2 {
            continue;
        }
        let b = Noisy(i * 10 + 1);
        println!("body {} {}", a.0, b.0);
    }
    for n in (0..3).map(|k| Noisy(k)) {
        println!("got {}", n.0);
        if n.0 == 1 {
            break;
        }
    }
    'outer: for x in 0..3 {
        let _row = Noisy(200 + x);
        for y in 0..3 {
            let _cell = Noisy(300 + x * 10 + y);
            if x == 1 && y == 1 {
                break 'outer;
            }
        }
    }
    println!("first even {:?}", first_even(5));
    let total: u32 = seen.iter().sum();
    println!("total {}", total);
    for _ in 0..2 {
        let _x = Noisy(99);
    }
    std::fs::write("three.bin", b"abc")?;
    let mut input = std::fs::File::open("three.bin")?;
    let mut byte = [0u8; 1];
    let mut reads = 0;
    while input.read(&mut byte)? == 1 {
        reads += 1;
    }
    println!("reads {}", reads);
    Ok(())
}
