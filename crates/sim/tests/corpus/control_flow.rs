// bufscope: stdout=file
let mut i = 0;
let mut total: u64 = 0;
loop {
    i += 1;
    if i % 3 == 0 {
        continue;
    }
    if i > 20 {
        break;
    }
    total += i as u64;
    while total > 50 {
        total -= 7;
    }
}
println!("i={} total={}", i, total);
let label = if total % 2 == 0 { "even" } else { "odd" };
println!("{label}");
