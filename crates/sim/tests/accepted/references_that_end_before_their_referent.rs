let text = String::from("alpha be gamma");
let mut longest = "";
for word in text.split(' ') {
    if word.len() > longest.len() {
        longest = word;
    }
}
let mut r = &text;
{
    let other = String::from("inner");
    r = &other;
    println!("{r}");
}
r = &text;
let owned = String::from("abc");
let view;
{
    let t = &owned;
    view = &t[1..];
}
let mut kept: Vec<&str> = Vec::new();
{
    let local = String::from("gone");
    kept.push(&local);
    println!("{}", kept.len());
}
kept = vec![longest];
println!("{longest} {r} {view} {kept:?}");
