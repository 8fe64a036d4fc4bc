// Items lent by `iter_mut` and by `&mut v[i]` that hold more than a number: a byte vector,
// a map, a set, a struct with a byte-vector field. What the body changes inside each one is
// in the vector afterwards.
// bufscope: stdout=file
use std::collections::{BTreeSet, HashMap};
#[derive(Debug)]
struct P {
    v: Vec<u8>,
}
fn main() {
    let mut vv: Vec<Vec<u8>> = vec![vec![1, 2], vec![3]];
    for b in vv.iter_mut() {
        b[0] = 9;
    }
    let r = &mut vv[1];
    r.push(7);
    r[0] = 8;
    println!("{:?}", vv);
    let mut ms = vec![HashMap::new()];
    ms[0].insert(1, 2);
    for v in ms[0].values_mut() {
        *v += 1;
    }
    for m in ms.iter_mut() {
        for (_, v) in m.iter_mut() {
            *v *= 10;
        }
    }
    let mut sets = vec![BTreeSet::new()];
    for s in sets.iter_mut() {
        s.insert(4);
    }
    let mut ps = vec![P { v: vec![1] }];
    for p in ps.iter_mut() {
        p.v[0] = 5;
    }
    println!("{:?} {:?} {:?}", ms, sets, ps);
}
