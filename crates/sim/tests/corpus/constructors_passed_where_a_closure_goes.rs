// A constructor named where a closure goes, as rustc passes the function item: `Some`, `Ok`
// and `Err` by their bare names, the script's tuple struct and an enum's tuple variant.
#[derive(Debug)]
struct Celsius(f64);

#[derive(Debug)]
enum Cell {
    Number(i64),
    Text(String),
}

fn main() {
    let wrapped: Vec<Option<char>> = "abc".chars().map(Some).collect();
    println!("{wrapped:?}");
    let accepted: Vec<Result<u8, String>> = vec![1, 2].into_iter().map(Ok).collect();
    let refused: Vec<Result<u8, String>> = vec!["no".to_string()].into_iter().map(Err).collect();
    println!("{accepted:?} {refused:?}");
    let temperatures: Vec<Celsius> = vec![21.5, -3.0].into_iter().map(Celsius).collect();
    println!("{temperatures:?}");
    let cells: Vec<Cell> = "7 x 12"
        .split(' ')
        .map(String::from)
        .map(Cell::Text)
        .chain(vec![5, 6].into_iter().map(Cell::Number))
        .collect();
    println!("{cells:?}");
    let firsts = vec![vec![1], vec![], vec![3, 4]];
    let heads: Vec<Option<&i32>> = firsts.iter().map(|v| v.first()).collect();
    println!("{heads:?}");
}
