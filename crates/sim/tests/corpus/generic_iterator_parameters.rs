// A generic parameter bounded by `Iterator<Item = T>` alone (in its list or in a `where`
// clause) is an iterator of `T` in the body, as `impl Iterator<Item = T>` is: given a `Vec`'s
// `into_iter()`, an adapter chain, a range, or the script's own iterator.
struct Countdown(u32);

impl Iterator for Countdown {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        self.0 -= 1;
        Some(self.0 + 1)
    }
}

fn largest<I: Iterator<Item = i64>>(it: I) -> Option<i64> {
    it.max()
}

fn total<I>(items: I) -> u32
where
    I: Iterator<Item = u32>,
{
    let mut sum = 0;
    for x in items {
        sum += x;
    }
    sum
}

fn joined<T: Iterator<Item = String>>(parts: T, sep: &str) -> String {
    parts.collect::<Vec<_>>().join(sep)
}

fn main() {
    println!("{:?}", largest(vec![3, 9, -2].into_iter()));
    println!("{:?}", largest((1..1).map(|x: i64| x * 2)));
    println!("{}", total((1..=4).map(|x| x * 2)));
    println!("{}", total(Countdown(4)));
    let words = vec!["read".to_string(), "buffer".to_string(), "write".to_string()];
    println!("{}", joined(words.into_iter(), " -> "));
    println!("{}", joined(Countdown(3).map(|n| n.to_string()), ","));
}
