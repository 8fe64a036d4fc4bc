// `use std::fmt::Write;` then `write!`/`writeln!` into a `String` (owned, through `&mut`, in a
// function returning `fmt::Result` with `?`), `write_str` and `write_char`, and the text
// written out at the end with one `print!`.
use std::fmt::Write;

struct Point {
    x: i32,
    y: i32,
}

impl std::fmt::Display for Point {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

fn table(out: &mut String, rows: &[(String, u32)]) -> std::fmt::Result {
    for (name, count) in rows {
        writeln!(out, "{name:<8}|{count:>5}")?;
    }
    out.write_str("--------+-----\n")?;
    Ok(())
}

fn main() {
    let mut s = String::new();
    write!(s, "{}-{}", 1, 2).unwrap();
    writeln!(s, " end").unwrap();
    writeln!(&mut s, "{:>4}|{:.2}", 7, 1.0 / 3.0).expect("write");
    let r: std::fmt::Result = write!(s, "{}", Point { x: 3, y: -4 });
    s.write_char('\n').unwrap();
    let rows = vec![("apples".to_string(), 3), ("pears".to_string(), 12)];
    table(&mut s, &rows).unwrap();
    print!("{s}");
    println!("{:?} {}", r, s.len());
}
