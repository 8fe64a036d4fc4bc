// Loggers behind `Box<dyn Logger>`: a trait's provided method calls the required one through
// `self` (each type's own `log` runs), one logger writes to stdout per line, the other into a
// `BufWriter<File>` that flushes only when the boxes are dropped; a generic `T: Logger` over a
// slice; provided methods calling one another through `&dyn Describe`.
use std::fs::File;
use std::io::{self, BufWriter, Write};

trait Logger {
    fn log(&mut self, msg: &str) -> io::Result<()>;
    fn log_all(&mut self, msgs: &[&str]) -> io::Result<usize> {
        for m in msgs {
            self.log(m)?;
        }
        Ok(msgs.len())
    }
}

struct FileLogger {
    out: BufWriter<File>,
    lines: u32,
}

struct Screen;

impl Logger for FileLogger {
    fn log(&mut self, msg: &str) -> io::Result<()> {
        self.lines += 1;
        writeln!(self.out, "{}: {}", self.lines, msg)
    }
}

impl Logger for Screen {
    fn log(&mut self, msg: &str) -> io::Result<()> {
        println!("[screen] {msg}");
        Ok(())
    }
}

trait Describe {
    fn name(&self) -> String;
    fn shout(&self) -> String {
        self.name().to_uppercase()
    }
    fn greet(&self, other: &str) -> String {
        format!("{} greets {}", self.shout(), other)
    }
}

struct Dog;
impl Describe for Dog {
    fn name(&self) -> String {
        "dog".to_string()
    }
    fn shout(&self) -> String {
        "WOOF".into()
    }
}
struct Cat {
    lives: u8,
}
impl Describe for Cat {
    fn name(&self) -> String {
        format!("cat with {} lives", self.lives)
    }
}

fn bump_all<T: Logger>(loggers: &mut [T]) -> io::Result<()> {
    for l in loggers.iter_mut() {
        l.log("bump")?;
    }
    Ok(())
}

fn describe_all(things: &[&dyn Describe]) {
    for t in things {
        println!("{}", t.greet("you"));
    }
}

fn main() -> io::Result<()> {
    let file = FileLogger { out: BufWriter::new(File::create("log.txt")?), lines: 0 };
    let mut loggers: Vec<Box<dyn Logger>> = vec![Box::new(Screen), Box::new(file)];
    for logger in loggers.iter_mut() {
        logger.log("start")?;
        let n = logger.log_all(&["a", "b"])?;
        println!("logged {n}");
    }
    let mut screens = [Screen, Screen];
    bump_all(&mut screens)?;
    let d = Dog;
    let c = Cat { lives: 9 };
    describe_all(&[&d, &c]);
    let r: &dyn Describe = &c;
    println!("{}", r.shout());
    drop(loggers);
    eprintln!("done");
    Ok(())
}
