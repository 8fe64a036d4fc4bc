fn first_word(s: &str) -> &str {
    s.split(' ').next().unwrap_or("")
}

fn longest<'a>(x: &'a str, y: &'a str) -> &'a str {
    if x.len() > y.len() { x } else { y }
}

fn pick<'a>(x: &'a str, _tag: &str) -> &'a str {
    x
}

fn main() {
    let mut s = String::from("hello world");
    let word = first_word(&s);
    println!("{word}");
    s.clear();
    let string1 = String::from("long string is long");
    let result;
    {
        let string2 = String::from("xyz");
        println!("{}", longest(string1.as_str(), string2.as_str()));
        result = pick(string1.as_str(), string2.as_str());
    }
    println!("{result} {}", s.len());
}
