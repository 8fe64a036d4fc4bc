// A turbofish on the script's own generic functions whose parameters hold `T` inside another
// type (`&[T]`, `Vec<Vec<T>>`): the written type fixes `T`, which types the literals inside
// the arguments (`smallest::<u8>(&[9, 2, 3])` makes u8s), the way rustc reads it.
fn smallest<T: PartialOrd + Copy>(items: &[T]) -> T {
    let mut least = items[0];
    for &item in items {
        if item < least {
            least = item;
        }
    }
    least
}

fn firsts<T: Clone>(rows: Vec<Vec<T>>) -> Vec<T> {
    rows.iter().map(|row| row[0].clone()).collect()
}

fn main() {
    println!("{}", smallest::<u8>(&[9, 2, 3]));
    println!("{}", smallest::<f64>(&[2.5, 1.5, 4.0]));
    let words = vec![vec!["a".to_string(), "b".to_string()], vec!["c".to_string()]];
    println!("{:?}", firsts::<String>(words));
    println!("{}", smallest::<i64>(&[-3, 7]) - 1);
}
