// bufscope: stdout=file
// Kept closures that give away what they capture are `FnOnce`: they take it when they are
// made (a String returned, a File dropped), and one never called closes its File when it
// goes out of scope, after the locals declared later.
use std::fs::File;
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let name = String::from("once.txt");
    let take_name = || name;
    let owned = take_name();
    println!("took {owned}");
    let mut file = File::create(&owned)?;
    file.write_all(b"first\n")?;
    let count = 2;
    let close = || {
        println!("closing after {count} lines");
        drop(file);
        println!("closed");
    };
    println!("before the call");
    close();
    println!("after the call");
    let log = File::create("never.txt")?;
    let _unused = || drop(log);
    let later = File::create("later.txt")?;
    println!("a closure that is never called still owns its file");
    drop(later);
    let suffix = String::from("!");
    let shout = |word: &str| word.to_uppercase() + &suffix;
    println!("{}", shout("called once"));
    let add_suffix = |n: usize| {
        let mut owned = suffix;
        owned.push_str(&n.to_string());
        owned
    };
    println!("{:?}", Some(3).map(add_suffix));
    println!("end of main");
    Ok(())
}
