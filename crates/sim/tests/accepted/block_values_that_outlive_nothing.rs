// Blocks whose values borrow only what outlives them, or borrow nothing: a reference to an
// outer `String` reborrowed through a local reference, a length computed inside, a block
// whose borrowing value is dropped where it is made, values that hold no borrow.
fn main() {
    let outer = String::from("kept");
    let prefix = {
        let r: &String = &outer;
        &r[..2]
    };
    let len = {
        let inner = String::from("gone");
        let r = &inner;
        r.len()
    };
    {
        let local = String::from("statement");
        local.as_str()
    };
    // Values made from a borrow that hold none: a clone, a copied item, a char, a new String.
    let copy = { let s = String::from("a"); s.clone() };
    let item = { let v = vec![3, 4]; v.get(0).copied() };
    let letter = { let s = String::from("q"); s.chars().next() };
    let trimmed = { let s = String::from(" x "); s.trim().to_string() };
    println!("{prefix} {len} {copy} {item:?} {letter:?} {trimmed}");
}
