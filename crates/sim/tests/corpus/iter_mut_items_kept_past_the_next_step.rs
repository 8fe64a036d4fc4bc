// Items of `iter_mut` that outlive the iterator's next step still write into the vector:
// two items taken by `next` and changed together, the one `last`, `nth`, `find` and
// `max_by_key` return, and `next` kept in a variable while the vector is printed later.
// (bufscope printed the vector unchanged: the item was stored back only when the iterator
// moved on.)
fn main() {
    let mut v = vec![1, 2, 3];
    let mut it = v.iter_mut();
    let a = it.next().unwrap();
    let b = it.next().unwrap();
    *a += *b;
    *b += 1;
    println!("{:?}", v);

    let l = v.iter_mut().last().unwrap();
    *l = 0;
    println!("{:?}", v);
    if let Some(found) = v.iter_mut().find(|x| **x == 3) {
        *found = 30;
    }
    let mut it = v.iter_mut();
    let n = it.nth(1).unwrap();
    *n += 1;
    println!("{:?}", v);
    let biggest = v.iter_mut().max_by_key(|x| **x).unwrap();
    *biggest = -1;
    println!("{:?}", v);

    let mut words = vec![String::from("a"), String::from("b")];
    let mut each = words.iter_mut();
    if let Some(first) = each.next() {
        first.push('!');
    }
    for rest in each {
        rest.push('?');
    }
    println!("{:?}", words);
}
