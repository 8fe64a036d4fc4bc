// rustc: E0308
let Ok(f) = File::open("data.txt") else {
    println!("missing");
};
drop(f);
