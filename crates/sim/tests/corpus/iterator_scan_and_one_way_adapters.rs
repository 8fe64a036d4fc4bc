// `scan` as the iterator tutorials use it: running totals, a total that stops the walk when
// it passes a cap (the closure's `None`), a `String` state grown item by item, and a state
// whose `Drop` shows when the consumed iterator is dropped. The one-way adapters
// (`take_while`, `skip_while`, `map_while`) feed `map` and `enumerate`; a `HashMap`'s items
// are sorted before they are printed. Every line leaves in a write of its own.
use std::collections::HashMap;

struct Ledger {
    balance: i64,
}

impl Drop for Ledger {
    fn drop(&mut self) {
        println!("ledger closed at {}", self.balance);
    }
}

fn main() {
    let deposits = vec![5i64, 20, -3, 40, 7];
    let running: Vec<i64> = deposits.iter().scan(0, |total, &d| {
        *total += d;
        Some(*total)
    }).collect();
    println!("running {:?}", running);
    let capped: Vec<i64> = deposits
        .iter()
        .scan(0, |total, &d| {
            *total += d;
            if *total > 30 { None } else { Some(*total) }
        })
        .collect();
    println!("capped {:?}", capped);
    let mut calls = 0;
    let prefixes: Vec<String> = ["ab", "c", "de", "f"]
        .iter()
        .scan(String::new(), |so_far, part| {
            calls += 1;
            so_far.push_str(part);
            Some(so_far.clone())
        })
        .take(3)
        .collect();
    println!("{:?} after {calls} calls", prefixes);
    let positive: Vec<i64> = deposits
        .iter()
        .scan(Ledger { balance: 0 }, |ledger, &d| {
            ledger.balance += d;
            if d > 0 { Some(ledger.balance) } else { None }
        })
        .collect();
    println!("while positive {:?}", positive);
    for (i, d) in deposits.iter().take_while(|&&d| d > 0).map(|d| d * 10).enumerate() {
        println!("{i}: {d}");
    }
    let after: Vec<&i64> = deposits.iter().skip_while(|&&d| d > 0).collect();
    let parsed: Vec<u32> = ["4", "8", "x", "9"].iter().map_while(|s| s.parse().ok()).collect();
    println!("{:?} {:?}", after, parsed);
    let mut tally = HashMap::new();
    for word in ["to", "be", "or", "not", "to", "be"] {
        *tally.entry(word).or_insert(0) += 1;
    }
    let mut pairs: Vec<(&str, i32)> = tally.into_iter().collect();
    pairs.sort();
    println!("{:?}", pairs);
}
