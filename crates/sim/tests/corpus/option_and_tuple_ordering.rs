// Options and tuples compared as std orders them (`None` first; tuples field by field): `cmp`,
// `partial_cmp`, the operators, sorting a Vec of Options, and sort/max keys that are tuples.
fn main() {
    let mut stock = vec![("pear", 3), ("fig", 3), ("apple", 5), ("kiwi", 1)];
    stock.sort_by_key(|&(name, count)| (count, name));
    println!("{:?}", stock);
    let fullest = stock.iter().max_by_key(|&&(name, count)| (count, name.len()));
    println!("{:?}", fullest);

    let some: Option<i32> = Some(3);
    let none: Option<i32> = None;
    println!("{:?} {:?} {} {}", some.cmp(&none), none.partial_cmp(&some), some > none, Some(2) < some);

    let mut scores = vec![Some(2), None, Some(1), Some(7)];
    scores.sort();
    println!("{:?}", scores);
    scores.sort_by_key(|&score| score.map(|n| -n));
    println!("{:?} max {:?}", scores, scores.iter().max());

    println!("{:?} {:?}", (1, "b").cmp(&(1, "a")), (2.5, 1).partial_cmp(&(2.5, 2)));
    let mut names = vec!["bob".to_string(), "Al".to_string(), "cy".to_string(), "dee".to_string()];
    names.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
    println!("{:?}", names);
}
