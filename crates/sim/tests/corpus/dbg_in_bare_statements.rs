// `dbg!` in bare statements: the exported program wraps them in `main`, so the line `dbg!`
// reports is the one of the exported program.
let size = 4096;
let capacity = dbg!(size) * 2;
println!("{capacity}");
