// `get` by position and by range on vectors, arrays and strings (a `None` where `[…]` would
// panic, a range off a char boundary included), `first`/`last`, `extend` of a `Vec` and a
// `String` from iterators, `iter_mut` (in a loop, with a `break`, in `for_each`), and
// `Option`/`Result`'s `ok_or`, `as_ref`, `as_deref` and `unwrap_or_default`.
fn main() {
    let v = vec![10, 20, 30, 40];
    println!("{:?} {:?}", v.get(1), v.get(9));
    println!("{:?} {:?} {:?}", v.get(1..3), v.get(2..9), v.get(..=1));
    let bytes = [1u8, 2, 3];
    println!("{:?} {:?}", bytes.get(0), bytes.get(1..));
    let s = "héllo";
    println!("{:?} {:?} {:?} {:?}", s.get(0..1), s.get(1..2), s.get(..3), s.get(3..));
    let owned = String::from("wörld");
    println!("{:?}", owned.get(1..3));
    if let Some(x) = v.get(2) {
        println!("third is {x}");
    }
    println!("{:?} {:?}", v.first(), v.last());
    let empty: Vec<i32> = Vec::new();
    println!("{:?} {:?}", empty.first(), empty.last());

    let mut w = vec![1, 2];
    w.extend(vec![3, 4]);
    w.extend([5, 6].iter());
    w.extend(v.iter().map(|x| x / 10));
    w.extend(7..9);
    println!("{:?}", w);
    let mut buf: Vec<u8> = Vec::new();
    buf.extend(b"ab".iter());
    buf.extend("cd".bytes());
    println!("{:?}", buf);
    let mut words: Vec<String> = Vec::new();
    words.extend("a b c".split(' ').map(|w| w.to_uppercase()));
    println!("{:?}", words);
    let mut t = String::from("ab");
    t.extend(['c', 'd']);
    t.extend(vec!["ef", "gh"]);
    t.extend("ij".chars().rev());
    t.extend(words);
    println!("{t}");

    for x in w.iter_mut() {
        *x += 1;
    }
    w.iter_mut().for_each(|x| *x *= 10);
    for (i, x) in w.iter_mut().enumerate() {
        if i == 2 {
            *x = 0;
            break;
        }
        *x -= 1;
    }
    println!("{:?}", w);
    let mut names = vec![String::from("a"), String::from("b")];
    for name in names.iter_mut() {
        name.push('!');
    }
    for b in buf.iter_mut() {
        *b -= 32;
    }
    println!("{:?} {:?}", names, buf);

    let nothing: Option<i32> = None;
    let r: Result<i32, String> = nothing.ok_or("none".to_string());
    println!("{:?} {:?}", r, Some(3).ok_or("unused"));
    println!("{:?}", Some(3).ok_or_else(|| "x"));
    let name: Option<String> = Some("Ann".to_string());
    println!("{:?} {:?}", name.as_ref().map(|n| n.len()), name.as_deref());
    println!("{:?}", name);
    let anonymous: Option<String> = None;
    println!("{:?}", anonymous.as_deref().unwrap_or("anon"));
    println!("{:?}", anonymous.unwrap_or_default());
    let failed: Result<u32, String> = Err("bad".to_string());
    println!("{:?} {:?}", failed.as_ref().map(|x| x + 1), failed.as_ref().err());
    println!("{}", failed.unwrap_or_default());
    let parsed: u64 = "x1".parse().unwrap_or_default();
    let count: usize = "17".parse().unwrap_or_default();
    println!("{parsed} {count}");
}
