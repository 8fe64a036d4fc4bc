// `dbg!` of an expression, as the Book's chapter 5 uses it: a reference, an operation inside a
// struct literal, a method call and an index, each printed with rustc's own text of the
// expression and given back.
#[derive(Debug)]
struct Rectangle {
    width: u32,
    height: u32,
}

fn main() {
    let scale = 2;
    let rect1 = Rectangle {
        width: dbg!(30 * scale),
        height: 50,
    };
    dbg!(&rect1);
    let v = vec![1, 2, 3];
    let n = dbg!(v.len()) + dbg!(v[0]);
    let s = "a{b}";
    dbg!(s);
    dbg!("lit{x}");
    dbg!(rect1.height - n as u32);
    let r = dbg!(&rect1.width);
    println!("{n} {r} {}", !true);
}
