// rustc: E0005
let Ok(f) = File::open("data.txt");
drop(f);
