// `chunks_exact` (whole chunks only), `rchunks` (from the end, the short chunk last), and
// `next_back` of a slice's iterator, over numbers, bytes and strings; a zero size panics as
// std's does.
fn main() {
    let v: Vec<u32> = (1..=7).collect();
    for pair in v.chunks_exact(2) {
        println!("pair {:?} sums to {}", pair, pair.iter().sum::<u32>());
    }
    let sums: Vec<u32> = v.rchunks(3).map(|c| c.iter().sum()).collect();
    println!("{sums:?}");
    for c in b"abcdefgh".chunks_exact(3) {
        println!("{:?}", std::str::from_utf8(c).unwrap());
    }
    let names = ["ann", "bob", "cy"];
    let mut it = names.iter();
    println!("{:?} {:?}", it.next_back(), it.next());
    println!("{:?} {:?}", it.next_back(), it.next_back());
    let mut items = v.iter();
    while let Some(last) = items.next_back() {
        if *last < 5 {
            break;
        }
        print!("{last} ");
    }
    println!("then {:?}", items.next());
    let none: Vec<u8> = Vec::new();
    println!("{}", none.rchunks(4).count() + none.chunks_exact(4).count());
    let size = v.len() - 7;
    for c in v.chunks_exact(size) {
        println!("{c:?}");
    }
}
