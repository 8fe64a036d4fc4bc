// `inspect` lends each item to its closure on the way through, lazily: std's own example of
// watching a chain work, a parse error reported and then filtered out, and a count that stops
// where `take` stops asking.
fn main() {
    let a = [1, 4, 2, 3];
    // From std's docs: inspect shows each step of a chain (the second step counted, so that
    // one closure prints: the course's "through a BufWriter" change stays a valid program).
    let mut passed = 0;
    let sum = a.iter()
        .cloned()
        .inspect(|x| println!("about to filter: {x}"))
        .filter(|x| x % 2 == 0)
        .inspect(|_| passed += 1)
        .fold(0, |sum, i| sum + i);
    println!("{sum} from {passed}");
    let lines = ["1", "2", "x", "4"];
    let parsed: Vec<i32> = lines
        .iter()
        .map(|line| line.parse::<i32>())
        .inspect(|num| {
            if let Err(e) = num {
                println!("Parsing error: {e}");
            }
        })
        .filter_map(Result::ok)
        .collect();
    println!("{parsed:?}");
    let mut seen = 0;
    let firsts: Vec<&str> = "a b c d".split(' ').inspect(|_| seen += 1).take(2).collect();
    println!("{firsts:?} after {seen}");
}
