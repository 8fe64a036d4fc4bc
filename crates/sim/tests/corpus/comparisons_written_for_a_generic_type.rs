// A hand-written `PartialEq` of a generic type, bounded: sets equal when each holds the
// other's items, whatever their order; `==` and `!=` run it for any `T` that meets the bound.
#[derive(Debug)]
struct Set<T> {
    items: Vec<T>,
}

impl<T: Ord + Clone> Set<T> {
    fn new(items: &[T]) -> Set<T> {
        let mut items = items.to_vec();
        items.sort();
        items.dedup();
        Set { items }
    }

    fn contains(&self, item: &T) -> bool {
        self.items.contains(item)
    }
}

impl<T: Ord + Clone> PartialEq for Set<T> {
    fn eq(&self, other: &Self) -> bool {
        println!("comparing {} items with {}", self.items.len(), other.items.len());
        self.items.iter().all(|x| other.contains(x)) && other.items.iter().all(|x| self.contains(x))
    }
}

fn main() {
    let a = Set::new(&[3, 1, 2, 3]);
    let b = Set::new(&[1, 2, 3]);
    let c = Set::new(&["x", "y"]);
    println!("{} {}", a == b, a != Set::new(&[1]));
    println!("{}", c == Set::new(&["y", "x", "y"]));
    println!("{a:?} {c:?}");
}
