// Consumers and adapters over numbers, each result printed on unbuffered stderr.
fn main() {
    let v = vec![3, 1, 4, 1, 5, 9, 2, 6];
    let total = v.iter().fold(0, |acc, x| acc + x);
    let squares: Vec<i32> = v.iter().map(|x| x * x).filter(|x| *x > 10).collect();
    eprintln!("{total} {:?}", squares);
    eprintln!("{:?} {:?}", v.iter().max(), v.iter().min());
    eprintln!("{:?} {:?}", v.iter().position(|&x| x == 5), v.iter().find(|x| **x > 4));
    let pairs: Vec<(i32, char)> = v.iter().map(|x| *x).zip("abc".chars()).collect();
    eprintln!("{:?}", pairs);
    let chained: Vec<u32> = (1..4).chain(7..9).rev().collect();
    eprintln!("{:?} last={:?} nth={:?}", chained, chained.iter().last(), (0..100).step_by(7).nth(3));
    let odd_sum: u32 = (1..=9).step_by(2).sum();
    let product: u64 = (1..=10).product();
    eprintln!("{odd_sum} {product} {}", (1..20).skip_while(|n| n % 5 != 0).take_while(|n| *n < 12).count());
    let all_small = v.iter().all(|x| *x < 10);
    let any_big = v.iter().any(|x| *x > 8);
    eprintln!("{all_small} {any_big}");
    let words: Vec<String> = vec!["ab", "cd"].iter().flat_map(|w| w.chars()).map(|c| c.to_string()).collect();
    eprintln!("{:?}", words);
}
