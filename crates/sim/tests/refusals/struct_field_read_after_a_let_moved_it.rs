// rustc: E0382
struct Named {
    name: String,
    count: u32,
}
fn main() {
    let named = Named { name: String::from("ada"), count: 3 };
    let Named { name, .. } = named;
    println!("{name} {} {}", named.count, named.name.len());
}
