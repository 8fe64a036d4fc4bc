// More valid programs near refused borrow conflicts: two-phase pushes whose argument borrows
// only until it is computed, closures that read what the receiver shares or capture other
// locals, a labeled `continue` that drops the inner loop's iterator after a push, a `while let`
// over an iterator left by `break` after a push, loop variables shadowing what the loop goes
// over, a serde_json map copied from another's iterator, an unwrapped reference last used
// before a push.
// bufscope: stdout=file
use serde_json::{Map, Value, json};
fn main() {
    let mut v = vec![1usize, 2, 3];
    let other = vec![2usize];
    let mut s = String::from("ab");
    v.push(v.iter().count());
    v.extend(v.clone());
    s.push_str(&s.to_uppercase());
    v.insert(v.len(), 1);
    v.truncate(v.iter().position(|x| *x == 3).unwrap() + 2);
    v.retain(|x| other.contains(x) || *x > 0);
    let first_len = v.first().map(|x| x + v.len());
    let any = v.iter().any(|x| v.contains(x));
    let mut obj = Map::new();
    obj.insert("a".to_string(), json!(1));
    let mut out = Map::new();
    for (k, val) in obj.iter() {
        out.insert(k.clone(), val.clone());
    }
    let mut it = v.iter();
    while let Some(x) = it.next() {
        println!("{x}");
    }
    v.push(1);
    'outer: for _ in 0..2 {
        for x in v.iter() {
            if *x == 1 {
                v.push(7);
                continue 'outer;
            }
        }
    }
    for x in v.iter() {
        let v = vec![*x];
        println!("{}", v.len());
    }
    let mut it = v.iter();
    while let Some(x) = it.next() {
        if *x == 2 {
            v.push(1);
            break;
        }
        println!("{x}");
    }
    let mut counts = vec![1, 2];
    for counts in &mut counts {
        *counts += 1;
    }
    println!("{:?}", counts);
    let text = String::from("a\nb");
    for line in text.lines() {
        println!("{} {}", line, text.len());
    }
    let mut w = Vec::new();
    for x in v.clone() {
        w.push(x);
    }
    v.clear();
    let mut total = 0;
    w.iter().for_each(|x| total += x);
    let doubled: Vec<usize> = w.iter().map(|x| x * 2).collect();
    w.push(total);
    let last = *w.last().unwrap();
    w.push(last);
    let first = w.first().expect("one item");
    println!("{first}");
    w.push(3);
    println!("{:?} {s} {:?} {any} {:?} {:?} {:?}", v, first_len, out, w, doubled);
}
