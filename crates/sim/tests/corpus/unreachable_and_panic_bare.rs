// `unreachable!()` and `panic!()` without a message: std's own words ("internal error: entered
// unreachable code", "explicit panic"). The first is never reached; the second ends the run
// after stderr said why.
fn parity(n: u32) -> &'static str {
    match n % 2 {
        0 => "even",
        1 => "odd",
        _ => unreachable!(),
    }
}

fn main() {
    for n in 1..=3 {
        println!("{n} is {}", parity(n));
    }
    let found: Vec<u32> = (1..=3).filter(|n| *n > 5).collect();
    if found.is_empty() {
        eprintln!("nothing above five");
        panic!();
    }
}
