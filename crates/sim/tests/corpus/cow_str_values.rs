// bufscope: input -="  hello world  \nTABS\there\n"
// `Cow<str>` as a type: `Cow::Borrowed` and `Cow::Owned`, returned from a function that only
// allocates when it must, read through `Deref` to `str`, printed by `Display` and `Debug`,
// cloned, turned into a `String` by `into_owned`, into a `serde_json::Value`, and written
// through `to_mut` (a borrowed text becomes owned first), on a variable and a vector's items.
use serde_json::Value;
use std::borrow::Cow;
use std::io::{self, BufRead};

fn without_tabs(line: &str) -> Cow<'_, str> {
    if line.contains('\t') {
        Cow::Owned(line.replace('\t', "    "))
    } else {
        Cow::Borrowed(line)
    }
}

fn shout(text: &str) -> String {
    text.to_uppercase()
}

fn main() {
    let greeting: Cow<str> = Cow::Borrowed("lorem");
    let built: Cow<'static, str> = Cow::Owned(format!("{}-{}", "ipsum", 42));
    println!("{greeting} {built} {:?} {:?}", greeting, built);
    println!("{} {} {}", greeting.len(), built.starts_with("ips"), shout(&built));
    let copy = built.clone();
    let owned: String = copy.into_owned();
    println!("{owned} {}", owned.len());

    let stdin = io::stdin();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let clean = without_tabs(&line);
        println!("[{}] {:?} trimmed {:?}", clean, clean.trim(), clean.to_string());
    }

    let bytes = [b'o', b'k', 0xff];
    let lossy = String::from_utf8_lossy(&bytes);
    println!("{lossy} {}", lossy.chars().count());

    let mut edited: Cow<str> = Cow::Borrowed("abc");
    edited.to_mut().push_str("def");
    let text = edited.to_mut();
    text.push('!');
    println!("{edited} {:?} {}", edited, Cow::Borrowed("tmp").to_mut().len());
    let mut all: Vec<Cow<str>> = vec![Cow::Borrowed("a"), Cow::Owned("b".to_string())];
    for item in all.iter_mut() {
        item.to_mut().push('?');
    }
    println!("{:?}", all);

    let json: Value = greeting.into();
    let dolor: Cow<str> = Cow::Owned("dolor".to_owned());
    let other: Value = dolor.into();
    println!("{json} {other}");
}
