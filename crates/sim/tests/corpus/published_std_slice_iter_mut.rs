// Source: https://doc.rust-lang.org/std/primitive.slice.html#method.iter_mut
let x = &mut [1, 2, 4];
for elem in x.iter_mut() {
    *elem += 2;
}
assert_eq!(x, &[3, 4, 6]);
