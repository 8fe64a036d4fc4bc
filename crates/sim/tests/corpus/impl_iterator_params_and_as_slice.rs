// `impl Iterator<Item = …>` as a parameter (iterated with `for`, adapted with `map`, consumed
// with `sum`) and as a return type, given a vector's `into_iter`, a `split`, a range's
// `filter`; and `as_slice` of a byte string, an array and a vector.
fn shout(words: impl Iterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    for w in words {
        out.push(w.to_uppercase());
    }
    out
}

fn lengths<'a>(words: impl Iterator<Item = &'a str>) -> Vec<usize> {
    words.map(|w| w.len()).collect()
}

fn evens(limit: u32) -> impl Iterator<Item = u32> {
    (0..limit).filter(|n| n % 2 == 0)
}

fn total(items: impl Iterator<Item = u32>) -> u32 {
    items.sum()
}

fn main() {
    println!("{:?}", shout(vec!["a".to_string(), "bc".to_string()].into_iter()));
    println!("{:?}", lengths("x yy zzz".split(' ')));
    for n in evens(7) {
        print!("{n} ");
    }
    println!();
    println!("{} {}", total(evens(10)), total(vec![1u32, 2].into_iter()));

    let bytes = b"abc".as_slice();
    let numbers = [1, 2, 3];
    let v = vec![4, 5];
    println!("{:?} {:?} {:?}", bytes, numbers.as_slice(), v.as_slice());
}
