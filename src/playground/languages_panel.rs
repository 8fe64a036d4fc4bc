//! The same output through other languages' default stdout: what the script hands to stdout,
//! replayed through std stacks standing in for C stdio, C++ iostreams, Go, Python and Zig.

use leptos::prelude::*;

use crate::protocol::{Job, LanguageRow, RunRequest};
use crate::state::SharedClient;

/// Write sizes as a short phrase: `4096 + 1904`, `1000 × 6`.
fn writes_text(writes: &[(u64, u64)]) -> String {
    if writes.is_empty() {
        return "none".into();
    }
    let shown: Vec<String> = writes
        .iter()
        .take(4)
        .map(|&(bytes, times)| {
            if times == 1 {
                bytes.to_string()
            } else {
                format!("{times} × {bytes}")
            }
        })
        .collect();
    let more = if writes.len() > 4 { " + …" } else { "" };
    format!("{}{more}", shown.join(" + "))
}

#[component]
pub fn LanguagesPanel(request: Signal<Option<RunRequest>>, client: SharedClient) -> impl IntoView {
    let (open, set_open) = signal(false);
    let rows = RwSignal::new(None::<Result<Vec<LanguageRow>, String>>);
    // Replayed whenever the panel is open and the run changes.
    Effect::new(move |_| {
        let (Some(request), true) = (request.get(), open.get()) else {
            return;
        };
        rows.set(None);
        client.with_value(|c| {
            c.send(Job::Languages(request), move |reply| {
                rows.set(Some(reply.languages()));
            })
        });
    });
    view! {
        <details
            class="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700"
            on:toggle=move |ev| {
                let details: web_sys::HtmlDetailsElement = event_target(&ev);
                set_open.set(details.open());
            }
        >
            <summary class="cursor-pointer font-semibold">"Other languages' defaults"</summary>
            <p class="mt-2 text-slate-600 dark:text-slate-300">
                "What this script hands to stdout, replayed through the default stdout of other languages, each expressed as std's own LineWriter/BufWriter with that language's buffer size and terminal rule, onto the same target. Each row names its source and where the stand-in is approximate."
            </p>
            {move || match rows.get() {
                None => view! { <p class="mt-2 text-slate-600 dark:text-slate-400">"Replaying…"</p> }.into_any(),
                Some(Err(message)) => view! { <p class="mt-2 text-red-700 dark:text-red-300">{message}</p> }.into_any(),
                Some(Ok(list)) => view! {
                    <div class="mt-2 overflow-x-auto">
                        <table class="w-full text-left text-xs" aria-label="Other languages' defaults">
                            <thead class="text-slate-600 dark:text-slate-400">
                                <tr>
                                    <th class="pr-3">"language"</th>
                                    <th class="pr-3">"stack"</th>
                                    <th class="pr-3 text-right">"syscalls"</th>
                                    <th class="pr-3">"write sizes"</th>
                                    <th class="pr-3">"at exit"</th>
                                    <th>"caveat"</th>
                                </tr>
                            </thead>
                            <tbody>
                                {list.into_iter().map(|row| view! {
                                    <tr class="border-t border-slate-100 align-top dark:border-slate-800">
                                        <td class="pr-3">
                                            <a class="underline" href=row.source.clone() target="_blank" rel="noopener">{row.language.clone()}</a>
                                            <div class="text-slate-600 dark:text-slate-400">{row.idiom.clone()}</div>
                                        </td>
                                        <td class="pr-3 font-mono">{row.stack.clone()}</td>
                                        <td class="pr-3 text-right tabular-nums">{row.syscalls}</td>
                                        <td class="pr-3 font-mono">{writes_text(&row.writes)}</td>
                                        <td class="pr-3">{row.at_exit.description()}</td>
                                        <td class="text-slate-600 dark:text-slate-400">{row.caveat.clone()}</td>
                                    </tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                    </div>
                }.into_any(),
            }}
        </details>
    }
}
