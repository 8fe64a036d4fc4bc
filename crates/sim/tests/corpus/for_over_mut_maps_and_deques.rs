// `for x in &mut c` and `iter_mut`/`values_mut` over a VecDeque, a BTreeMap and a HashMap,
// `for x in s` over a `&mut [T]` (a view and a parameter) and `(&mut v).into_iter()`: each
// item is a `&mut` to the element where it lives. The HashMap is printed sorted (its own
// order changes from run to run); the loops over it change each value alike, in any order.
// bufscope: stdout=file
use std::collections::{BTreeMap, HashMap, VecDeque};

fn double(s: &mut [u64]) {
    for x in s {
        *x *= 2;
    }
}

fn main() {
    let mut deque: VecDeque<i32> = VecDeque::new();
    deque.push_back(1);
    deque.push_back(2);
    deque.push_front(0);
    for x in &mut deque {
        *x *= 10;
    }
    for x in deque.iter_mut() {
        *x += 1;
    }
    println!("{:?}", deque);

    let mut scores: BTreeMap<&str, u32> = BTreeMap::new();
    scores.insert("bb", 2);
    scores.insert("a", 1);
    scores.insert("ccc", 3);
    let mut order = Vec::new();
    for (k, v) in &mut scores {
        *v += k.len() as u32;
        order.push(*k);
    }
    for v in scores.values_mut() {
        *v *= 3;
    }
    for (_, v) in scores.iter_mut() {
        *v += 1;
    }
    println!("{:?} {:?}", scores, order);

    let mut counts: HashMap<String, Vec<u32>> = HashMap::new();
    counts.insert(String::from("x"), vec![1]);
    counts.insert(String::from("yy"), vec![5]);
    counts.insert(String::from("zzz"), Vec::new());
    for v in counts.values_mut() {
        v.push(2);
    }
    for (_, v) in &mut counts {
        v.push(3);
    }
    for (k, v) in counts.iter_mut() {
        v.push(k.len() as u32);
    }
    let mut sorted: Vec<_> = counts.iter().collect();
    sorted.sort();
    println!("{:?}", sorted);

    let mut words = vec![String::from("a"), String::from("b")];
    for w in (&mut words).into_iter() {
        w.push('?');
    }
    let mut a = [1, 2, 3];
    for x in &mut a {
        *x += 300;
    }
    let s = &mut a[1..];
    for x in s {
        *x *= 2;
    }
    let mut big: Vec<u64> = (1..=6).collect();
    double(&mut big[3..]);
    double(&mut big);
    println!("{:?} {:?} {:?}", words, a, big);
}
