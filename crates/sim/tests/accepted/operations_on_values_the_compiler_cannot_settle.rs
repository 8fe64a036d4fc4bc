let x: u8 = 255;
let d = 0;
if d != 0 {
    println!("{}", 10 / d);
}
if false {
    println!("{}", x + 1);
}
let f = || x + 1;
if std::env::args().count() > 9 {
    println!("{}", f());
}
let mut m: u8 = 250;
m += 1;
let wide = x as u16 + 1;
let fits = 255 + 1;
let shifted = 1i32 << 31;
let a = [1, 2, 3];
let i = 2;
println!("{m} {wide} {fits} {shifted} {} {}", a[i], x.wrapping_add(1));
