// `==` of two `Result`s compares their errors too: the script's values as values, std's
// `ParseIntError`s by their kind; an `Ok` never equals an `Err` (assert_eq! included).
fn main() {
    let a: Result<i32, String> = Err("x".to_string());
    let b: Result<i32, String> = Err("x".to_string());
    let c: Result<i32, String> = Ok(1);
    println!("{} {} {} {}", a == b, a == c, c == Ok(1), a != Err("y".to_string()));
    let p: Result<u8, _> = "300".parse::<u8>();
    let q: Result<u8, _> = "999".parse::<u8>();
    let r: Result<u8, _> = "x".parse::<u8>();
    println!("{} {}", p == q, p == r);
    assert_eq!(p, q);
    let e: Result<(), Option<u8>> = Err(Some(3));
    println!("{}", e == Err(Some(3)));
}
