// rustc: E0004
let f = match File::open("data.txt") {
    Ok(f) => f,
};
drop(f);
