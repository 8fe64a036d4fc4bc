//! The embed's tabs: one view at a time, at every width. A blog post already shows the code, so
//! the embed opens on the run (stepper, stack, device and log); the code is one click away.

use leptos::prelude::*;

use super::embed_options::EmbedView;

/// The tab bar; the playground shows the views (all rendered once, hidden when not chosen, so a
/// stepper keeps its place across a switch).
#[component]
pub fn EmbedTabBar(
    /// The view shown.
    view: RwSignal<EmbedView>,
) -> impl IntoView {
    let tab_class = move |which: EmbedView| {
        if view.get() == which {
            "rounded-t border-b-2 border-amber-500 px-3 py-1 text-sm font-semibold"
        } else {
            "px-3 py-1 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        }
    };
    view! {
        <div role="tablist" aria-label="Views" class="flex gap-1">
            {EmbedView::ALL.map(|which| view! {
                <button
                    role="tab"
                    aria-selected=move || (view.get() == which).to_string()
                    class=move || tab_class(which)
                    on:click=move |_| view.set(which)
                >{which.label()}</button>
            })}
        </div>
    }
}
