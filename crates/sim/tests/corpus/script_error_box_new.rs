// bufscope: input sizes.txt="10\n20\nlots\n"
// bufscope: stderr=pipe
use std::error::Error;
use std::fmt;
use std::fs;

#[derive(Debug)]
enum SizeError {
    TooLarge { line: usize, size: u64 },
    Empty,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SizeError::TooLarge { line, size } => write!(f, "line {line}: {size} is too large"),
            SizeError::Empty => write!(f, "no sizes"),
        }
    }
}

impl Error for SizeError {}

fn total(text: &str, limit: u64) -> Result<u64, Box<dyn Error>> {
    if text.is_empty() {
        return Err(Box::new(SizeError::Empty));
    }
    let mut sum = 0;
    for (i, line) in text.lines().enumerate() {
        let size = match line.parse::<u64>() {
            Ok(size) => size,
            Err(e) => return Err(Box::new(e)),
        };
        if size > limit {
            return Err(Box::new(SizeError::TooLarge { line: i + 1, size }));
        }
        sum += size;
    }
    Ok(sum)
}

fn main() -> Result<(), Box<dyn Error>> {
    let text = fs::read_to_string("sizes.txt")?;
    match total("", 5) {
        Ok(n) => println!("total {n}"),
        Err(e) => println!("empty: {e} / {e:?}"),
    }
    match total(&text, 100) {
        Ok(n) => println!("total {n}"),
        Err(e) => println!("sizes: {e}"),
    }
    let first_two: String = text.lines().take(2).collect::<Vec<_>>().join("\n");
    println!("total {}", total(&first_two, 100)?);
    total(&first_two, 15)?;
    println!("unreachable");
    Ok(())
}
