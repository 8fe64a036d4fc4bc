// `sum` and `product` into a `Result` or an `Option` (std's `Sum<Result<U, E>>`): the numbers
// the `Ok`s hold, until the first `Err`, which is the answer and after which no item is
// taken (the parses printed stop there); an empty one is `Ok(0)`, `Some(1)`.
fn main() {
    let words = ["5", "10", "x", "2"];
    let total: Result<u32, std::num::ParseIntError> = words
        .iter()
        .map(|w| {
            println!("parsing {w}");
            w.parse::<u32>()
        })
        .sum();
    println!("{total:?}");
    let good: Result<u64, String> = vec![Ok(3), Ok(4)].into_iter().product();
    println!("{good:?}");
    let none: Result<i32, String> = Vec::<Result<i32, String>>::new().into_iter().sum();
    let empty_product: Option<u8> = Vec::<Option<u8>>::new().into_iter().product();
    println!("{none:?} {empty_product:?}");
    let halves: Option<i32> = [4, 8, 6].iter().map(|n| if n % 2 == 0 { Some(n / 2) } else { None }).sum();
    let odd: Option<i32> = [4, 7, 6].iter().map(|n| if n % 2 == 0 { Some(n / 2) } else { None }).sum();
    println!("{halves:?} {odd:?}");
    let errs: Result<i32, &str> = [Ok(1), Err("first"), Err("second")].into_iter().sum();
    println!("{errs:?}");
}
