// Closures kept in a local and passed by name where a closure goes: a predicate to `filter`
// (twice: it only reads, so it is `Copy`), a function of the items to `map` and `for_each`,
// one that reads a captured limit, an FnMut counter moved into `map` (its count read after
// the adapter's last use), a `move` closure that holds a String, one with a written return
// type, one passed to `Option::map` and `unwrap_or_else`, and one still called by name after
// being passed.
fn main() {
    let v = vec![3, 8, 1, 6, 5];
    let is_even = |x: &&i32| **x % 2 == 0;
    let evens: Vec<&i32> = v.iter().filter(is_even).collect();
    let how_many = v.iter().filter(is_even).count();
    println!("{evens:?} {how_many}");
    let double = |x: &i32| x * 2;
    let doubled: Vec<i32> = v.iter().map(double).collect();
    println!("{doubled:?} {}", double(&21));
    let limit = 4;
    let above = |x: &i32| *x > limit;
    println!("{}", v.iter().copied().filter(|x| above(x)).count());
    println!("{:?}", v.iter().position(above));
    let mut seen = 0;
    let count = |x: &i32| {
        seen += 1;
        x + 100
    };
    let shifted: Vec<i32> = v.iter().map(count).collect();
    println!("{shifted:?} {seen}");
    let name = String::from("item");
    let label = move |x: &i32| -> String { format!("{name} {x}") };
    let labels: Vec<String> = v.iter().take(2).map(label).collect();
    println!("{}", labels.join(", "));
    let show = |x: i32| println!("shown {x}");
    v.iter().copied().skip(3).for_each(show);
    let halve = |n: i32| n / 2;
    let fallback = || -1;
    println!("{:?} {}", Some(9).map(halve), None.unwrap_or_else(fallback));
    let total = v.iter().fold(0, |acc, x| acc + double(x));
    println!("{total}");
}
