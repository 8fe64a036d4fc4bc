// `dbg!` of several values is a tuple of one `dbg!` per value: each value its own line, every
// line at the outer call's place, the tuple given back. Also the expressions whose text rustc
// prints in a known way: tuples, arrays, ranges, a turbofish, a closure inside a method chain.
fn main() {
    let width: i32 = 40;
    let label = "frame";
    let sizes = vec![512, 1024, 4096];
    let (w, l) = dbg!(width, label);
    let kept = dbg!(sizes.len(), width * 2,);
    let alone = dbg!(width,);
    dbg!((w, l));
    dbg!((alone,));
    dbg!([width, 8]);
    dbg!([0u8; 3]);
    dbg!(sizes.iter().sum::<i32>());
    dbg!(1..4, ..2, 3..);
    dbg!(sizes.iter().map(|n| n / 512).collect::<Vec<_>>());
    dbg!(sizes.iter().any(move |_| true));
    dbg!(width as u8, -width, !false);
    dbg!(sizes[1..].len());
    println!("{w} {l} {kept:?} {alone}");
}
