// A small stack machine returning `Result<Vec<i64>, String>`: `.ok_or("…")?` converts the
// `&str` into the `String` error as std's `From<&str> for String` does (bufscope refused it
// with a false E0277), `ok_or_else` makes one, `continue` after a jump; a `VecDeque` that
// grows while `while let` drains it; a 2-D array filled through `iter_mut` and read by column.
use std::collections::VecDeque;

#[derive(Debug, Clone, PartialEq)]
enum Cmd { Push(i64), Pop, Add, Dup, Jump(usize) }

fn run(program: &[Cmd]) -> Result<Vec<i64>, String> {
    let mut stack = Vec::new();
    let mut pc = 0;
    let mut steps = 0;
    while pc < program.len() {
        steps += 1;
        if steps > 50 { return Err(format!("too many steps at {pc}")); }
        match &program[pc] {
            Cmd::Push(n) => stack.push(*n),
            Cmd::Pop => { stack.pop().ok_or("pop on empty")?; }
            Cmd::Add => {
                let (a, b) = (stack.pop().ok_or("empty")?, stack.pop().ok_or("empty")?);
                stack.push(a + b);
            }
            Cmd::Dup => {
                let top = *stack.last().ok_or_else(|| String::from("dup on empty"))?;
                stack.push(top);
            }
            Cmd::Jump(to) => { pc = *to; continue; }
        }
        pc += 1;
    }
    Ok(stack)
}

fn main() {
    let prog = vec![Cmd::Push(2), Cmd::Dup, Cmd::Add, Cmd::Push(5), Cmd::Add];
    println!("{:?}", run(&prog));
    println!("{:?}", run(&[Cmd::Pop]));
    println!("{:?}", run(&[Cmd::Dup]));
    println!("{:?}", run(&[Cmd::Push(1), Cmd::Jump(0)]));
    let mut q: VecDeque<(u32, &str)> = VecDeque::new();
    q.push_back((2, "b"));
    q.push_front((1, "a"));
    q.push_back((3, "c"));
    while let Some((n, s)) = q.pop_front() {
        if n == 2 { q.push_back((9, "late")); }
        print!("{n}{s} ");
    }
    println!("{}", q.is_empty());
    let mut grid = [[0u8; 4]; 3];
    for (r, row) in grid.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            *cell = (r * 4 + c) as u8;
        }
    }
    let diag: Vec<u8> = (0..3).map(|i| grid[i][i]).collect();
    let col_sums: Vec<u32> = (0..4).map(|c| grid.iter().map(|row| row[c] as u32).sum::<u32>()).collect();
    println!("{:?} {:?} {:?}", grid[2], diag, col_sums);
}
