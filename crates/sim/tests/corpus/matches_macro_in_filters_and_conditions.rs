// `matches!` as std defines it, a `match` that answers `true` for its pattern: a char class
// with ranges and `|`, a guard, a binding through `Some`, a leading `|`, the script's enum,
// an `io::ErrorKind` of a failed open, and `matches!` in `filter` and `retain`.
use std::fs::File;
use std::io::ErrorKind;

#[derive(Debug)]
enum Token {
    Word(String),
    Number(i64),
    Space,
}

fn main() {
    let text = "ab_1 Z-9";
    let ident: String = text
        .chars()
        .filter(|c| matches!(c, 'a'..='z' | 'A'..='Z' | '0'..='9' | '_'))
        .collect();
    println!("{ident}");
    let tokens = vec![
        Token::Word("x".into()),
        Token::Number(7),
        Token::Space,
        Token::Number(-2),
    ];
    let positive = tokens
        .iter()
        .filter(|t| matches!(t, Token::Number(n) if *n > 0))
        .count();
    let words = tokens.iter().filter(|t| matches!(t, | Token::Word(_))).count();
    println!("{positive} {words} {}", matches!(tokens[2], Token::Space));
    let maybe: Option<u8> = Some(200);
    println!("{} {}", matches!(maybe, Some(n) if n > 100), matches!(maybe, None));
    let missing = File::open("no/such/file.txt");
    let not_found = matches!(&missing, Err(e) if e.kind() == ErrorKind::NotFound);
    println!("{not_found}");
    let mut codes = vec![200, 301, 404, 500, 204];
    codes.retain(|c| matches!(c, 200..=299));
    println!("{:?}", codes);
}
