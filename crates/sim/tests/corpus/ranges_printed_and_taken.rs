// Every std range type, as `{:?}` prints it through std's own `Debug` (each end formatted with
// the template's flags, `..` written on its own) and as `drain` and slicing take it; `0..` as
// an endless iterator. stdout is a pipe, and still line-buffered: a write per line.
// bufscope: stdout=pipe
fn main() {
    let mut queue = vec![10, 20, 30, 40, 50];
    let front: Vec<i32> = queue.drain(..2).collect();
    let back: Vec<i32> = queue.drain(1..).collect();
    let rest: Vec<i32> = queue.drain(..).collect();
    let mut w = vec![1, 2, 3, 4];
    w.drain(1..=2);
    w.drain(..=0);
    let n: usize = 1;
    let word = "hello";
    println!("{front:?} {back:?} {rest:?} {w:?} {:?} {:?}", &word[..n], word.get(1..=2));
    println!("{:?} {:?} {:?} {:?}", ..=n, 3u8.., (1..=4).rev().collect::<Vec<_>>(), ..);
    println!("{:>4?}|{:<3?}|{:#x?}|{:+?}", 1..4, ..2, 10..=255, -3i64..=-1);
    let r = 2u32..5;
    let total: u32 = (2u32..5).sum();
    println!("{r:?} {total}");
    for i in (0..).take(3) {
        print!("{i} ");
    }
    println!();
    eprintln!("{:?}", (0..2, 5..));
}
