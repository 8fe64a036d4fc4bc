// What an adapter's closure borrows is free again after the adapter's last use; a `move`
// closure borrows nothing; a closure reading one field of a struct leaves the others free.
struct Limits {
    min: i32,
    seen: i32,
}

fn main() {
    let v = vec![1, 2, 3];
    let mut limit = 1;
    let big = v.iter().filter(|x| **x > limit);
    println!("{}", big.count());
    limit += 1;
    let mut n = 0;
    let doubled: Vec<i32> = v.iter().map(|x| {
        n += 1;
        x * 2
    }).collect();
    println!("{:?} {} {}", doubled, n, limit);
    let mut total = 0;
    for x in v.iter().map(|x| x + limit) {
        total += x;
    }
    let shifted = v.iter().map(move |x| x + limit);
    limit += 10;
    println!("{} {} {}", total, shifted.sum::<i32>(), limit);
    let mut limits = Limits { min: 1, seen: 0 };
    let above = v.iter().filter(|x| **x > limits.min);
    limits.seen += 1;
    println!("{} {}", above.count(), limits.seen);
}
