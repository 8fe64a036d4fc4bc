// rustc: E0505
#[derive(Debug)]
struct Named {
    name: String,
    count: u32,
}
fn main() {
    let named = Named { name: String::from("ada"), count: 3 };
    let whole = &named;
    let Named { name, .. } = named;
    println!("{name} {:?}", whole);
}
