//! "Run it for real": the script as a Cargo project to download, with the strace command that
//! shows the same syscalls, so a learner can check the simulation on their own machine.

use leptos::prelude::*;

use crate::charts::download::save_text;
use crate::protocol::{ExportView, Job, RunRequest};
use crate::state::SharedClient;

#[component]
pub fn ExportPanel(
    /// What the playground would run now.
    #[prop(into)]
    request: Signal<RunRequest>,
    client: SharedClient,
) -> impl IntoView {
    let exported = RwSignal::new(None::<Result<ExportView, String>>);
    let export = move |_| {
        let request = request.get_untracked();
        client.with_value(|c| {
            c.send(Job::Export(request), move |reply| {
                let result = reply.exported();
                if let Ok(view) = &result
                    && let Err(error) =
                        save_text(&view.project_sh, "text/x-shellscript", &view.file_name)
                {
                    leptos::logging::warn!("project not saved: {error:?}");
                }
                exported.set(Some(result));
            })
        });
    };
    view! {
        <details class="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700" data-testid="export">
            <summary class="cursor-pointer font-semibold">"Run it for real"</summary>
            <p class="mt-2">
                "Download this script as a Cargo project (what "<code>"bufscope export"</code>" gives, with the files it reads), build it, and trace it: the real program makes the syscalls listed here."
            </p>
            <button
                class="mt-2 rounded border border-slate-300 px-3 py-1 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                on:click=export
            >"Download the project"</button>
            {move || exported.get().map(|result| match result {
                Ok(view) => view! {
                    <ol class="mt-2 list-decimal space-y-1 pl-5">
                        <li><code class="font-mono">{format!("sh {} && cd bufscope-run && cargo build --release", view.file_name)}</code></li>
                        <li>
                            <label class="block">
                                "Then trace it:"
                                <input
                                    class="mt-1 w-full rounded border border-slate-300 bg-transparent px-1 font-mono text-xs dark:border-slate-600"
                                    readonly
                                    data-testid="strace-command"
                                    prop:value=view.strace.clone()
                                />
                            </label>
                        </li>
                        <li>"strace.txt then holds one line per syscall, as the log here shows them."</li>
                    </ol>
                }.into_any(),
                Err(message) => view! { <p role="alert" class="mt-2 text-red-700 dark:text-red-300">{message}</p> }.into_any(),
            })}
        </details>
    }
}
