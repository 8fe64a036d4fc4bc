// bufscope: stdout=file
// bufscope: stderr=file
// The script's own `impl From<E> for T`: `?` on an `io::Error`, a `ParseIntError` (its type
// known only from the `let`) and a script error, each converted by the `from` whose `E` it
// is; `T::from(e)`, `e.into()`, `From::from(e)` and `.map_err(T::from)` pick the impl by the
// value's type too, and `.map_err(SettingError::from)?` converts twice. `{:?}` of an `Err`
// holding the script's enum prints its derived `Debug`, and `main` returning the converted
// error prints `Error: …` with it.
use std::fmt;
use std::fs;
use std::io;
use std::num::ParseIntError;

#[derive(Debug)]
enum SettingError {
    Unreadable(io::Error),
    NotANumber(ParseIntError),
    Missing(String),
}

impl From<io::Error> for SettingError {
    fn from(cause: io::Error) -> Self {
        SettingError::Unreadable(cause)
    }
}

impl From<ParseIntError> for SettingError {
    fn from(cause: ParseIntError) -> SettingError {
        Self::NotANumber(cause)
    }
}

impl fmt::Display for SettingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingError::Unreadable(e) => write!(f, "cannot read settings: {e}"),
            SettingError::NotANumber(e) => write!(f, "not a number: {e}"),
            SettingError::Missing(key) => write!(f, "no `{key}` line"),
        }
    }
}

#[derive(Debug)]
enum StartError {
    Settings(SettingError),
    TooSmall(u32),
}

impl std::convert::From<SettingError> for StartError {
    fn from(inner: SettingError) -> StartError {
        StartError::Settings(inner)
    }
}

fn setting(path: &str, key: &str) -> Result<u32, SettingError> {
    let text = fs::read_to_string(path)?;
    for line in text.lines() {
        if let Some((name, value)) = line.split_once('=') {
            if name.trim() == key {
                let n: u32 = value.trim().parse()?;
                return Ok(n);
            }
        }
    }
    Err(SettingError::Missing(key.to_string()))
}

fn workers(path: &str) -> Result<u32, StartError> {
    let n = setting(path, "workers")?;
    if n < 2 {
        return Err(StartError::TooSmall(n));
    }
    Ok(n)
}

fn main() -> Result<(), StartError> {
    fs::write("good.conf", "name = demo\nworkers = 8\n").map_err(SettingError::from)?;
    fs::write("bad.conf", "workers = eight\n").map_err(SettingError::from)?;
    fs::write("one.conf", "workers=1\n").map_err(SettingError::from)?;
    for path in ["good.conf", "bad.conf", "one.conf", "none.conf", "good.conf"] {
        match workers(path) {
            Ok(n) => println!("{path}: {n} workers"),
            Err(StartError::Settings(e)) => eprintln!("{path}: {e}"),
            Err(other) => eprintln!("{path}: {other:?}"),
        }
    }
    println!("{:?}", setting("bad.conf", "workers"));
    println!("{:?}", setting("good.conf", "threads"));

    let by_call = SettingError::from("x1".parse::<u8>().unwrap_err());
    let by_into: SettingError = io::Error::new(io::ErrorKind::Other, "disk on fire").into();
    let by_path: SettingError = From::from(io::Error::from(io::ErrorKind::NotFound));
    println!("{by_call}\n{by_into}\n{by_path}");
    let mapped: Result<u16, SettingError> = "70000".parse::<u16>().map_err(SettingError::from);
    println!("{}", mapped.unwrap_err());
    let kept: Result<u16, SettingError> = "7".parse::<u16>().map_err(|e| e.into());
    println!("{kept:?}");

    let n = workers("one.conf")?;
    println!("unreachable {n}");
    Ok(())
}
