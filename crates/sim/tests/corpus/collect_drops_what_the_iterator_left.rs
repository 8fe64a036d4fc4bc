// What `collect` leaves behind drops when it ends, as std drops a consumed iterator: the
// items `take` never reached, and after a `Result`'s or an `Option`'s collect stopped at the
// first `Err` or `None`, first the items still in the iterator, then those collected so far.
struct Token(u32);

impl Drop for Token {
    fn drop(&mut self) {
        println!("token {} dropped", self.0);
    }
}

fn main() {
    let tokens = vec![Token(1), Token(2), Token(3)];
    let first: Vec<Token> = tokens.into_iter().take(1).collect();
    println!("kept {}", first.len());
    let checked: Vec<Result<Token, String>> = vec![Ok(Token(4)), Err(String::from("bad")), Ok(Token(6))];
    let all: Result<Vec<Token>, String> = checked.into_iter().collect();
    println!("failed: {}", all.is_err());
    let maybe = vec![Some(Token(7)), None, Some(Token(9))];
    let every: Option<Vec<Token>> = maybe.into_iter().collect();
    println!("missing: {}", every.is_none());
}
