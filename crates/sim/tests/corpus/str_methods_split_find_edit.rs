use std::str;

fn main() {
    let line = "GET /index.html HTTP/1.1";
    let parts: Vec<&str> = line.split(' ').collect();
    println!("{parts:?} {}", parts.len());
    let mut words = line.splitn(2, ' ');
    println!("{:?} {:?}", words.next(), words.next());
    if let Some((key, value)) = "name = bufscope".split_once(" = ") {
        println!("[{key}] [{value}]");
    }
    println!("{:?}", "a,b,,c".split(",").collect::<Vec<_>>());
    println!("{}", "xxhixx".trim_matches('x'));
    println!("{}", "hello.rs.rs".trim_end_matches(".rs"));
    println!("{:?} {:?}", "v1.2".strip_prefix('v'), "v1.2".strip_suffix(".3"));
    println!("{:?} {:?}", "banana".find("an"), "banana".rfind('a'));
    println!("{}", "one two two".replace("two", "2"));
    for (i, c) in "héllo".char_indices() {
        print!("{i}:{c} ");
    }
    println!();
    let bytes = vec![104, 105, 0xff];
    println!("{:?}", str::from_utf8(&bytes[..2]));
    println!("{:?}", str::from_utf8(&bytes));
    println!("{}", String::from_utf8_lossy(&bytes));
    match String::from_utf8(bytes) {
        Ok(s) => println!("{s}"),
        Err(e) => println!("error: {e}"),
    }
    let mut s = String::from("hello world");
    s.truncate(5);
    let last = s.pop();
    s.insert(0, '>');
    s.insert_str(1, "> ");
    let removed = s.remove(1);
    println!("{s} {last:?} {removed}");
    println!("{}", "Ferris".eq_ignore_ascii_case("FERRIS"));
    println!("{} {}", "abc".to_ascii_uppercase(), "ABC".to_ascii_lowercase());
    let (left, right) = "split here".split_at(5);
    println!("[{left}] [{right}]");
    println!("{:?}", "a1b2c1".matches("1").count());
}
