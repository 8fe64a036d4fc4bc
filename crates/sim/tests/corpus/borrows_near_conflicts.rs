// Valid programs near the borrow conflicts bufscope refuses: owned values popped and pushed,
// copies and counts taken before a push, an iterator consumed before a push, an entry last used
// before its map, a reborrow's loop ended before the owner is used, inner loops ended before the
// outer body pushes, closures that share what they read or capture other locals, `None` arms
// that insert, array elements changed from a copy's loop.
// bufscope: stdout=file
use std::collections::HashMap;
fn bump(v: &mut Vec<i32>) {
    for x in v.iter_mut() {
        *x += 1;
    }
    v.push(0);
}
fn main() {
    let mut stack = vec![1, 2, 3];
    while let Some(x) = stack.pop() {
        if x > 2 {
            stack.push(x - 2);
        }
    }
    let mut v = vec![3, 1, 2];
    let first = v[0];
    v.push(first);
    let n = v.iter().filter(|x| **x > 1).count();
    v.push(n as i32);
    let max = *v.iter().max().unwrap();
    v.push(max);
    let it = v.iter();
    let total: i32 = it.sum();
    v.push(total);
    let mut map: HashMap<&str, i32> = HashMap::new();
    let e = map.entry("a").or_insert(0);
    *e += 1;
    println!("{}", map.len());
    let r = &mut v;
    for x in r.iter_mut() {
        *x += 1;
    }
    v.push(1);
    for i in 0..2 {
        let mut t = 0;
        for x in v.iter() {
            t += x;
        }
        v.push(t + i);
    }
    let mut sum = 0;
    v.iter().for_each(|x| sum += x);
    let scaled: i32 = v.iter().map(|x| x * v.len() as i32).sum();
    v.sort_by(|a, b| b.cmp(a));
    let target = 4;
    v.retain(|&x| x != target);
    for i in 0..v.len() {
        let x = &v[i];
        let y = *x;
        v.push(y);
        if v.len() > 20 {
            break;
        }
    }
    let words = vec!["a", "b", "a"];
    let mut counts: HashMap<&str, i32> = HashMap::new();
    for w in words.iter() {
        *counts.entry(w).or_insert(0) += 1;
    }
    let mut grid = vec![vec![1], vec![2]];
    for row in &mut grid {
        row.push(0);
    }
    grid.push(vec![]);
    if let Some(last) = v.first() {
        println!("{last}");
    }
    v.push(0);
    match map.get_mut("a") {
        Some(x) => *x += 1,
        None => {
            map.insert("a", 1);
        }
    }
    if let Some(x) = map.get("b") {
        println!("{x}");
    } else {
        map.insert("b", 2);
    }
    bump(&mut v);
    let mut s = String::from(" hi ");
    s = s.trim().to_string();
    let line = s.clone();
    let line = line.trim();
    let mut out: Vec<String> = Vec::new();
    for (i, ch) in s.chars().enumerate() {
        out.push(format!("{i}{ch}"));
    }
    let mut text = String::from("x");
    for c in line.chars() {
        text.push(c);
    }
    let mut arr = [1, 2, 3];
    for i in 0..arr.len() {
        arr[i] += arr[0];
    }
    let copy = arr;
    for x in copy.iter() {
        arr[0] += x;
    }
    println!("{:?} {:?} {sum} {scaled} {:?} {:?} {:?} {text} {:?}", v, map.len(), counts.len(), grid, out, arr);
}
