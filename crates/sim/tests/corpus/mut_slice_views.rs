// `&mut v[a..b]` of a Vec views that part where it lives: `iter_mut`, `sort`, `reverse`,
// `swap`, an index assignment, and a `&mut [T]` parameter (itself sliced again) change `v`.
// A method that changes `v[a..b]` directly (`v[..2].sort()`) changes `v` too.
// bufscope: stdout=file
fn bump(s: &mut [i32]) {
    for x in s.iter_mut() {
        *x += 1000;
    }
}

fn total(s: &mut [i64]) -> i64 {
    let inner = &mut s[1..];
    inner[0] += 5;
    for x in inner.iter_mut() {
        *x *= 2;
    }
    s.iter().sum()
}

fn main() {
    let mut v = vec![1, 2, 3];
    {
        let s = &mut v[1..];
        for x in s.iter_mut() {
            *x += 100;
        }
    }
    println!("{:?}", v);
    let s = &mut v[..2];
    s.reverse();
    println!("{:?}", v);
    let s = &mut v[1..3];
    s.sort();
    println!("{:?}", v);
    let s = &mut v[..];
    s[0] = 7;
    s.swap(1, 2);
    println!("{:?}", v);
    bump(&mut v[2..]);
    println!("{:?}", v);
    bump(&mut v);
    println!("{:?}", v);

    let mut w: Vec<i64> = vec![5, 4, 3, 2, 1];
    let s = &mut w[1..4];
    println!("{} {} {:?} {}", s.len(), s[0], s, s.contains(&3));
    let copy = s.to_vec();
    s.sort_by_key(|x| *x);
    s.iter_mut().for_each(|x| *x += 10);
    for (i, x) in s.iter_mut().enumerate() {
        if i == 2 {
            break;
        }
        *x += 100;
    }
    println!("{:?} {:?}", copy, w);
    println!("{}", total(&mut w));
    println!("{:?}", w);
    let mut words = vec![String::from("a"), String::from("b"), String::from("c")];
    for word in words[1..].iter_mut() {
        word.push('!');
    }
    w[..2].sort();
    w[2..].reverse();
    println!("{:?} {:?}", words, w);
    let mut bytes = *b"hello";
    let part = &mut bytes[1..4];
    part.reverse();
    for b in part.iter_mut() {
        *b = b.to_ascii_uppercase();
    }
    println!("{:?}", std::str::from_utf8(&bytes));
}
