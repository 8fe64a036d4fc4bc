// `ref mut` bindings borrow the place the pattern matches: a `BufWriter` kept in an
// `Option` field written through `if let Some(ref mut w) = self.out`, so its buffer is the
// field's own and flushes where the field drops; an enum's and a struct's fields, a tuple's
// items and a vector's element changed in place; `ref` and by-value bindings beside them.
use std::fs::File;
use std::io::{BufWriter, Write};

struct Log {
    out: Option<BufWriter<File>>,
    lines: usize,
}

impl Log {
    fn line(&mut self, text: &str) {
        if let Some(ref mut w) = self.out {
            writeln!(w, "{}", text).unwrap();
            self.lines += 1;
        }
    }

    fn close(&mut self) {
        match self.out {
            Some(ref mut w) => w.flush().unwrap(),
            None => println!("nothing open"),
        }
        self.out = None;
    }
}

enum Shape {
    Circle(f64),
    Rect { w: f64, h: f64 },
}

struct Point {
    x: i32,
    y: i32,
}

fn main() {
    let mut log = Log {
        out: Some(BufWriter::with_capacity(16, File::create("log.txt").unwrap())),
        lines: 0,
    };
    log.line("first line");
    log.line("second, longer line");
    log.close();
    log.close();
    println!("{} lines", log.lines);

    let mut shapes = vec![Shape::Circle(1.0), Shape::Rect { w: 2.0, h: 3.0 }];
    for i in 0..shapes.len() {
        match shapes[i] {
            Shape::Circle(ref mut r) => *r *= 2.0,
            Shape::Rect { ref mut w, h } => *w += h,
        }
    }
    for shape in &shapes {
        match shape {
            Shape::Circle(r) => println!("circle {r}"),
            Shape::Rect { w, h } => println!("rect {w}x{h}"),
        }
    }

    let mut p = Point { x: 1, y: 2 };
    let Point { ref mut x, y } = p;
    *x += y;
    println!("{} {}", p.x, p.y);

    let mut pair = (String::from("ab"), 0);
    let (ref mut text, ref count) = pair;
    text.push('c');
    println!("{text} {count}");
    if let (ref mut s, 0) = pair {
        s.push('d');
    }
    match pair {
        (_, ref mut n) if *n == 0 => *n = 7,
        _ => {}
    }
    println!("{:?}", pair);

    let mut slot: Option<Vec<u8>> = None;
    match slot {
        Some(ref mut bytes) => bytes.push(1),
        None => slot = Some(vec![0]),
    }
    if let Some(ref mut bytes) = slot {
        bytes.extend_from_slice(b"xy");
    }
    println!("{:?}", slot);
}
