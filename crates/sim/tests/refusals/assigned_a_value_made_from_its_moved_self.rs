// rustc: E0382
struct Counter(u32);

fn main() {
    let mut counter = Counter(0);
    let kept = counter;
    counter = Counter(counter.0 + 1);
    println!("{} {}", kept.0, counter.0);
}
