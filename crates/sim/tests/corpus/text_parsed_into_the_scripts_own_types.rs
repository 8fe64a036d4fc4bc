// The script's own `impl FromStr`: `parse::<Point>()`, `let p: Point = s.parse()?` and
// `Point::from_str(s)` run its `from_str`, and `parse`'s error is the impl's `Err`, printed by
// its own `Display`; a `String` parses through its `str`.
use std::fmt;
use std::str::FromStr;

#[derive(Debug, PartialEq)]
struct Point { x: i32, y: i32 }

#[derive(Debug)]
enum PointError { Shape, Number(std::num::ParseIntError) }

impl fmt::Display for PointError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            PointError::Shape => write!(f, "expected x,y"),
            PointError::Number(e) => write!(f, "bad number: {e}"),
        }
    }
}

impl FromStr for Point {
    type Err = PointError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (x, y) = s.trim().split_once(',').ok_or(PointError::Shape)?;
        let x = x.parse().map_err(PointError::Number)?;
        let y = y.parse().map_err(PointError::Number)?;
        Ok(Point { x, y })
    }
}

fn main() {
    for text in ["1,2", " 30,-4 ", "5;6", "7,x"] {
        match text.parse::<Point>() {
            Ok(p) => println!("{text:?} -> {p:?}"),
            Err(e) => println!("{text:?} -> error: {e}"),
        }
    }
    let owned = String::from("8,9");
    let p: Point = owned.parse().unwrap();
    let q = Point::from_str("10,11");
    println!("{p:?} {q:?}");
    let r: Result<Point, _> = "1,1".parse();
    println!("{}", r.unwrap() == Point { x: 1, y: 1 });
}
