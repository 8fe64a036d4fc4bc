// rustc: E0261
// `impl Name<'a>` without `impl<'a>`.
struct Name<'a> {
    first: &'a str,
}

impl Name<'a> {
    fn show(&self) {
        println!("{}", self.first);
    }
}

fn main() {
    Name { first: "a" }.show();
}
