// Generic structs as most snippets write them: derives that bound each parameter by the trait
// (`Debug`, `Clone`, `PartialEq`, `Eq`, `PartialOrd`, `Ord`, `Hash`), an `impl<T>` without
// bounds beside an `impl` for one argument (`Point<f64>`), a method with parameters of its own
// (`swap_right<U>`), free functions generic over an unbounded `T`. stdout is a pipe, and
// still line-buffered: a write per line.
// bufscope: stdout=pipe
use std::collections::HashSet;

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Pair<T> {
    left: T,
    right: T,
}

impl<T: PartialOrd + Clone> Pair<T> {
    fn larger(&self) -> T {
        if self.left > self.right {
            self.left.clone()
        } else {
            self.right.clone()
        }
    }
}

#[derive(Debug)]
struct Point<X, Y> {
    x: X,
    y: Y,
}

impl<X, Y> Point<X, Y> {
    fn x(&self) -> &X {
        &self.x
    }

    fn swap_right<U>(self, other: Point<U, char>) -> Point<X, char> {
        Point { x: self.x, y: other.y }
    }
}

impl Point<f64, f64> {
    fn length(&self) -> f64 {
        (self.x * self.x + self.y * self.y).sqrt()
    }
}

#[derive(Debug)]
struct Tagged<T>(T, &'static str);

fn first<T>(items: Vec<T>) -> Option<T> {
    items.into_iter().next()
}

fn flip<A, B>(a: A, b: B) -> (B, A) {
    (b, a)
}

fn keep<T>(items: Vec<T>, n: usize) -> Vec<T> {
    let mut out = Vec::new();
    for (i, item) in items.into_iter().enumerate() {
        if i < n {
            out.push(item);
        }
    }
    out
}

fn main() {
    let a = Pair { left: 3, right: 9 };
    let b = a.clone();
    println!("{:?} {} {}", a, a == b, a.larger());
    let words = Pair { left: String::from("x"), right: String::from("y") };
    println!("{words:#?}");
    let mut seen = HashSet::new();
    seen.insert(Pair { left: 'a', right: 'b' });
    seen.insert(Pair { left: 'a', right: 'b' });
    let smaller = Pair { left: 1.5, right: 0.5 } < Pair { left: 2.0, right: 0.0 };
    println!("{} {smaller}", seen.len());
    let mut pairs = vec![Pair { left: 2, right: 1 }, Pair { left: 1, right: 5 }];
    pairs.sort();
    println!("{:?} {:?}", pairs, Tagged(vec![1u8], "bytes"));

    let p = Point { x: 5, y: "five" };
    let q = p.swap_right(Point { x: 0.5, y: 'c' });
    println!("{} {:?} {}", q.x(), q, Point { x: 3.0, y: 4.0 }.length());

    let (n, s) = flip("one", 1);
    println!("{:?} {n} {s} {:?} {:?}", first(vec!["a", "b"]), keep(vec![1, 2, 3], 2), keep(vec![String::from("z")], 0));
}
