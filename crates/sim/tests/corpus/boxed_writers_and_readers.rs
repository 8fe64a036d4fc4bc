// bufscope: args=report.txt
// `Box<dyn Write>` and `Box<dyn BufRead>` chosen at run time (a file named on the command
// line or a standard stream): the box forwards every call to what it holds, so the syscalls
// are those of the writer inside — a `BufWriter` writes once when it is dropped, stdout's
// `LineWriter` once a line, stderr at once. A recursive enum holds its parts in boxes.
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};

fn open_output(path: Option<&str>) -> io::Result<Box<dyn Write>> {
    Ok(match path {
        Some(p) => Box::new(BufWriter::new(File::create(p)?)),
        None => Box::new(io::stdout()),
    })
}

fn open_input(path: &str) -> io::Result<Box<dyn BufRead>> {
    Ok(Box::new(BufReader::new(File::open(path)?)))
}

fn emit(out: &mut dyn Write, text: &str) -> io::Result<()> {
    writeln!(out, "{}", text)
}

enum Expr {
    Num(i64),
    Add(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
}

fn eval(e: &Expr) -> i64 {
    match e {
        Expr::Num(n) => *n,
        Expr::Add(a, b) => eval(a) + eval(b),
        Expr::Mul(a, b) => eval(a) * eval(b),
    }
}

fn main() -> io::Result<()> {
    let target = std::env::args().nth(1);
    let mut report = open_output(target.as_deref())?;
    for i in 0..3 {
        writeln!(report, "entry {}", i)?;
    }
    emit(&mut report, "through &mut dyn Write")?;
    drop(report);

    let mut bytes = 0;
    for line in open_input("report.txt")?.lines() {
        bytes += line?.len();
    }
    let mut screen = open_output(None)?;
    writeln!(screen, "{} bytes in the report", bytes)?;

    let verbose = std::env::args().count() > 5;
    let mut log: Box<dyn Write> = if verbose {
        Box::new(File::create("verbose.log")?)
    } else {
        Box::new(io::stderr())
    };
    log.write_all(b"to stderr, at once\n")?;

    let mut raw: Box<dyn Read> = Box::new(File::open("report.txt")?);
    let mut head = [0u8; 5];
    raw.read_exact(&mut head)?;
    emit(&mut screen, &String::from_utf8_lossy(&head))?;

    let mut all: Vec<Box<dyn Write>> = vec![Box::new(io::stdout()), Box::new(File::create("copy.txt")?)];
    for w in all.iter_mut() {
        w.write_all(b"same bytes\n")?;
    }

    let tree = Expr::Add(
        Box::new(Expr::Num(2)),
        Box::new(Expr::Mul(Box::new(Expr::Num(3)), Box::new(Expr::Num(4)))),
    );
    let boxed = Box::new(5);
    writeln!(screen, "eval {} boxed {} plus one {}", eval(&tree), boxed, *boxed + 1)?;
    Ok(())
}
