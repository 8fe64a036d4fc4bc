// `&mut v[i]` is a reference to the vector's item itself: writes through it (`*r += 1`, a
// function taking `&mut i32`, `push_str` on a `&mut String`, an inner vector's `push` and
// index) change the vector, in a local, a field and a `Vec<u8>`.
fn bump(x: &mut i32) {
    *x += 100;
}

struct Board {
    cells: Vec<u32>,
}

fn main() {
    let mut v = vec![1, 2, 3];
    let first = &mut v[0];
    *first += 10;
    println!("{:?}", v);
    bump(&mut v[2]);
    println!("{:?}", v);
    let mut names = vec![String::from("a")];
    let n = &mut names[0];
    n.push_str("bc");
    println!("{:?}", names);
    let mut b = Board { cells: vec![0; 3] };
    let c = &mut b.cells[1];
    *c = 7;
    println!("{:?}", b.cells);
    let mut bytes = vec![1u8, 2];
    let x = &mut bytes[1];
    *x *= 5;
    println!("{:?}", bytes);
    let mut grid = vec![vec![0; 2]; 2];
    let row = &mut grid[1];
    row.push(9);
    row[0] = 4;
    println!("{:?}", grid);
}
