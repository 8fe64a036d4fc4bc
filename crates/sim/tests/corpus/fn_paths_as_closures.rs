// Functions named where closures go: `map_while(Result::ok)`, `map(String::from)`,
// `map(str::trim)`, `map(Option::is_some)`, `map(str::len)`, trait methods
// (`map(ToString::to_string)`, `map(Clone::clone)`) and the script's own
// `parse_entry`, each as rustc passes the function item.
use std::fs::File;
use std::io::{self, BufRead, BufReader};
// bufscope: input list.txt="  alpha \nbeta\n\n  gamma\n"

fn parse_entry(line: &str) -> Option<usize> {
    if line.is_empty() { None } else { Some(line.len()) }
}

fn main() -> io::Result<()> {
    let reader = BufReader::new(File::open("list.txt")?);
    let lines: Vec<String> = reader.lines().map_while(Result::ok).collect();
    let trimmed: Vec<&str> = lines.iter().map(String::as_str).map(str::trim).collect();
    println!("{:?}", trimmed);
    let owned: Vec<String> = trimmed.iter().map(|s| *s).map(String::from).collect();
    println!("{}", owned.join(","));
    let sizes: Vec<Option<usize>> = trimmed.iter().map(|s| *s).map(parse_entry).collect();
    let present = sizes.iter().map(Option::is_some).filter(|b| *b).count();
    println!("{:?} {present}", sizes);
    let widths: Vec<usize> = "a bb ccc".split(' ').map(str::len).collect();
    let words: Vec<String> = "a bb".split(' ').map(ToString::to_string).collect();
    let copies: Vec<String> = words.iter().map(Clone::clone).collect();
    println!("{:?} {:?}", widths, copies);
    let firsts: Vec<usize> = sizes.into_iter().map_while(|s| s).collect();
    println!("{:?}", firsts);
    Ok(())
}
