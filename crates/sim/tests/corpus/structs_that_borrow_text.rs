// Structs with lifetime parameters hold views into text another variable owns: a parser that
// hands out words borrowing the text (not itself, so two words live beside its next call),
// tokens that derive Debug, Clone and Copy, a pair of two lifetimes, functions that return
// such structs with the lifetime elided, an impl for `Name<'_>` and a Display through it.
use std::fmt;

struct Parser<'a> {
    input: &'a str,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn new(input: &'a str) -> Self {
        Parser { input, pos: 0 }
    }

    fn next_word(&mut self) -> Option<&'a str> {
        let rest = &self.input[self.pos..];
        let trimmed = rest.trim_start();
        if trimmed.is_empty() {
            return None;
        }
        let start = self.pos + (rest.len() - trimmed.len());
        let end = trimmed.find(' ').map(|i| start + i).unwrap_or(self.input.len());
        self.pos = end;
        Some(&self.input[start..end])
    }

    fn rest(&self) -> &str {
        &self.input[self.pos..]
    }
}

#[derive(Debug, Clone, Copy)]
struct Token<'a> {
    text: &'a str,
    line: usize,
}

struct Pair<'a, 'b> {
    key: &'a str,
    value: &'b str,
}

struct Name<'a> {
    first: &'a str,
    last: &'a str,
}

impl Name<'_> {
    fn initials(&self) -> String {
        format!("{}{}", &self.first[..1], &self.last[..1])
    }
}

impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} {}", self.first, self.last)
    }
}

fn tokens(src: &str) -> Vec<Token<'_>> {
    src.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| Token { text: l.trim(), line: i + 1 })
        .collect()
}

fn first<'a>(all: &[Token<'a>]) -> Option<Token<'a>> {
    all.first().copied()
}

fn split_pair(line: &str) -> Option<Pair<'_, '_>> {
    let (key, value) = line.split_once('=')?;
    Some(Pair { key: key.trim(), value: value.trim() })
}

fn shout(n: &Name) -> String {
    n.to_string().to_uppercase()
}

fn main() {
    let text = String::from("  one two  three ");
    let mut words = Vec::new();
    {
        let mut p = Parser::new(&text);
        let a = p.next_word();
        let b = p.next_word();
        println!("{:?} {:?} then {:?}", a, b, p.rest());
        while let Some(w) = p.next_word() {
            words.push(w);
        }
    }
    println!("{:?}", words);

    let src = String::from("a = 1\n\n  b = two\nc=3\n");
    let toks = tokens(&src);
    let head;
    head = first(&toks);
    println!("{:?}", head);
    let copy = toks[1];
    println!("{:?} {}", copy, copy.text.len());
    for t in &toks {
        if let Some(pair) = split_pair(t.text) {
            println!("line {}: {} -> {}", t.line, pair.key, pair.value);
        }
    }
    let mut kept: Vec<Token> = Vec::new();
    kept.push(toks[0]);
    kept.push(Token { text: "extra", line: 0 });
    println!("{:#?}", kept);

    let full = String::from("Ada Lovelace");
    let mut parts = full.split(' ');
    let name = Name { first: parts.next().unwrap(), last: parts.next().unwrap() };
    println!("{} ({}) {}", name, name.initials(), shout(&name));
}
