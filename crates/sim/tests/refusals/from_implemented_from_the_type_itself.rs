// rustc: E0119
#[derive(Debug)]
struct Label(String);

impl From<Label> for Label {
    fn from(label: Label) -> Self {
        Label(label.0.to_uppercase())
    }
}

fn main() {
    println!("{:?}", Label::from(Label("x".to_string())));
}
