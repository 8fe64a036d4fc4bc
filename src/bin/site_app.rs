//! Browser entry point of the site bundle (`site.html`).

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(bufscope::site_app::SiteApp);
}
