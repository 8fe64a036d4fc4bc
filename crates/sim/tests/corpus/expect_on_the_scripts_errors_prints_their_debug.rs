// bufscope: stderr=file
// `unwrap`/`expect` of an `Err` holding the script's own type panic with its `Debug` (derived
// here, nested in a struct), as `{:?}` of a `Vec` of such results prints it; `unwrap_err` of
// an `Ok` prints the script's value the same way.
#[derive(Debug)]
enum Reason {
    Empty,
    Code(i32),
}

#[derive(Debug)]
struct Failure {
    reason: Reason,
    line: usize,
}

fn check(n: i32) -> Result<i32, Failure> {
    match n {
        0 => Err(Failure { reason: Reason::Empty, line: 1 }),
        n if n < 0 => Err(Failure { reason: Reason::Code(n), line: 2 }),
        n => Ok(n),
    }
}

fn main() {
    let results: Vec<Result<i32, Reason>> = vec![Ok(1), Err(Reason::Empty), Err(Reason::Code(7))];
    println!("{results:?}");
    println!("{:#?}", check(-3));
    let first = check(4).unwrap();
    println!("{first}");
    let kept: Result<Reason, String> = Ok(Reason::Code(5));
    println!("{:?}", kept.as_ref().map(|r| matches!(r, Reason::Code(_))));
    let n = check(-1).expect("the check failed");
    println!("unreachable {n}");
}
