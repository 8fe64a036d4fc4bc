// `Box<dyn Plugin>` made by a function that picks the type, one made from a returned
// `impl Plugin`, `&mut self` methods run in a loop over `iter_mut`, a `&str` lent by a
// trait method, and each box's `Drop` run when it is popped and dropped or when the vector
// goes at the end of `main` (in the vector's order), after the last line it printed.
use std::collections::HashMap;

trait Plugin {
    fn id(&self) -> &str;
    fn run(&mut self, input: u32) -> u32;
}

struct Doubler {
    name: String,
    calls: u32,
}

struct Adder(u32);

impl Plugin for Doubler {
    fn id(&self) -> &str {
        &self.name
    }
    fn run(&mut self, input: u32) -> u32 {
        self.calls += 1;
        input * 2
    }
}

impl Plugin for Adder {
    fn id(&self) -> &str {
        "adder"
    }
    fn run(&mut self, input: u32) -> u32 {
        input + self.0
    }
}

impl Drop for Doubler {
    fn drop(&mut self) {
        println!("drop {} after {} calls", self.name, self.calls);
    }
}

impl Drop for Adder {
    fn drop(&mut self) {
        println!("drop adder {}", self.0);
    }
}

fn make(kind: &str) -> Box<dyn Plugin> {
    if kind == "double" {
        Box::new(Doubler { name: String::from("dbl"), calls: 0 })
    } else {
        Box::new(Adder(5))
    }
}

fn make_adder() -> impl Plugin {
    Adder(1)
}

fn main() {
    let mut chain: Vec<Box<dyn Plugin>> = Vec::new();
    chain.push(make("double"));
    chain.push(make("add"));
    chain.push(Box::new(make_adder()));
    let mut x = 1;
    for _ in 0..3 {
        for p in chain.iter_mut() {
            x = p.run(x);
        }
    }
    println!("x = {x}");
    let mut by_id: HashMap<String, usize> = HashMap::new();
    for (i, p) in chain.iter().enumerate() {
        by_id.insert(p.id().to_string(), i);
    }
    println!("{}", by_id["dbl"]);
    let last = chain.pop().unwrap();
    println!("popped {}", last.id());
    drop(last);
    println!("end");
}
