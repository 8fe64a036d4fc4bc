// A `&mut Vec` parameter changed next to loops over it, as rustc allows: after a loop through
// `iter_mut`, in a loop over indexes, and by a push followed by `break`; a shared reborrow
// of the whole vector printed last. Iterators over a parameter used before a push, or over
// another parameter.
// bufscope: stdout=file
fn grow(v: &mut Vec<i32>) {
    for x in v.iter_mut() {
        *x += 1;
    }
    let n = v.len();
    v.push(n as i32);
    for i in 0..v.len() {
        v.push(i as i32);
    }
    for x in v.iter() {
        if *x == 3 {
            v.push(9);
            break;
        }
    }
    let w = &*v;
    println!("{:?}", w);
}

fn count_around(v: &mut Vec<i32>, w: &mut Vec<i32>) {
    let first = v.first().map(|x| *x);
    v.push(1);
    let it = v.iter();
    println!("{:?} {}", first, it.count());
    let r = w.iter();
    v.push(2);
    println!("{}", r.count());
}

fn main() {
    let mut v = vec![1, 2, 3];
    grow(&mut v);
    let mut w = vec![4];
    count_around(&mut v, &mut w);
    println!("{}", v.len());
}
