// Borrows of one field of a struct next to uses of another, which rustc allows: a loop over
// `s.items` counting into `s.total`, a reference to `s.items` read while `s.total` grows, a
// `&mut s` last used before `s.items` is pushed to.
// bufscope: stdout=file
struct S {
    items: Vec<i32>,
    total: usize,
}
fn main() {
    let mut s = S { items: vec![1], total: 0 };
    for x in s.items.iter() {
        s.total += 1;
    }
    let r = &s.items;
    s.total += r.len();
    let t = &mut s;
    t.total += 1;
    s.items.push(2);
    println!("{}", s.total);
}
