// More of `Option`'s and `Result`'s methods, as I/O code uses them: a fallback file when the
// first cannot open (`or_else`), a filter on what was read, `zip`, `inspect_err` logging an
// error to stderr before it travels on, and `insert`/`get_or_insert` writing through the
// `&mut` they give. What a method does not return drops where std drops it.
use std::fs::File;
use std::io::{self, Read, Write};

struct Noisy(&'static str);

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn open_either(first: &str, second: &str) -> io::Result<File> {
    File::open(first).or_else(|e| {
        eprintln!("{}: {}", first, e.kind());
        File::open(second)
    })
}

fn main() -> io::Result<()> {
    File::create("fallback.txt")?.write_all(b"42\n")?;
    let mut text = String::new();
    open_either("missing.txt", "fallback.txt")?.read_to_string(&mut text)?;
    let number: Option<u32> = text.trim().parse().ok().filter(|n| *n > 10);
    let small: Option<u32> = Some(3).filter(|n| *n > 10);
    println!("number {:?} small {:?}", number, small);

    let kept = Some(Noisy("kept")).filter(|n| n.0.len() == 4);
    let turned_away = Some(Noisy("turned away")).filter(|n| n.0.is_empty());
    println!("filtered {} {}", kept.is_some(), turned_away.is_none());

    let first = Some(Noisy("first")).or(Some(Noisy("unused")));
    println!("or gave {}", first.as_ref().map_or("", |n| n.0));
    let none: Option<Noisy> = None;
    let second = none.or_else(|| Some(Noisy("made")));
    println!("or_else gave {}", second.as_ref().map_or("", |n| n.0));
    let both = Some(1).xor(Some(2));
    let one = None.xor(Some(Noisy("xor")));
    println!("xor {:?} {}", both, one.is_some());

    let pair = Some("width").zip(Some(80));
    let no_number: Option<u8> = None;
    let half = Some(Noisy("zipped alone")).zip(no_number);
    println!("zip {:?} {}", pair, half.is_none());

    let words = vec!["a", "bb"];
    let copied: Option<&str> = words.first().copied();
    let cloned: Option<String> = Some(&String::from("c")).cloned();
    println!("copied {:?} cloned {:?}", copied, cloned);

    let parsed: Result<u8, std::num::ParseIntError> = "300".parse::<u8>().inspect_err(|e| {
        eprintln!("parse failed: {}", e);
    });
    let good: Result<u8, String> = Ok(7);
    let seen = good.clone().inspect(|v| println!("saw {}", v));
    println!(
        "{} {} {} {}",
        parsed.is_err_and(|e| e.to_string().contains("large")),
        seen.is_ok_and(|v| v == 7),
        Some(5).is_none_or(|v| v > 9),
        no_number.is_none_or(|v| v > 9)
    );
    let failed: Result<u8, String> = Err("no".into());
    let fallback: Result<u8, u8> = failed.or(Ok(1));
    println!("or {:?}", fallback);

    let mut cache: Option<Vec<u8>> = None;
    cache.get_or_insert(Vec::new()).push(1);
    cache.get_or_insert(vec![9]).push(2);
    println!("cache {:?}", cache);
    let mut slot = Some(Noisy("old"));
    let fresh = slot.insert(Noisy("new"));
    fresh.0 = "newer";
    println!("slot {}", slot.as_ref().map_or("", |n| n.0));
    Ok(())
}
