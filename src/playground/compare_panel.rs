//! Script B: the changes offered for it (computed from its text), its own editor, and a way
//! back to a plain copy of A. A change is a real edit of B's text, shown in B's editor, which
//! stays editable; once edited by hand, B keeps its own text.

use bufscope_course::script_change::ScriptChange;
use leptos::prelude::*;

use super::compare_state::CompareState;
use super::script_editor::ScriptEditor;

#[component]
pub fn ComparePanel(
    /// Script A.
    #[prop(into)]
    script_a: Signal<String>,
    /// B, as the changes made to A or its own text.
    compare: RwSignal<Option<CompareState>>,
    /// Where B was rejected.
    #[prop(into)]
    error_at: Signal<Option<(u32, u32)>>,
    /// B changed: run both again (at once after a change, after a pause in typing).
    #[prop(into)]
    changed: Callback<bool>,
    #[prop(default = false)] readonly: bool,
) -> impl IntoView {
    let script_b = Signal::derive(move || {
        compare.with(|c| {
            c.as_ref()
                .map(|c| c.script_b(&script_a.get()))
                .unwrap_or_default()
        })
    });
    let make = move |change: ScriptChange| {
        compare.update(|c| {
            let Some(c) = c else { return };
            match &c.script {
                // B is still A with changes: the list grows, and follows A's later edits.
                None => c.changes.push(change),
                Some(text) => c.script = change.apply(text).or(c.script.take()),
            }
        });
        changed.run(false);
    };
    let applied = move || {
        compare.with(|c| {
            c.as_ref()
                .map(|c| {
                    c.changes
                        .iter()
                        .map(|ch| ch.label())
                        .collect::<Vec<_>>()
                        .join(", then ")
                })
                .unwrap_or_default()
        })
    };
    let button = "rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800";
    view! {
        <section class="space-y-2" aria-label="Script B" data-testid="compare-b">
            <div class="flex flex-wrap items-center gap-2">
                <h2 class="font-semibold">"B"</h2>
                <span class="text-sm text-slate-600 dark:text-slate-300" data-testid="compare-applied">
                    {move || match applied() {
                        text if text.is_empty() => "a copy of A".to_string(),
                        text => format!("A with: {text}"),
                    }}
                    {move || compare.with(|c| c.as_ref().is_some_and(|c| c.script.is_some())).then_some(" (edited)")}
                </span>
            </div>
            {(!readonly).then(|| view! {
                <div class="flex flex-wrap items-center gap-2" role="group" aria-label="Change B">
                    {move || ScriptChange::offered(&script_b.get()).into_iter().map(|change| view! {
                        <button class=button data-change=change.id() on:click=move |_| make(change)>{change.label()}</button>
                    }).collect_view()}
                    <button
                        class=button
                        on:click=move |_| {
                            compare.set(Some(CompareState::default()));
                            changed.run(false);
                        }
                    >"B = A"</button>
                </div>
            })}
            <ScriptEditor
                source=script_b
                on_edit=move |text: String| {
                    compare.update(|c| {
                        if let Some(c) = c {
                            c.script = Some(text);
                        }
                    });
                    changed.run(true);
                }
                on_run=move |()| changed.run(false)
                error_at=error_at
                current_line=Signal::derive(|| None::<u32>)
                readonly=readonly
            />
        </section>
    }
}
