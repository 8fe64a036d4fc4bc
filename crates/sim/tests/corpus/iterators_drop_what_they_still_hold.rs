// An iterator that owns its items hands each one out by value and drops what it still holds
// when it goes: after a `break`, after `find` or `next`, at the end of the statement that
// made it. Adapters drop the items they turn away (`filter`, `skip`, `step_by`, a `zip` whose
// other side ended) and consumers the ones they do not return (`count`, `last`, `max_by_key`).
// `truncate`, `clear` and `retain` drop what they remove, first to last.
struct Noisy(u32);

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn make(from: u32, n: u32) -> Vec<Noisy> {
    (from..from + n).map(|k| Noisy(k)).collect()
}

fn main() {
    for n in make(1, 2) {
        println!("body {}", n.0);
    }
    for (i, n) in make(10, 4).into_iter().enumerate() {
        if i == 2 {
            break;
        }
        println!("enumerated {} {}", i, n.0);
    }
    let kept: Vec<Noisy> = make(20, 4).into_iter().filter(|n| n.0 % 2 == 0).collect();
    println!("kept {}", kept.len());
    let stepped: Vec<u32> = make(30, 5).into_iter().skip(1).step_by(2).map(|n| n.0).collect();
    println!("stepped {:?}", stepped);
    let zipped: Vec<(Noisy, u32)> = make(40, 3).into_iter().zip(0..2).collect();
    println!("zipped {}", zipped.len());
    println!("counted {}", make(50, 2).into_iter().count());
    let last = make(60, 3).into_iter().last();
    println!("last {}", last.map(|n| n.0).unwrap_or(0));
    let biggest = make(70, 3).into_iter().max_by_key(|n| n.0 % 2);
    println!("biggest {}", biggest.map(|n| n.0).unwrap_or(0));
    let found = make(80, 4).into_iter().find(|n| n.0 == 81);
    println!("found {}", found.map(|n| n.0).unwrap_or(0));
    let mut it = make(90, 3).into_iter();
    let next = it.next();
    println!("next {}", next.map(|n| n.0).unwrap_or(0));
    let mut peek = make(95, 2).into_iter().peekable();
    println!("peeked {}", peek.peek().map(|n| n.0).unwrap_or(0));

    let mut v = make(100, 6);
    v.retain(|n| n.0 % 3 != 0);
    println!("retained {}", v.len());
    v.truncate(2);
    println!("truncated {}", v.len());
    v.clear();
    println!("cleared {}", v.len());
    v.push(Noisy(110));
    while let Some(n) = v.pop() {
        println!("popped {}", n.0);
    }
    println!("end");
}
