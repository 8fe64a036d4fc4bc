// rustc: E0425
if let Ok(f) = File::open("data.txt") {
    println!("opened");
}
f.sync_all()?;
