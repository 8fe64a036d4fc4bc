// Iterator::flatten: the lines a reader yields, with the errors skipped; the values of
// Options and Results, by reference and by value; nested vectors. A for loop over an Option or
// a Result runs once or never. Items a flatten still holds after a break drop with it.
use std::fs::File;
use std::io::{BufRead, BufReader, Write};

struct Noisy(u32);
impl Drop for Noisy { fn drop(&mut self) { println!("drop {}", self.0); } }

fn main() -> std::io::Result<()> {
    let mut f = File::create("words.txt")?;
    f.write_all(b"alpha\nbeta\ngamma\n")?;
    drop(f);
    let reader = BufReader::new(File::open("words.txt")?);
    for line in reader.lines().flatten() {
        println!("{}", line);
    }
    let maybe = vec![Some(1), None, Some(3)];
    let present: Vec<i32> = maybe.iter().flatten().copied().collect();
    let parsed: Vec<u32> = ["4", "x", "6"].iter().map(|s| s.parse::<u32>()).flatten().collect();
    let nested = vec![vec![1, 2], vec![], vec![3]];
    let flat: Vec<i32> = nested.into_iter().flatten().collect();
    println!("{:?} {:?} {:?}", present, parsed, flat);
    let mut total = 0;
    for n in Some(5) { total += n; }
    let none: Option<i32> = None;
    for n in none { total += n; }
    let ok: Result<i32, String> = Ok(7);
    for n in ok { total += n; }
    println!("total {}", total);
    let owned = vec![Some(Noisy(1)), None, Some(Noisy(2)), Some(Noisy(3))];
    for n in owned.into_iter().flatten() {
        if n.0 == 2 { break; }
        println!("saw {}", n.0);
    }
    println!("end");
    Ok(())
}
