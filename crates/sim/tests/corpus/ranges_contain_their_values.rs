// `contains` of every bounded range of integers and chars, as std's `RangeBounds::contains`:
// an open start or end bounds nothing, `..=` takes its end in, up to the type's largest value.
fn main() {
    let n = 7;
    println!("{} {} {}", (1..=9).contains(&n), (1..7).contains(&n), (8..).contains(&n));
    println!("{} {} {}", (..7).contains(&n), (..=7).contains(&n), (-5..0).contains(&-3));
    println!("{} {}", (..0i64).contains(&-9), (i64::MIN..).contains(&-9));
    for c in ['a', 'M', 'z', '{', '0'] {
        println!("{c}: {} {} {}", ('a'..='z').contains(&c), ('A'..'N').contains(&c), ('0'..).contains(&c));
    }
    let u = 255u8;
    println!("{}", (0..=255u8).contains(&u));
    let big = u64::MAX;
    println!("{} {}", (0..=u64::MAX).contains(&big), (0..u64::MAX).contains(&big));
}
