// rustc: E0502
// `&a[1..]` is `Index::index(&a, 1..)`: it borrows all of `a`, which rustc names `a`.
fn main() {
    let mut a = [1u8, 2, 3];
    for x in a.iter_mut() {
        let rest = &a[1..];
        *x += rest.len() as u8;
    }
}
