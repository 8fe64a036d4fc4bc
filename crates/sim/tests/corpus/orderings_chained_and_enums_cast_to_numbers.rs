// Sorting by several keys with `Ordering::then_with` (the closure runs only for a tie) and
// `then`, a field-less enum cast to its discriminant with `as` (rustc allows it; bufscope
// refused it with a false E0605), a builder-style `&mut Self` method chained, and
// `map_while(Result::ok)` over stdin's lines into a locked stdout.
// bufscope: input -="first line\n\nthird\n"
use std::io::{self, BufRead, Write};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    Low,
    Mid,
    High,
}

struct Account {
    owner: String,
    balance: i64,
    history: Vec<i64>,
}

impl Account {
    fn new(owner: &str) -> Self {
        Account { owner: owner.to_string(), balance: 0, history: Vec::new() }
    }
    fn deposit(&mut self, amount: i64) -> &mut Self {
        self.balance += amount;
        self.history.push(amount);
        self
    }
    fn owner(&self) -> &str {
        &self.owner
    }
}

fn main() {
    let mut acc = Account::new("ann");
    acc.deposit(5).deposit(6);
    let mut all = vec![Account::new("bob"), Account::new("cy"), acc];
    for (i, a) in all.iter_mut().enumerate() {
        a.deposit(i as i64 * 10 + 1);
    }
    let mut ties = 0;
    all.sort_by(|a, b| {
        b.balance.cmp(&a.balance).then_with(|| {
            ties += 1;
            a.owner.cmp(&b.owner)
        })
    });
    let names: Vec<&str> = all.iter().map(Account::owner).collect();
    let by_len: Vec<&str> = {
        let mut v = names.clone();
        v.sort_by(|a, b| a.len().cmp(&b.len()).then(b.cmp(a)));
        v
    };
    println!("{:?} {:?} {}", names, by_len, ties);
    for level in [Level::Low, Level::Mid, Level::High] {
        print!("{:?}={} ", level, level as u8 * 10);
    }
    println!("{}", Level::High as i64 - Level::Mid as i64);
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for (n, line) in stdin.lock().lines().map_while(Result::ok).enumerate() {
        if line.is_empty() {
            continue;
        }
        writeln!(out, "{:>3}: {}", n + 1, line.to_uppercase()).unwrap();
    }
}
