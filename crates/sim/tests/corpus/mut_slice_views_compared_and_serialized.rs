// A `&mut v[a..b]` view read: compared with `==`, reborrowed as `&[T]`, indexed and changed
// through a nested vector's row, serialized by serde_json; and `&mut` of a temporary vector's
// full range.
// bufscope: stdout=file
fn main() {
    let mut v = vec![3, 1, 2, 5];
    let s = &mut v[..3];
    assert_eq!(s, &[3, 1, 2]);
    let t: &[i32] = s;
    println!("{:?} {:?} {}", t.first(), t.iter().max(), t == [3, 1, 2]);
    let mut grid = vec![vec![1, 2], vec![3, 4]];
    for row in grid.iter_mut() {
        for c in row[1..].iter_mut() {
            *c *= 10;
        }
    }
    let words = &mut vec![String::from("x"), String::from("y")][..];
    words[1].push('z');
    println!("{:?} {:?} {}", grid, words, serde_json::to_string(&v[1..]).unwrap());
}
