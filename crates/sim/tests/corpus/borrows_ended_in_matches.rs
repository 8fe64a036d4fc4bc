// Bindings of `if let`, `match` and `let` that borrow what they matched, ended before a
// conflicting use as rustc's non-lexical lifetimes allow, or copied out by a `&` pattern;
// array elements changed after the loop that read them.
// bufscope: stdout=file
use std::collections::HashMap;

fn main() {
    let mut names: HashMap<i32, &str> = HashMap::new();
    names.insert(1, "one");
    if let Some(&name) = names.get(&1) {
        names.insert(2, name);
    }
    let mut v = vec![1, 2, 3];
    if let Some(x) = v.first() {
        let y = *x;
        v.push(y);
    }
    match v.last() {
        Some(x) if *x > 100 => println!("{x}"),
        _ => v.push(0),
    }
    let (a, b) = (v.len(), v.first().map(|x| *x));
    let mut arr = [1, 2, 3];
    let mut total = 0;
    for x in arr.iter() {
        total += x;
    }
    arr[0] = total;
    for x in arr.iter_mut() {
        *x += 1;
    }
    arr[1] += arr[0];
    let r = &mut arr[2];
    *r = 9;
    println!("{:?} {:?} {} {:?} {:?}", names.get(&2), v, a, b, arr);
}
