// std::cmp::Reverse: sort keys that put the largest first (alone and inside a tuple key),
// a BTreeSet kept in descending order, min_by_key of a reversed key, its `.0`, its `==` and
// `<`, and its derived Debug (`{:?}` and `{:#?}`).
use std::cmp::Reverse;
use std::collections::BTreeSet;

fn main() {
    let mut scores = vec![("ines", 71), ("bo", 88), ("al", 71), ("cy", 95)];
    scores.sort_by_key(|&(name, points)| (Reverse(points), name));
    println!("{:?}", scores);

    let mut sizes = vec![512, 4096, 8192, 1024];
    sizes.sort_by_key(|&size| Reverse(size));
    println!("{:?}", sizes);

    let mut pending = BTreeSet::new();
    for job in [3, 11, 7] {
        pending.insert(Reverse(job));
    }
    println!("{:?} first {:?}", pending, pending.iter().next().map(|r| r.0));

    let largest = vec![4, 8, 1].into_iter().min_by_key(|&x| Reverse(x));
    let wrapped = Reverse(2.5);
    println!("{:?} {} {} {}", largest, wrapped.0, Reverse(1) < Reverse(2), Reverse("a") == Reverse("a"));
    println!("{:#?}", Reverse((1, "one")));
}
