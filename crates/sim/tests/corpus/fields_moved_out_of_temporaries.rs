// A field moved out of a value no variable holds (a call's result, a tuple literal, what
// `fold` returns): rustc lets it go, the rest of the temporary is dropped at once. Through a
// reference it stays rustc's E0507 (the refusals' `field_moved_out_of_a_borrowed_tuple`).
fn split_name(full: &str) -> (String, String) {
    let (first, last) = full.split_once(' ').unwrap_or((full, ""));
    (first.to_string(), last.to_string())
}

struct Parsed {
    label: String,
    values: Vec<u32>,
}

fn parse(line: &str) -> Parsed {
    let (label, rest) = line.split_once(':').unwrap_or((line, ""));
    Parsed {
        label: label.trim().to_string(),
        values: rest.split(',').filter_map(|v| v.trim().parse().ok()).collect(),
    }
}

fn main() {
    let first = split_name("Ada Lovelace").0;
    let last = split_name("Grace Hopper").1;
    println!("{first} / {last}");
    let label = parse("sizes: 3, 5, x, 8").label;
    let values = parse("sizes: 3, 5, x, 8").values;
    println!("{label} {values:?}");
    let text = (String::from("kept"), 1).0;
    let decoded = "3a2b".chars().fold((0usize, String::new()), |(n, text), c| {
        match c.to_digit(10) {
            Some(d) => (n * 10 + d as usize, text),
            None => (0, text + &c.to_string().repeat(n)),
        }
    });
    println!("{text} {}", decoded.1);
    let joined = "x y".split(' ').fold((0, String::new()), |(n, s), w| (n + 1, s + w)).1;
    println!("{joined}");
}
