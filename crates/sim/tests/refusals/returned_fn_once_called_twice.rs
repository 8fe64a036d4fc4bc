// rustc: E0382
fn make() -> impl FnOnce() {
    let text = "once".to_owned();
    move || println!("{text}")
}

fn main() {
    let once = make();
    once();
    once();
}
