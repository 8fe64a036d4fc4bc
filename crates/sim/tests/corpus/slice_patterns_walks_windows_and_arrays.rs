// More slice patterns: a `while let` that walks a slice by its tail, `windows(2)` pairs, a
// `splitn` into `[k, v]`, `rest @ ..` summed, `chunks` matched by length; arrays of arrays
// and of `String`s taken apart by `let`, and a `match` on an array covered by its length.
fn main() {
    let data = [3, 1, 4, 1, 5];
    let mut rest: &[i32] = &data;
    while let [head, tail @ ..] = rest {
        print!("{head} ");
        rest = tail;
    }
    println!();
    let v = vec![1, 5, 2, 8];
    for w in v.windows(2) {
        if let [a, b] = w {
            println!("{}", if b > a { "up" } else { "down" });
        }
    }
    let text = "k=v";
    let kv: Vec<&str> = text.splitn(2, '=').collect();
    let (k, val) = match kv[..] {
        [k, val] => (k, val),
        _ => ("", ""),
    };
    println!("{k}:{val}");
    let nums = vec![1u32, 2, 3];
    let total = match nums.as_slice() {
        [] => 0,
        [only] => *only,
        [a, b, rest @ ..] => a * b + rest.iter().sum::<u32>(),
    };
    println!("{total}");
    let chunks: Vec<&[u8]> = b"abcdef".chunks(4).collect();
    for chunk in chunks {
        match chunk {
            [a, b, c, d] => println!("{}{}{}{}", *a as char, *b as char, *c as char, *d as char),
            [a, ..] => println!("short from {}", *a as char),
            [] => {}
        }
    }
    let names = [String::from("ann"), String::from("bo")];
    let [first, second] = names;
    println!("{first} {second}");
    let arr = [0u8, 1, 2];
    match arr {
        [0, ..] => println!("zero first"),
        [_, _, _] => println!("other"),
    }
    let grid = [[1, 2], [3, 4]];
    let [[a, _], [_, d]] = grid;
    println!("{}", a + d);
}
