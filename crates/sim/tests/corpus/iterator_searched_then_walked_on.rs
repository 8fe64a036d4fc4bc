// `find`, `position`, `any`, `all` and `nth` borrow the iterator (`&mut self`): it stays in its
// variable, moved on, for the next call (a slice's iterator, the script's own, a reader's
// lines past its comments).
use std::io::{self, BufRead};

struct Counter {
    n: u32,
}

impl Iterator for Counter {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.n >= 6 {
            return None;
        }
        self.n += 1;
        Some(self.n)
    }
}

fn main() -> io::Result<()> {
    let v = vec![1, 2, 3, 4, 5, 6];
    let mut it = v.iter();
    println!("{:?} {:?} {:?}", it.find(|x| **x % 2 == 0), it.next(), it.any(|x| *x > 4));
    println!("{:?} then {:?}", it.position(|x| *x == 6), it.next());
    let mut r = v.iter();
    println!("{:?} {:?} {}", r.nth(1), r.nth(0), r.all(|x| *x > 3));

    let mut c = Counter { n: 0 };
    println!("{:?} {:?} {:?}", c.find(|x| x % 4 == 0), c.next(), c.any(|x| x > 5));

    let text = "# comment\n# more\nfirst = 1\nsecond = 2\n";
    let mut lines = text.as_bytes().lines();
    let first_setting = lines.find(|l| l.as_ref().is_ok_and(|l| !l.starts_with('#')));
    println!("{:?}, then {:?}", first_setting.transpose()?, lines.next().transpose()?);
    Ok(())
}
