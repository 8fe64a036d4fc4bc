// `x = f(x)`: the value is made first, moving the variable's old value, and then the variable
// holds the new one (a list prepended to, a counter bumped by value, a string grown by `+`, a
// vector rebuilt from its own items). rustc checks it in that order, and so does bufscope.
enum List {
    Cons(u32, Box<List>),
    Nil,
}

use List::{Cons, Nil};

impl List {
    fn prepend(self, item: u32) -> List {
        Cons(item, Box::new(self))
    }

    fn len(&self) -> u32 {
        match self {
            Cons(_, tail) => 1 + tail.len(),
            Nil => 0,
        }
    }
}

struct Counter(u32);

fn bump(counter: Counter) -> Counter {
    Counter(counter.0 + 1)
}

fn main() {
    let mut list = Nil;
    for item in 1..=3 {
        list = list.prepend(item);
    }
    println!("{} items", list.len());
    let mut counter = Counter(0);
    counter = bump(counter);
    counter = bump(counter);
    println!("counted {}", counter.0);
    let mut text = String::from("a");
    text = text + "b";
    println!("{text}");
    let mut items = vec![1, 2, 3];
    items = items.into_iter().map(|x| x * 10).collect();
    println!("{items:?}");
}
