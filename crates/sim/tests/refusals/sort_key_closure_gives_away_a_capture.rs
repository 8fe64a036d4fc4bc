// rustc: E0507
// `sort_by_key` may call its closure many times: it cannot give `label` away each time.
fn main() {
    let mut words = vec!["pear", "fig", "apple"];
    let mut log: Vec<String> = Vec::new();
    let label = String::from("compared");
    words.sort_by_key(|w| {
        log.push(label);
        w.len()
    });
    println!("{words:?} {}", log.len());
}
