// Closures kept in a local and passed by name to a slice's own methods (`sort_by_key`,
// `retain`, `sort_by`), called by name inside inline closures, passed to `map` over
// `&str` items, and an FnMut one moved into `map`.
fn main() {
    let mut v = vec![3, 1, 2];
    let key = |x: &i32| -x;
    v.sort_by_key(key);
    let keep = |x: &i32| *x > 1;
    v.retain(keep);
    let order = |a: &i32, b: &i32| a.cmp(b);
    v.sort_by(order);
    let odd = |x: &i32| x % 2 == 1;
    println!("{:?} {} {:?}", v, v.iter().any(|x| odd(x)), v.iter().copied().find(|x| odd(x)));
    let parse = |s: &str| s.parse::<i32>();
    let n: Vec<Result<i32, std::num::ParseIntError>> = vec!["1", "x"].into_iter().map(parse).collect();
    println!("{:?}", n);
    let mut seen = 0;
    let count = |x: &i32| {
        seen += 1;
        *x
    };
    let w: Vec<i32> = v.iter().map(count).collect();
    println!("{:?} {}", w, seen);
}
