let line = String::from("3");
let line = line.len();
let kind;
if line > 1 {
    kind = "long";
} else {
    kind = "short";
}
let x: u8 = 255;
let y = -128i8;
let z = 1_000_000_000_000u64;
println!("{line} {kind} {x} {y} {z} {}", 7 % 3);
