// The script's own `PartialEq`, `Eq`, `PartialOrd` and `Ord`: the operators, `cmp`, `sort`
// and `max` run them, and each comparison says so, so their order shows in the syscalls.
use std::cmp::Ordering;

#[derive(Debug)]
struct Job {
    priority: u8,
    name: String,
}

impl PartialEq for Job {
    fn eq(&self, other: &Self) -> bool {
        println!("eq {} {}", self.name, other.name);
        self.priority == other.priority
    }
}

impl Eq for Job {}

impl PartialOrd for Job {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Job {
    fn cmp(&self, other: &Self) -> Ordering {
        println!("cmp {} {}", self.name, other.name);
        // Higher priority first, then by name.
        other
            .priority
            .cmp(&self.priority)
            .then_with(|| self.name.cmp(&other.name))
    }
}

fn job(priority: u8, name: &str) -> Job {
    Job {
        priority,
        name: name.to_string(),
    }
}

fn main() {
    let a = job(2, "build");
    let b = job(2, "test");
    let c = job(5, "deploy");
    println!("{} {}", a == b, a != c);
    println!("{} {} {} {}", a < b, c < a, a >= b, c > a);
    let (ra, rc) = (&a, &c);
    println!("{} {}", ra == rc, ra <= rc);
    println!("{:?} {:?}", a.cmp(&c), b.partial_cmp(&a));
    let mut jobs = vec![a, b, c, job(1, "lint"), job(5, "bench")];
    jobs.sort();
    let names: Vec<&str> = jobs.iter().map(|j| j.name.as_str()).collect();
    println!("{names:?}");
    println!("{:?}", jobs.iter().max().map(|j| &j.name));
    println!("{:?}", jobs.iter().min().map(|j| &j.name));
    jobs.sort_unstable();
    let last = jobs.into_iter().max();
    println!("{last:?}");
}
