// Borrows that rustc's non-lexical lifetimes end before a conflicting use, in loops and
// closures: a loop over indexes pushes, a loop leaves by `break` or `return` right after
// changing what it goes over, a loop over a copy changes the original, a loop over one field
// changes another, two-phase borrows (`v.push(v.len())`), closures that read what the
// iterator reads or change another local, an iterator last used before a push.
// bufscope: stdout=file
struct Totals {
    items: Vec<i32>,
    total: i32,
}

fn add_two(mut w: Vec<i32>) -> Vec<i32> {
    let r = &mut w;
    if r.len() > 3 {
        w.push(1);
        return w;
    }
    r.push(2);
    w
}

fn first_even_doubled(v: &mut Vec<i32>) -> i32 {
    for x in v.iter() {
        if *x % 2 == 0 {
            let doubled = *x * 2;
            v.push(doubled);
            return doubled;
        }
    }
    0
}

fn main() {
    let mut v = vec![1, 2, 3];
    for i in 0..v.len() {
        v.push(i as i32);
    }
    for x in v.iter() {
        if *x == 2 {
            v.push(10);
            break;
        }
    }
    for x in v.clone().iter() {
        if *x > 2 {
            v.push(*x * 2);
        }
    }
    for x in v.iter_mut() {
        *x += 1;
    }
    v.push(v.len() as i32);
    v.insert(0, v[1]);
    let n = v.len() as i32;
    let shifted: Vec<i32> = v.iter().map(|x| x + n + v.len() as i32).collect();
    let mut seen = Vec::new();
    v.retain(|x| {
        seen.push(*x);
        *x % 2 == 0
    });
    let mut s = String::from("ab");
    s.push_str(&s.clone());
    let mut t = Totals {
        items: vec![1, 2],
        total: 0,
    };
    for x in t.items.iter() {
        t.total += x;
    }
    let r = &t.items;
    t.total += 1;
    println!("{:?} {:?} {:?} {} {} {}", v, shifted, seen, s, r.len(), t.total);
    let mut it = v.iter();
    let first = it.next().map(|x| *x);
    v.push(7);
    let found = first_even_doubled(&mut v);
    println!("{:?} {:?} {} {:?}", first, v, found, add_two(vec![5]));
}
