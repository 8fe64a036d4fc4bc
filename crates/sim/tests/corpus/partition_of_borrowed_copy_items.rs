// `partition` of `&T` items of a `Copy` `T` into two `Vec<T>` (std's `Extend<&T>` for `Vec<T>`
// copies them), beside a partition that keeps the references and one of owned items.
fn main() {
    let readings = vec![5, 3, 8, 13, 2];
    let (low, high): (Vec<i32>, Vec<i32>) = readings.iter().partition(|&&x| x < 6);
    println!("{low:?} {high:?} from {readings:?}");
    let prices = [1.5, 20.0, 3.25];
    let (cheap, dear): (Vec<f64>, Vec<f64>) = prices.iter().partition(|p| **p < 10.0);
    println!("{cheap:?} {dear:?}");
    let words = ["apple", "kiwi", "banana"];
    let (short, long): (Vec<&&str>, Vec<&&str>) = words.iter().partition(|w| w.len() < 5);
    println!("{short:?} {long:?}");
    let (even, odd): (Vec<u64>, Vec<u64>) = (1..=6u64).partition(|n| n % 2 == 0);
    println!("{even:?} {odd:?}");
    let flags = [true, false, true];
    let (on, off): (Vec<bool>, Vec<bool>) = flags.iter().partition(|&&f| f);
    println!("{} on, {} off", on.len(), off.len());
}
