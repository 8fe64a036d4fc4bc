// Ranges of chars: walked by `for`, collected, reversed and stepped, printed by std's range
// `Debug`, moved on by `next`, and across the surrogates' gap (U+D800 to U+DFFF), which std's
// `Step for char` skips.
fn main() {
    for c in 'a'..='e' {
        print!("{c}");
    }
    println!();
    let letters: Vec<char> = ('x'..'z').collect();
    println!("{letters:?}");
    let word: String = ('a'..='z').rev().step_by(5).collect();
    println!("{word}");
    let r = 'a'..='c';
    println!("{r:?} {:?}", 'b'..'d');
    let mut half = 'p'..'s';
    println!("{:?} {:?}", half.next(), half);
    let upper = ('A'..='Z').filter(|c| "AEIOU".contains(*c)).count();
    println!("{upper}");
    for (i, c) in ('0'..='3').enumerate() {
        print!("{i}{c} ");
    }
    println!();
    let around: Vec<char> = ('\u{D7FE}'..='\u{E001}').collect();
    println!("{}", around.len());
}
