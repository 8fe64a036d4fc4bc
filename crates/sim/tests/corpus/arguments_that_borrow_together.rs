// A call's arguments are made left to right and all live until the call: shared borrows of
// one local side by side, a method's receiver used again in its own argument (`v.push(v.len())`,
// whose `&mut v` is two-phase), a format macro that borrows a local and reads it again, and
// `&mut` borrows of two different locals are all what rustc accepts.
fn show(items: &Vec<i32>, count: usize) {
    println!("{:?} ({} asked)", items, count);
}

fn both(a: &Vec<i32>, b: &Vec<i32>) -> usize {
    a.len() + b.len()
}

fn add_into(a: &mut i32, b: &mut i32) {
    *a += *b;
    *b = 0;
}

fn main() {
    let mut v = vec![1, 2, 3];
    v.push(v.len() as i32);
    show(&v, v.len());
    println!("{} {}", both(&v, &v), v.len());
    let (mut a, mut b) = (1, 2);
    add_into(&mut a, &mut b);
    let s = String::from("x");
    println!("{} {} {:?} {a} {b}", s, s.len(), v);
    let r = &v;
    println!("{:?} {}", r, v.len());
    let mut bytes = Vec::new();
    bytes.extend(v.iter().map(|x| *x as u8));
    println!("{:?} {}", bytes, bytes.len());
}
