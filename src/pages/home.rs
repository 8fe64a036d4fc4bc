//! The landing page: what bufscope does, and a first live chart.

use leptos::prelude::*;

use crate::components::capacity_chart::CapacityChart;

#[component]
pub fn HomePage() -> impl IntoView {
    crate::components::page_title::set_page_title("About");
    view! {
        <section>
            <h1 class="text-3xl font-bold tracking-tight">"See where your bytes wait"</h1>
            <p class="mt-4 text-lg text-slate-700 dark:text-slate-300">
                "bufscope runs Rust's own std I/O types — BufWriter, LineWriter, BufReader, println! — over a simulated kernel in your browser, and shows every byte entering a buffer and every syscall leaving it. "
                "You see the same syscalls, sizes and order that strace shows for the compiled program, and what they cost."
            </p>
        </section>
        <CapacityChart />
    }
}
