// rustc: E0726
// An impl names the struct's lifetime, if only as `Name<'_>`.
struct Name<'a> {
    first: &'a str,
}

impl Name {
    fn show(&self) {
        println!("{}", self.first);
    }
}

fn main() {
    Name { first: "a" }.show();
}
