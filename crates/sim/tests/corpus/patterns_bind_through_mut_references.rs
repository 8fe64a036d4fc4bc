// A value matched through `&mut` binds its parts as references to where they live (rustc's
// default binding modes): what the arm writes through them changes the value matched. An
// `Option<BufWriter<File>>` written through `if let Some(w) = &mut out` buffers in the writer
// the option holds, which flushes where the option is emptied, not at a copy's end.
use std::fs::File;
use std::io::{BufWriter, Write};

#[derive(Debug)]
enum State {
    Counting { seen: u32 },
    Paused(u32),
    Done,
}

#[derive(Debug)]
struct Point {
    x: i32,
    y: i32,
}

fn bump(slot: &mut Option<u32>) {
    if let Some(n) = slot {
        *n += 1;
    }
}

fn advance(state: &mut State) {
    match state {
        State::Counting { seen } if *seen >= 2 => *seen = 100,
        State::Counting { seen } => *seen += 1,
        State::Paused(n) => *n *= 2,
        State::Done => {}
    }
}

fn main() -> std::io::Result<()> {
    let mut count = Some(1);
    if let Some(n) = &mut count {
        *n += 10;
    }
    bump(&mut count);
    println!("count {:?}", count);

    let mut state = State::Counting { seen: 0 };
    for _ in 0..4 {
        advance(&mut state);
        println!("state {:?}", state);
    }
    let mut paused = State::Paused(3);
    advance(&mut paused);
    println!("paused {:?}", paused);

    let mut p = Point { x: 1, y: 2 };
    let Point { x, y } = &mut p;
    *x += 10;
    *y *= 3;
    println!("point {:?}", p);

    let mut pair = (1, String::from("a"));
    let (n, text) = &mut pair;
    *n += 1;
    text.push('b');
    println!("pair {:?}", pair);

    let mut nested = Some((5, String::from("x")));
    if let Some((n, text)) = &mut nested {
        *n -= 1;
        text.push_str("yz");
    }
    println!("nested {:?}", nested);

    let mut scores = vec![(String::from("ann"), 1), (String::from("bo"), 2)];
    for (name, score) in scores.iter_mut() {
        name.push('!');
        *score *= 10
    }
    println!("scores {:?}", scores);

    let mut result: Result<u8, String> = Ok(1);
    if let Ok(v) = &mut result {
        *v = 9;
    }
    println!("result {:?}", result);

    let mut out = Some(BufWriter::new(File::create("log.txt")?));
    for i in 0..3 {
        if let Some(w) = &mut out {
            writeln!(w, "line {}", i)?;
        }
    }
    println!("buffered");
    if let Some(w) = out.as_mut() {
        w.flush()?;
    }
    println!("flushed");
    if let Some(w) = &mut out {
        w.write_all(b"tail\n")?;
    }
    out = None;
    println!("closed {}", out.is_none());

    let mut maybe = Some(vec![1, 2]);
    if let Some(v) = maybe.as_mut() {
        v.push(3);
    }
    let mut nothing: Option<Vec<u8>> = None;
    println!("as_mut {:?} {:?}", maybe, nothing.as_mut());
    Ok(())
}
