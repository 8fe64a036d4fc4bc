// A script's iterator that borrows the text it walks (`impl<'a> Iterator for Words<'a>`, its
// `Item` a `&'a str`): the words it hands out borrow the text, not the iterator, so they are
// kept after it is gone.
struct Words<'a> {
    rest: &'a str,
}

impl<'a> Words<'a> {
    fn new(text: &'a str) -> Words<'a> {
        Words { rest: text }
    }
}

impl<'a> Iterator for Words<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<Self::Item> {
        let trimmed = self.rest.trim_start();
        if trimmed.is_empty() {
            return None;
        }
        let end = trimmed.find(' ').unwrap_or(trimmed.len());
        let (word, rest) = trimmed.split_at(end);
        self.rest = rest;
        Some(word)
    }
}

fn main() {
    let text = String::from("  buffered   writes wait in memory ");
    for (i, w) in Words::new(&text).enumerate() {
        println!("{i}: {w}");
    }
    let kept: Vec<&str> = {
        let mut words = Words::new(&text);
        let first = words.next();
        let second = words.next();
        println!("{:?} {:?}", first, second);
        words.filter(|w| w.len() > 4).collect()
    };
    println!("{:?}", kept);
    let longest = Words::new(&text).max_by_key(|w| w.len()).unwrap_or("");
    println!("longest: {longest}, {} words", Words::new(&text).count());
}
