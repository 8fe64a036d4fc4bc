// bufscope fuzz finding: hang-copy-per-view-len
// What: a method that only reads a `&mut v[a..b]` view passed to a function copied the bytes
//   it views before each call (interp_slice.rs `read_through_view`): `view.len()` in a loop over
//   a 50 MB view copies 50 MB per step, so the budget would take hours. Found by review of the
//   fix for hang-copy-per-step, which had moved the copy from the variable to the view.
// Run: bufscope_sim::run::run(script, &environment, Limits::default()) as the web worker does.
// Environment: Environment::default().
fn spin(view: &mut [u8]) {
    loop {
        let n = view.len();
    }
}
let mut v = vec![0u8; 50_000_000];
spin(&mut v[1..]);
