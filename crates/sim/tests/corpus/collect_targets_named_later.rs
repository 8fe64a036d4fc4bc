// `collect` whose target a later `collect`, a `let` or a return type names, as rustc infers it:
// rows of chars, rows of parsed numbers, a function's `Vec<String>`.
fn words(line: &str) -> Vec<String> {
    line.split_whitespace().map(|w| w.chars().rev().collect()).collect()
}

fn main() {
    let grid = ["..#.", "#...", "...."];
    let cells: Vec<Vec<char>> = grid.iter().map(|row| row.chars().collect()).collect();
    println!("{} rows, {:?}", cells.len(), cells[1]);
    let table: Vec<Vec<u32>> = ["1,2,3", "4,5", "6"]
        .iter()
        .map(|row| row.split(',').map(|n| n.parse().unwrap()).collect())
        .collect();
    println!("{table:?}");
    let sets: Vec<std::collections::BTreeSet<u8>> =
        [vec![3, 1, 3], vec![2, 2]].into_iter().map(|v| v.into_iter().collect()).collect();
    println!("{sets:?} {:?}", words("hello big world"));
    let later = (1..4).map(|i| i * 10).collect();
    let kept: Vec<u64> = later;
    println!("{kept:?}");
}
