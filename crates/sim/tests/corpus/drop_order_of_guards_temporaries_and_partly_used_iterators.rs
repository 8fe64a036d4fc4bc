// Where values with a `Drop` drop: `let _ =` at once, a shadowed variable at the end of
// `main`, an `if let`'s temporary before the `else` could run (edition 2024), a `match`
// guard's bindings never (they borrow the value matched: the guard that fails drops
// nothing), a function's tail temporary before its locals, `remove`/`truncate`, an
// `into_iter` dropped half used, a `ref mut` binding's change seen by `take`.
struct Noisy(&'static str);

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn make(name: &'static str) -> Option<Noisy> {
    Some(Noisy(name))
}

fn tail() -> usize {
    let local = Noisy("local");
    make("tail temporary").map(|n| n.0.len()).unwrap_or(0) + local.0.len()
}

fn main() {
    let _ = Noisy("underscore");
    let _kept = Noisy("kept");
    let shadowed = Noisy("shadowed first");
    let shadowed = Noisy(if shadowed.0.is_empty() { "x" } else { "shadowed second" });
    if let Some(n) = make("if let") {
        println!("in if let {}", n.0);
    } else {
        println!("else");
    }
    match make("matched") {
        Some(ref n) if n.0.len() > 100 => println!("long"),
        Some(n) => println!("arm {}", n.0),
        None => {}
    }
    println!("tail {}", tail());
    let mut v = vec![Noisy("v0"), Noisy("v1"), Noisy("v2"), Noisy("v3")];
    let removed = v.remove(1);
    v.truncate(2);
    println!("after truncate {}", removed.0);
    let mut it = v.into_iter();
    let first = it.next();
    drop(it);
    println!("iterator dropped {}", first.map(|n| n.0).unwrap_or("-"));
    let mut slot = Some(Noisy("slot"));
    if let Some(ref mut n) = slot {
        n.0 = "slot changed";
    }
    let taken = slot.take();
    println!("taken {}", taken.is_some());
    println!("end of main {}", shadowed.0);
}
