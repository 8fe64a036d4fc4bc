//! Browser entry point: install the panic hook, read a compressed link, then mount the app.

fn main() {
    // A panic in wasm otherwise shows only "unreachable executed" in the console.
    console_error_panic_hook::set_once();
    // A compressed link is read (asynchronously, by the browser) before the app reads its URL.
    wasm_bindgen_futures::spawn_local(async {
        bufscope::playground::share::expand_link().await;
        mount();
    });
}

// Kept out of the async block, whose state machine would otherwise hold a copy of it.
#[inline(never)]
fn mount() {
    leptos::mount::mount_to_body(bufscope::app::App);
}
