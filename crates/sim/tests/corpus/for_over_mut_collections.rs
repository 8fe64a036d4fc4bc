// `for x in &mut c` over a Vec and an array, and over a `&mut Vec` parameter: each item is a
// `&mut` to the element where it lives (std's `IntoIterator for &mut Vec<T>` is `iter_mut`),
// so what the body writes is in the collection after the loop.
// bufscope: stdout=file
fn bump(v: &mut Vec<u32>) {
    for x in v {
        *x += 1;
    }
}

fn main() {
    let mut v = vec![1, 2, 3];
    for x in &mut v {
        *x += 1;
    }
    bump(&mut v);
    let mut a = [1u8, 2, 3];
    for x in &mut a {
        *x *= 2;
    }
    let mut words = vec![String::from("a"), String::from("b")];
    for (i, w) in words.iter_mut().enumerate() {
        w.push_str(&i.to_string());
    }
    for w in &mut words {
        w.push('!');
    }
    println!("{:?} {:?} {:?}", v, a, words);
}
