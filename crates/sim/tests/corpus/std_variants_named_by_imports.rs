// Variants of std's enums named bare after a `use`: in a pattern each is that variant, not a
// new binding that would match anything, and as a value it is that variant too; `take`
// imported from `std::mem` leaves the default behind.
use std::cmp::Ordering::{self, Equal};
use std::io::ErrorKind::*;
use std::mem::take;

fn by_score_then_name(a: &(u32, &str), b: &(u32, &str)) -> Ordering {
    match b.0.cmp(&a.0) {
        Equal => a.1.cmp(b.1),
        other => other,
    }
}

fn sign(n: i32) -> &'static str {
    use std::cmp::Ordering::*;
    match n.cmp(&0) {
        Less => "negative",
        Equal => "zero",
        Greater => "positive",
    }
}

fn main() {
    let mut table = vec![(3, "lions"), (5, "owls"), (3, "bears"), (1, "ants")];
    table.sort_by(by_score_then_name);
    println!("{table:?}");
    for n in [-4, 0, 9] {
        println!("{n} is {}", sign(n));
    }
    match std::fs::File::open("missing.txt") {
        Err(e) => match e.kind() {
            PermissionDenied => println!("denied"),
            NotFound => println!("not found"),
            other => println!("{other:?}"),
        },
        Ok(_) => println!("opened"),
    }
    let tie = Equal;
    let wanted = [NotFound, Interrupted];
    println!("{tie:?} {wanted:?} {}", tie == 2.cmp(&2));
    let mut draft = String::from("second draft");
    let published = take(&mut draft);
    println!("{published:?} left {draft:?}");
}
