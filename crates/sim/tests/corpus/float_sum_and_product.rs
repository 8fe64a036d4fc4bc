// `sum` and `product` of floats as std computes them: from `-0.0` (a sum) and `1.0` (a
// product), so an empty sum is `-0` and a sum of `-0.0`s stays `-0`; in `f64` and `f32`, typed
// by a turbofish, a `let` or a function's return type.
fn total(values: &[f32]) -> f32 {
    values.iter().sum()
}

fn main() {
    let empty: Vec<f64> = Vec::new();
    let s: f64 = empty.iter().sum();
    let p: f64 = empty.iter().product();
    println!("{s} {p} {:?}", s);
    let zeros = [-0.0, -0.0];
    println!("{}", zeros.iter().sum::<f64>());
    let prices = vec![1.5, 2.25, 0.1];
    println!("{} {}", prices.iter().sum::<f64>(), prices.iter().product::<f64>());
    let small: Vec<f32> = vec![0.1, 0.2, 0.3];
    println!("{} {} {}", total(&small), total(&[]), small.iter().map(|x| x * x).sum::<f32>());
    let count: usize = [1usize, 2].iter().sum();
    println!("{count}");
}
