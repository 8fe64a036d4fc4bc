// `char::to_uppercase`/`to_lowercase` as std's own iterators: walked, collected, printed by their
// `Display` and `Debug`, turned into a `String`; `Chars::as_str` and `next_back` while walking.
fn capitalize(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

fn main() {
    let title: Vec<String> = "the quick ßrown éclair".split(' ').map(capitalize).collect();
    println!("{}", title.join(" "));
    for c in 'ß'.to_uppercase() {
        print!("[{c}]");
    }
    println!();
    let upper = 'ﬁ'.to_uppercase();
    println!("{} {:?} {}", upper, upper, 'İ'.to_lowercase().count());
    let mut lower = 'Σ'.to_lowercase();
    println!("{:?} {:?} {:?}", lower.next(), lower.next(), lower);
    let shout: String = "quiet words".chars().flat_map(char::to_uppercase).collect();
    println!("{shout} {}", 'q'.to_uppercase().to_string() + "!");
    let mut walk = "héllo wörld".chars();
    while let Some(c) = walk.next_back() {
        if c == 'w' {
            break;
        }
        println!("{c} then {:?} left", walk.as_str());
    }
    println!("{:?} {:?}", walk.next(), walk.as_str());
}
