// Slice patterns of slices and arrays: `[]`, `[x]`, `[first, .., last]`, `[head, tail @ ..]` in
// `match` (exhaustive by length), `if let`, `while let` walking a slice, `let [a, b, c] = array`,
// guards, nested tuple and `Option` items, byte strings, `windows`/`chunks` items.
fn describe(v: &[i32]) -> String {
    match v {
        [] => "empty".to_string(),
        [x] => format!("one: {x}"),
        [first, second] => format!("two: {first} {second}"),
        [first, .., last] => format!("many: {first}..{last} ({} items)", v.len()),
    }
}

fn sum(v: &[u64]) -> u64 {
    match v {
        [] => 0,
        [head, tail @ ..] => head + sum(tail),
    }
}

fn main() {
    for v in [vec![], vec![1], vec![2, 3], vec![4, 5, 6, 7]] {
        println!("{}", describe(&v));
    }
    println!("{}", sum(&[1, 2, 3, 4]));
    let args: Vec<String> = vec!["prog".into(), "add".into(), "5".into()];
    match args.as_slice() {
        [_, cmd, n] if cmd == "add" => println!("adding {n}"),
        [_, cmd, ..] => println!("unknown {cmd}"),
        _ => println!("usage"),
    }
    let line = "GET /index.html HTTP/1.1";
    let parts: Vec<&str> = line.split(' ').collect();
    if let [method, path, ..] = parts[..] {
        println!("{method} {path}");
    }
    let arr = [10, 20, 30];
    let [a, b, c] = arr;
    println!("{}", a + b + c);
    let [first, rest @ ..] = arr;
    println!("{first} {:?}", rest);
    let bytes = b"hi!";
    if let [h, .., last] = bytes {
        println!("{} {}", *h as char, last);
    }
    let words = ["x", "y"];
    match &words[..] {
        [w] | [w, _] => println!("{w}"),
        _ => {}
    }
    let pairs = vec![(1, 'a'), (2, 'b')];
    if let [(n, c), ..] = pairs.as_slice() {
        println!("{n}{c}");
    }
    let opts = [Some(3), None];
    if let [Some(x), None] = opts {
        println!("{x}");
    }
}
