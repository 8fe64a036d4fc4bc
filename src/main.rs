//! Browser entry point: install the panic hook, then mount the app.

fn main() {
    // A panic in wasm otherwise shows only "unreachable executed" in the console.
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(bufscope::app::App);
}
