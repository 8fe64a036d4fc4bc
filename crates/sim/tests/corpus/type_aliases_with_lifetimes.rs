// A `type` alias with a lifetime parameter (`type Index<'a> = HashMap<&'a str, Vec<Entry<'a>>>`):
// written with its lifetime, or without it where rustc elides it (a parameter's `&Index`, a
// `let`'s type), and beside a type parameter (`Pairs<'a, T>`).
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Entry<'a> {
    word: &'a str,
    line: usize,
}

type Index<'a> = HashMap<&'a str, Vec<Entry<'a>>>;
type Pairs<'a, T> = Vec<(&'a str, T)>;

fn build<'a>(text: &'a str) -> Index<'a> {
    let mut index: Index<'a> = HashMap::new();
    for (line, row) in text.lines().enumerate() {
        for word in row.split_whitespace() {
            let key = &word[..1];
            index.entry(key).or_default().push(Entry { word, line: line + 1 });
        }
    }
    index
}

fn show(index: &Index) {
    let mut keys: Vec<&&str> = index.keys().collect();
    keys.sort();
    for key in keys {
        let entries: Vec<String> = index[*key]
            .iter()
            .map(|e| format!("{}@{}", e.word, e.line))
            .collect();
        println!("{key}: {}", entries.join(" "));
    }
}

fn counted<'a>(index: &Index<'a>) -> Pairs<'a, usize> {
    let mut pairs: Pairs<usize> = index.iter().map(|(k, v)| (*k, v.len())).collect();
    pairs.sort();
    pairs
}

fn main() {
    let text = String::from("apple banana\navocado cherry\nblueberry apricot");
    let index = build(&text);
    show(&index);
    println!("{:?}", counted(&index));
    let empty: Index = HashMap::new();
    println!("{}", empty.len());
}
