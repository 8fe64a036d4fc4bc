// A trait whose supertrait is `Clone`: a provided method clones `self` (a `Self` by value, as
// `Clone` makes it `Sized`) and calls the trait's method on the copy, and a generic
// `T: Stamp` clones what it is lent. (A `dyn Stamp` would be rustc's E0038: see
// `tests/refusals/dyn_of_a_script_trait_whose_supertrait_is_clone.rs`.)
trait Stamp: Clone {
    fn mark(&self) -> String;
    fn twice(&self) -> String {
        let copy = self.clone();
        format!("{}{}", self.mark(), copy.mark())
    }
}

#[derive(Clone)]
struct Seal {
    letter: char,
}

impl Stamp for Seal {
    fn mark(&self) -> String {
        format!("[{}]", self.letter)
    }
}

fn copies<T: Stamp>(original: &T, n: usize) -> Vec<T> {
    (0..n).map(|_| original.clone()).collect()
}

fn main() {
    let seal = Seal { letter: 'k' };
    println!("{}", seal.twice());
    let all = copies(&seal, 3);
    let marks: Vec<String> = all.iter().map(|s| s.mark()).collect();
    println!("{}", marks.concat());
}
