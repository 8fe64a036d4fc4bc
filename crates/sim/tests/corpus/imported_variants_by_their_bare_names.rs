// Variants brought into scope by a `use` of the script's own enum, written by their bare
// names: as values, as constructors, and in patterns, where a unit variant's name matches
// that variant (it is no new binding). The Book's cons list, a glob inside a function, a
// struct variant, and a variant imported under another name.
#[derive(Debug)]
enum List {
    Cons(i32, Box<List>),
    Nil,
}

use crate::List::{Cons, Nil};

#[derive(Debug, Clone, Copy, PartialEq)]
enum Color {
    Red,
    Green,
    Blue,
}

enum Shape {
    Circle { r: u32 },
    Rect { w: u32, h: u32 },
}

use Shape::{Circle, Rect};

enum Op {
    Add,
    Mul,
}

use self::Op::Add as Plus;

fn sum(list: &List) -> i32 {
    match list {
        Cons(value, rest) => value + sum(rest),
        Nil => 0,
    }
}

fn name(c: Color) -> &'static str {
    use Color::*;
    match c {
        Red => "red",
        Green => "green",
        Blue => "blue",
    }
}

fn next(c: Color) -> Color {
    use Color::*;
    if c == Red { Green } else if c == Green { Blue } else { Red }
}

fn area(s: &Shape) -> u32 {
    match s {
        Circle { r } => 3 * r * r,
        Rect { w, h } => w * h,
    }
}

fn apply(op: Op, a: i32, b: i32) -> i32 {
    match op {
        Plus => a + b,
        Op::Mul => a * b,
    }
}

fn main() {
    let list = Cons(1, Box::new(Cons(2, Box::new(Cons(3, Box::new(Nil))))));
    println!("{:?} sums to {}", list, sum(&list));
    let mut c = Color::Red;
    for _ in 0..4 {
        print!("{} ", name(c));
        c = next(c);
    }
    println!();
    let shapes = [Circle { r: 2 }, Rect { w: 3, h: 4 }];
    let total: u32 = shapes.iter().map(area).sum();
    println!("total area {}", total);
    println!("{} {}", apply(Plus, 2, 3), apply(Op::Mul, 2, 3));
    println!("described {}", describe(4));
}

// Under `use Color::*;` a capitalised name that is no variant of `Color` binds, as rustc has it.
#[allow(non_snake_case)]
fn describe(n: u32) -> u32 {
    use Color::*;
    let _ = Blue;
    match n {
        0 => 0,
        Other => Other * 10,
    }
}
