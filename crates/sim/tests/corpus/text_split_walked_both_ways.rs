// Text walked backwards where std can: a split by a `char` and its `matches`, lines, chars
// and bytes go both ways; a split by text goes backwards only as `rsplit` (its own, forward
// walk from the end). Each line leaves in a write of its own.
fn main() {
    let path = "usr/local/share/doc";
    let reversed: Vec<&str> = path.split('/').rev().collect();
    println!("{}", reversed.join("\\"));
    let record = "name, age, city";
    let from_the_end: Vec<&str> = record.rsplit(", ").collect();
    println!("{:?}", from_the_end);
    let log = "ok\nwarn\nerror\n";
    for (i, line) in log.split_terminator('\n').rev().enumerate() {
        println!("{i} {line}");
    }
    let last_line = log.lines().rev().next().unwrap_or("");
    println!("last: {last_line}");
    let vowels: Vec<&str> = "banana".matches('a').rev().collect();
    println!("{} a's", vowels.len());
    let tail: String = "hello".chars().rev().enumerate().map(|(i, c)| if i % 2 == 0 { c.to_ascii_uppercase() } else { c }).collect();
    println!("{tail}");
    let positions: Vec<(usize, u8)> = "abc".bytes().enumerate().rev().collect();
    println!("{:?}", positions);
}
