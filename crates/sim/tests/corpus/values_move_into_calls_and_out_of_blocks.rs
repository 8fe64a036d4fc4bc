// A local named as a block's value moves out of the block (a function's tail, `return`, an
// `if` branch), and an argument moves into a std method (`push`, `insert`): each owned value is
// dropped once, by its last owner, at the end of `main` in reverse declaration order.
use std::collections::BTreeMap;

struct Noisy(u32);

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

struct Bag {
    items: Vec<Noisy>,
}

fn tail() -> Vec<Noisy> {
    let v = vec![Noisy(1)];
    v
}

fn early(flag: bool) -> Vec<Noisy> {
    let v = vec![Noisy(2)];
    if flag {
        return v;
    }
    Vec::new()
}

fn wrapped() -> Option<Vec<Noisy>> {
    let v = vec![Noisy(3)];
    Some(v)
}

fn pair() -> (Vec<Noisy>, u32) {
    let v = vec![Noisy(4)];
    (v, 9)
}

fn bag() -> Bag {
    let items = vec![Noisy(5)];
    Bag { items }
}

fn both() -> Vec<Noisy> {
    let a = Noisy(6);
    let b = Noisy(7);
    vec![a, b]
}

fn main() {
    let t = tail();
    let e = early(true);
    let w = wrapped();
    let p = pair();
    let b = bag();
    let x = both();
    println!("made {} {} {} {} {} {}", t.len(), e.len(), w.is_some(), p.1, b.items.len(), x.len());
    let chosen = if t.len() == 1 {
        let inner = vec![Noisy(8)];
        inner
    } else {
        Vec::new()
    };
    println!("chosen {}", chosen.len());
    let mut grow = Vec::new();
    let n = Noisy(10);
    grow.push(n);
    let o = Some(Noisy(11));
    let mut options = Vec::new();
    options.push(o);
    let mut by_name = BTreeMap::new();
    let named = Noisy(12);
    by_name.insert("twelve", named);
    let nested = vec![grow];
    println!("end {} {} {}", nested.len(), options.len(), by_name.len());
}
