// `cmp` on integers, strings and chars, `partial_cmp` on floats, `Ordering`'s methods, and
// the sorts that take a comparator or a key (stable and unstable), and `max_by`/`min_by`, with
// comparators that print each pair they are asked about, so the order of std's comparisons
// shows.
use std::cmp::Ordering;

fn main() {
    let a = "apple";
    let b = String::from("banana");
    println!("{:?} {:?}", a.cmp(&b.as_str()), b.cmp(&String::from("banana")));
    println!("{:?} {:?}", 'x'.cmp(&'a'), 3u8.cmp(&3));
    let limit: u64 = 7;
    let n = 5;
    println!("{:?}", n.cmp(&limit));
    let x = 2.5f64;
    println!("{:?} {:?}", x.partial_cmp(&1.0), (0.0f64 / 0.0).partial_cmp(&x));

    let o = 1.cmp(&2);
    println!("{:?} {:?} {:?}", o.reverse(), o.then(Ordering::Greater), Ordering::Equal.then(o));
    println!("{} {} {} {}", o.is_lt(), o.is_ge(), o.is_eq(), o == Ordering::Less);
    match 10.cmp(&3) {
        Ordering::Greater | Ordering::Equal => println!("at least"),
        Ordering::Less => println!("below"),
    }

    let mut v = vec![3, 1, 4, 1, 5, 9, 2, 6, 5, 3];
    v.sort_by(|a, b| b.cmp(a));
    println!("{:?}", v);
    v.sort_by_key(|x| *x % 3);
    println!("{:?}", v);
    v.sort_unstable();
    println!("{:?}", v);
    v.sort_unstable_by(|a, b| b.cmp(a));
    println!("{:?}", v);
    v.sort_unstable_by_key(|x| *x % 4);
    println!("{:?}", v);

    let mut words = vec!["pear", "fig", "banana", "kiwi", "apple"];
    words.sort_by(|a, b| a.len().cmp(&b.len()).then(a.cmp(b)));
    println!("{:?}", words);
    words.sort_by(|a, b| {
        println!("compare {a} {b}");
        b.cmp(a)
    });
    println!("{:?}", words);
    println!(
        "{:?} {:?}",
        words.iter().max_by_key(|w| w.len()),
        words.iter().min_by_key(|w| w.len())
    );

    let mut names: Vec<String> = vec!["Ann".to_string(), "bob".to_string(), "Cid".to_string()];
    names.sort_by(|a, b| a.to_lowercase().cmp(&b.to_lowercase()).reverse());
    println!("{:?}", names);

    let mut floats = vec![2.5, -1.0, 3.25, 0.5];
    floats.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!("{:?}", floats);
    floats.sort_by(|a, b| b.partial_cmp(a).unwrap());
    println!("{:?}", floats);
    let top = floats.iter().max_by(|a, b| a.partial_cmp(b).unwrap());
    let bottom = floats.iter().min_by(|a, b| a.partial_cmp(b).unwrap());
    println!("{:?} {:?}", top, bottom);
    let pairs = vec![("a", 2), ("b", 5), ("c", 5), ("d", 1), ("e", 1)];
    let last_max = pairs.iter().max_by(|x, y| {
        println!("max_by {} {}", x.0, y.0);
        x.1.cmp(&y.1)
    });
    let first_min = pairs.iter().min_by(|x, y| x.1.cmp(&y.1));
    println!("{:?} {:?}", last_max, first_min);
    let none: Vec<u8> = Vec::new();
    println!("{:?}", none.iter().max_by(|a, b| a.cmp(b)));
}
