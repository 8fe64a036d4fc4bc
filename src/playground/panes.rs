//! The playground's panes: tabs on a narrow screen, side by side from `lg` up; in an embed, the
//! views of its tab bar.

use leptos::prelude::*;

use super::embed_options::EmbedView;

/// One pane of the full page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pane {
    Script,
    Stack,
    Syscalls,
    Summary,
}

const PANES: [(Pane, &str); 4] = [
    (Pane::Script, "Script"),
    (Pane::Stack, "Stack"),
    (Pane::Syscalls, "Syscalls"),
    (Pane::Summary, "Summary"),
];

/// Which pane or embed view is open, and the classes that show or hide a piece accordingly.
#[derive(Debug, Clone, Copy)]
pub struct PaneChoice {
    /// In an embed: its views, one at a time at every width.
    pub embedded: bool,
    pub pane: RwSignal<Pane>,
    pub view: RwSignal<EmbedView>,
}

impl PaneChoice {
    /// The classes of a piece that is pane `which` of the full page (a tab on a narrow
    /// screen, side by side from `lg`), and in the embed part of `views`.
    pub fn shown(
        self,
        which: Pane,
        views: &'static [EmbedView],
    ) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
        move || {
            if self.embedded {
                if views.contains(&self.view.get()) {
                    "space-y-4"
                } else {
                    "hidden"
                }
            } else if self.pane.get() == which {
                "block"
            } else {
                "hidden lg:block"
            }
        }
    }
}

/// The tabs that pick a pane on a narrow screen (hidden from `lg` up, where all show).
#[component]
pub fn PaneTabs(pane: RwSignal<Pane>) -> impl IntoView {
    view! {
        <div role="tablist" aria-label="Panes" class="flex gap-1 border-b border-slate-200 lg:hidden dark:border-slate-700">
            {PANES.map(|(which, label)| view! {
                <button
                    role="tab"
                    aria-selected=move || (pane.get() == which).to_string()
                    class=move || if pane.get() == which {
                        "rounded-t border-b-2 border-amber-500 px-3 py-1 text-sm font-semibold"
                    } else {
                        "px-3 py-1 text-sm text-slate-600 dark:text-slate-400"
                    }
                    on:click=move |_| pane.set(which)
                >{label}</button>
            })}
        </div>
    }
}
