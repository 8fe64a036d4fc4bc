// rustc: E0597
// `View::new` ties the view to the text it is given (`-> Self` of `impl<'a> View<'a>`): the
// text ends with its block while the view is still read.
struct View<'a> {
    text: &'a str,
}

impl<'a> View<'a> {
    fn new(text: &'a str) -> Self {
        View { text }
    }
}

fn main() {
    let view;
    {
        let text = String::from("inner");
        view = View::new(&text);
    }
    println!("{}", view.text);
}
