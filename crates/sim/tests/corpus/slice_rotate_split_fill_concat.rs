// Slice methods: `rotate_left`/`rotate_right` (also of a `&mut arr[1..]` view; past the length
// std's assertion panics inside core), `split_first`/`split_last`, `fill`, `concat` of text.
fn main() {
    let mut v = vec![5, 3, 8, 1, 9, 2];
    v.rotate_left(2);
    println!("{:?}", v);
    v.rotate_right(1);
    println!("{:?}", v);
    let (last, rest) = v.split_last().unwrap();
    println!("{} {:?}", last, rest);
    if let Some((first, tail)) = v.split_first() {
        println!("{first} {tail:?}");
    }
    let empty: Vec<i32> = Vec::new();
    println!("{:?}", empty.split_first());
    let words = vec!["a", "b", "c"];
    println!("{} {}", words.concat(), words.join("+"));
    let owned: Vec<String> = vec!["x".into(), "y".into()];
    println!("{}", owned.concat());
    v.fill(0);
    println!("{:?}", v);
    let mut bytes = vec![1u8, 2, 3];
    bytes.rotate_left(1);
    let (b0, brest) = bytes.split_first().unwrap();
    println!("{:?} {} {:?}", bytes, b0, brest);
    let mut grid = vec![vec![1]; 2];
    grid.fill(vec![7, 7]);
    println!("{:?}", grid);
    let mut arr = [1, 2, 3, 4];
    arr[1..].rotate_left(1);
    println!("{:?}", arr);
    v.rotate_left(9);
}
