//! The frame of every full page: the header, the main column, the footer. Each bundle puts its
//! routes inside it.

use leptos::prelude::*;

use super::site_footer::SiteFooter;
use super::site_header::SiteHeader;
use crate::bundle::Bundle;

#[component]
pub fn PageFrame(
    /// The bundle the page belongs to: its links navigate in place.
    here: Bundle,
    children: Children,
) -> impl IntoView {
    view! {
        <div class="flex min-h-screen flex-col">
            <SiteHeader here=here />
            <main id="main" tabindex="-1" class="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none">{children()}</main>
            <SiteFooter />
        </div>
    }
}
