// `Vec` and `Vec<u8>` ordered as std orders them: item by item, then the shorter first, by `<`,
// `cmp`, `partial_cmp` (a NaN item answers `None`) and `sort` of vectors of vectors.
fn main() {
    let v1 = vec![1, 2, 3];
    let v2 = vec![1, 3];
    println!("{:?} {:?}", v1.cmp(&v2), v2.partial_cmp(&v1));
    let b1 = b"abc".to_vec();
    let b2 = vec![97u8, 98];
    println!("{} {:?}", b1 > b2, b1.cmp(&b2));
    let mut rows = vec![vec![3, 1], vec![1, 2, 3], vec![1, 2], vec![]];
    rows.sort();
    println!("{:?}", rows);
    let f = vec![1.0, f64::NAN];
    println!("{:?} {}", f.partial_cmp(&vec![1.0, 2.0]), f < vec![2.0]);
    let words = vec!["b".to_string(), "a".to_string()];
    println!("{:?}", words.cmp(&vec!["b".to_string()]));
}
