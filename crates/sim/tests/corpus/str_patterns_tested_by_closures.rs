// A closure, a kept closure or a char method as a `str` pattern: std calls the test on each
// char it looks at. Splits and matches made by such a test (forwards, backwards, by count),
// trims from both ends, searches that count the chars they looked at, and a test that
// captures the separators it looks for.
use std::io::{self, Write};

/// A constant is a pattern too, beside the tests.
const SEPARATOR: char = ';';

fn main() -> io::Result<()> {
    let text = "Hello, world! Hello again; and 42 more.";
    let out = io::stdout();
    let mut out = out.lock();

    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    writeln!(out, "words: {words:?}")?;
    let seps = [',', ';', '!'];
    let clauses: Vec<&str> = text.split(|c| seps.contains(&c)).map(str::trim).collect();
    writeln!(out, "clauses: {clauses:?}")?;
    writeln!(out, "by a constant: {:?}", text.split(SEPARATOR).count())?;
    let backwards: Vec<&str> = text.rsplit(char::is_whitespace).collect();
    writeln!(out, "rsplit: {backwards:?}")?;
    let first_two: Vec<&str> = text.splitn(3, |c: char| c == ' ' || c == ',').collect();
    writeln!(out, "splitn: {first_two:?}")?;
    let last_two: Vec<&str> = text.rsplitn(2, |c| c == ' ').collect();
    writeln!(out, "rsplitn: {last_two:?}")?;
    let lines: Vec<&str> = "a;b;c;".split_terminator(|c| c == ';').collect();
    writeln!(out, "split_terminator: {lines:?}")?;
    let digits: Vec<&str> = text.matches(char::is_numeric).collect();
    writeln!(out, "matches: {digits:?}")?;
    let reversed: Vec<&str> = "a-b_c".split(|c| c == '-' || c == '_').rev().collect();
    writeln!(out, "rev: {reversed:?}")?;

    writeln!(out, "trim: {:?}", "--==title==--".trim_matches(|c| c == '-' || c == '='))?;
    writeln!(out, "trim_start: {:?}", "  007".trim_start_matches(|c: char| c == ' ' || c == '0'))?;
    writeln!(out, "trim_end: {:?}", "done...!!".trim_end_matches(|c: char| c.is_ascii_punctuation()))?;
    writeln!(out, "strip_prefix: {:?}", "#tag".strip_prefix(|c: char| c == '#'))?;
    writeln!(out, "strip_suffix: {:?}", "value;".strip_suffix(|c| c == ','))?;
    writeln!(out, "split_once: {:?}", "key = value".split_once(|c: char| c == '='))?;
    writeln!(out, "rsplit_once: {:?}", "a.b.c".rsplit_once(|c| c == '.'))?;
    writeln!(out, "replace: {}", text.replace(|c: char| c.is_ascii_digit(), "#"))?;
    writeln!(out, "contains: {}", text.contains(char::is_uppercase))?;
    writeln!(out, "starts_with: {}", text.starts_with(|c: char| c.is_uppercase()))?;
    writeln!(out, "ends_with: {}", text.ends_with(|c| c == '?'))?;

    // `find` and `rfind` stop at the first char the test accepts: the test runs until then,
    // effects and all.
    let mut looked = 0;
    let comma = text.find(|c: char| {
        looked += 1;
        c == ','
    });
    writeln!(out, "find: {comma:?} after {looked} chars")?;
    let mut from_end = Vec::new();
    let space = text.rfind(|c: char| {
        from_end.push(c);
        c == ' '
    });
    writeln!(out, "rfind: {space:?} after {from_end:?}")?;
    let is_vowel = |c: char| "aeiou".contains(c);
    writeln!(out, "first vowel: {:?}", text.find(is_vowel))?;
    writeln!(out, "no digit: {:?}", "abc".find(char::is_numeric))?;
    Ok(())
}
