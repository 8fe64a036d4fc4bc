// `next()` of a half-open range (std's `Iterator for Range`): it gives the start while that is
// below the end and moves the start on where the range lives, so the range prints moved on, a
// `while let` takes the rest, and a `for` loop after a `next` starts one further.
fn main() {
    let mut steps = 0..3;
    println!("{:?}", steps.next());
    println!("{:?} then {:?}", steps, (5u8..7).next());
    while let Some(step) = steps.next() {
        println!("step {step}");
    }
    println!("{:?} at {:?}", steps.next(), steps);
    let mut empty = 10i64..10;
    println!("{:?}", empty.next());
    let mut rest = 0..5;
    rest.next();
    for n in rest {
        print!("{n} ");
    }
    println!();
}
