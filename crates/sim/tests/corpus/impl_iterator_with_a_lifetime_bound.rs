// A function returning `impl Iterator<Item = T> + 'a` (or `+ '_`): an iterator of `T` that
// borrows its argument, as without the bound (Rust 2024 captures the lifetimes anyway);
// bufscope refused it with a false E0277.
fn double_positives<'a>(numbers: &'a Vec<i32>) -> impl Iterator<Item = i32> + 'a {
    numbers.iter().filter(|x| x > &&0).map(|x| x * 2)
}

fn words(text: &str) -> impl Iterator<Item = &str> + '_ {
    text.split(' ').filter(|w| !w.is_empty())
}

fn main() {
    let singles = vec![-3, -2, 2, 3];
    let doubles: Vec<i32> = double_positives(&singles).collect();
    println!("{doubles:?}");
    for word in words("a  quiet   day") {
        println!("{word}");
    }
}
