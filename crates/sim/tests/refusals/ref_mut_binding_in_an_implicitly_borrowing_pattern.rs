// rustc: no code
// `ref mut` under `&mut`: the pattern already binds `&mut String`; edition 2024 refuses the
// explicit modifier.
fn main() {
    let mut opt = Some(String::from("a"));
    if let Some(ref mut s) = &mut opt {
        s.push('b');
    }
    println!("{:?}", opt);
}
