// A `match` or `let` whose patterns bind only `Copy` parts by value (or parts by `ref`)
// moves nothing: the struct, the tuple or the Option matched is used whole afterwards,
// and a writer inside it is still there to flush.
use std::io::{BufWriter, Stdout, Write};

struct Point {
    x: i32,
    y: i32,
}

struct Report {
    lines: u32,
    out: BufWriter<Stdout>,
}

fn main() -> std::io::Result<()> {
    let p = Point { x: 1, y: 2 };
    match p {
        Point { x, y } => println!("{} {}", x, y),
    }
    println!("still {}", p.x + p.y);

    let mut report = Report {
        lines: 3,
        out: BufWriter::new(std::io::stdout()),
    };
    match report {
        Report { lines, .. } if lines > 2 => println!("{} lines", lines),
        Report { .. } => println!("few lines"),
    }
    writeln!(report.out, "written after the match")?;

    let pair = (7u8, String::from("seven"));
    if let (n, _) = pair {
        println!("n {}", n);
    }
    let items = vec![(1, String::from("a"))];
    let first = &items[0];
    let (number, ref text) = *first;
    println!("{} {} {:?}", number, text, pair);
    report.out.flush()?;
    Ok(())
}
