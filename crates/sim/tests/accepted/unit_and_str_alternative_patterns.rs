// `Ok(())` matches the unit value; `"get" | "put"` on a `&str`: each alternative is a `&str`.
fn main() {
    let s: &str = "x";
    match s { "get" | "put" => {}, _ => {} }
    let r: Result<(), ()> = Ok(());
    match r { Ok(()) => {}, Err(()) => {} }
}
