// Hand-written comparisons beside derived ones: a `PartialOrd` that finds some values
// incomparable, an `Ord` written over a derived `PartialOrd`, equality by one field only.
use std::cmp::Ordering;

#[derive(Debug, Clone, Copy)]
enum Reading {
    Celsius(i32),
    Missing,
}

impl PartialEq for Reading {
    fn eq(&self, other: &Self) -> bool {
        matches!(self.partial_cmp(other), Some(Ordering::Equal))
    }
}

impl PartialOrd for Reading {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        match (self, other) {
            (Reading::Celsius(a), Reading::Celsius(b)) => a.partial_cmp(b),
            _ => None,
        }
    }
}

#[derive(Debug, PartialEq, Eq, PartialOrd)]
struct Version {
    major: u32,
    minor: u32,
}

impl Ord for Version {
    fn cmp(&self, other: &Self) -> Ordering {
        eprintln!("cmp {}.{} {}.{}", self.major, self.minor, other.major, other.minor);
        self.minor.cmp(&other.minor)
    }
}

#[derive(Debug)]
struct Account {
    id: u32,
    owner: &'static str,
}

impl PartialEq for Account {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

fn main() {
    let warm = Reading::Celsius(21);
    let cold = Reading::Celsius(-3);
    let none = Reading::Missing;
    println!("{} {} {}", warm > cold, warm <= cold, cold >= cold);
    println!("{} {} {} {}", none < warm, none >= warm, none == none, none != none);
    let mut readings = [warm, cold, Reading::Celsius(5)];
    readings.sort_unstable_by(|a, b| a.partial_cmp(b).unwrap());
    println!("{readings:?}");

    let old = Version { major: 2, minor: 1 };
    let new = Version { major: 1, minor: 9 };
    // `<` is the derived order, by `major` first; `max` and `cmp` are the written one.
    println!("{} {:?}", old < new, old.cmp(&new));
    let versions = vec![old, new, Version { major: 3, minor: 0 }];
    println!("{:?}", versions.iter().max());
    println!("{:?}", versions.into_iter().min());

    let a = Account { id: 7, owner: "ana" };
    let b = Account { id: 7, owner: "bo" };
    assert_eq!(a, b, "same account");
    assert!(&a == &b);
    println!("{} and {} share {}", a.owner, b.owner, a.id);
    assert_ne!(a, Account { id: 8, owner: "cy" });
}
