fn total(xs: &[i32]) -> i32 {
    let mut t = 0;
    for x in xs {
        t += x;
    }
    t
}
fn main() {
    let a: [i32; 3] = [1, 2, 3];
    let b = a;
    println!("{} {} {:?} {}", a[0], b.len(), a, total(&a));
    let v = vec![String::from("x"), String::from("y"), String::from("z")];
    let tail = &v[1..];
    println!("{:?} {} {}", tail, tail.len(), total(&[4, 5][..]));
    let names: &[&str] = &["p", "q"];
    for n in names.iter() {
        print!("{n}");
    }
    println!();
}
