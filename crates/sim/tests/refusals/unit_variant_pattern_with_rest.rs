// rustc: E0532
enum Signal {
    Stop,
    Go(u8),
}

fn main() {
    let s = Signal::Go(1);
    match s {
        Signal::Stop(..) => println!("stop"),
        Signal::Go(..) => println!("go"),
    }
}
