//! Inputs and faults: generated files a script can open (written into the script as
//! `// bufscope: input` lines, so links carry them), files uploaded from the learner's disk, and
//! the kernel's injected faults (short writes and reads, a full disk).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::protocol::FaultSettings;

/// Uploads above this are refused: the simulator keeps every file in memory. In bytes.
pub const MAX_UPLOAD: usize = 16 * 1024 * 1024;

/// Generated inputs a learner can add with one click: `(label, header line)`.
const GENERATED: [(&str, &str); 4] = [
    (
        "a 2 MB JSON file, data.json",
        "// bufscope: input data.json=json:2000000",
    ),
    (
        "3,000 bytes of text, data.txt",
        "// bufscope: input data.txt=text:3000",
    ),
    (
        "1 MiB of bytes, data.bin",
        "// bufscope: input data.bin=bytes:1048576",
    ),
    (
        "a cut-off JSON file, broken.json",
        "// bufscope: input broken.json=json-cut:2000",
    ),
];

/// Whether the script's `// bufscope: input` lines generate a file named `name`.
fn generates(script: &str, name: &str) -> bool {
    script.lines().any(|line| {
        line.trim()
            .strip_prefix("// bufscope:")
            .and_then(|rest| rest.trim().strip_prefix("input"))
            .is_some_and(|rest| {
                rest.split_whitespace()
                    .any(|item| item.starts_with(&format!("{name}=")))
            })
    })
}

/// A number input for one fault; empty is off.
#[component]
fn FaultInput(
    label: &'static str,
    value: Signal<Option<u64>>,
    set: impl Fn(Option<u64>) + 'static,
) -> impl IntoView {
    view! {
        <label class="flex items-center gap-2">
            <span class="w-56">{label}</span>
            <input
                type="number"
                min="0"
                placeholder="off"
                aria-label=label
                class="w-32 rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
                prop:value=move || value.get().map(|v| v.to_string()).unwrap_or_default()
                on:change=move |ev| set(event_target_value(&ev).trim().parse().ok())
            />
        </label>
    }
}

#[component]
pub fn InputsPanel(
    source: RwSignal<String>,
    faults: RwSignal<FaultSettings>,
    uploads: RwSignal<Vec<(String, Vec<u8>)>>,
    /// Called after a change that should run again.
    #[prop(into)]
    rerun: Callback<()>,
) -> impl IntoView {
    let (upload_error, set_upload_error) = signal(None::<String>);
    let add_generated = move |line: &str| {
        source.update(|script| {
            if !script.lines().any(|l| l.trim() == line) {
                *script = format!("{line}\n{script}");
            }
        });
        rerun.run(());
    };
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|list| list.get(0)) else {
            return;
        };
        let name = file.name();
        if file.size() as usize > MAX_UPLOAD {
            set_upload_error.set(Some(format!(
                "{name} is {} bytes; uploads are limited to {MAX_UPLOAD} bytes",
                file.size()
            )));
            return;
        }
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
                Ok(buffer) => {
                    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                    uploads.update(|list| {
                        list.retain(|(n, _)| *n != name);
                        list.push((name, bytes));
                    });
                    set_upload_error.set(None);
                    rerun.run(());
                }
                Err(error) => set_upload_error.set(Some(format!(
                    "{name} could not be read: {}",
                    error
                        .dyn_ref::<js_sys::Error>()
                        .map(|e| String::from(e.message()))
                        .unwrap_or_else(|| format!("{error:?}"))
                ))),
            }
        });
    };
    let fault =
        move |pick: fn(&FaultSettings) -> Option<u64>| Signal::derive(move || faults.with(pick));
    view! {
        <details class="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700">
            <summary class="cursor-pointer font-semibold">"Inputs and faults"</summary>
            <div class="mt-2 grid gap-4 md:grid-cols-3">
                <div class="space-y-1">
                    <h3 class="font-semibold">"Generated files"</h3>
                    <p class="text-slate-600 dark:text-slate-400">"Adds a // bufscope: line to the script, so a link carries it."</p>
                    {GENERATED.iter().map(|(label, line)| {
                        let line = *line;
                        view! {
                            <button
                                class="block rounded border border-slate-300 px-2 py-0.5 text-left dark:border-slate-700"
                                on:click=move |_| add_generated(line)
                            >{format!("+ {label}")}</button>
                        }
                    }).collect_view()}
                </div>
                <div class="space-y-1">
                    <h3 class="font-semibold">"Your files"</h3>
                    <p class="text-slate-600 dark:text-slate-400">"The script opens them by name. They stay in this page: links do not carry them."</p>
                    <input type="file" aria-label="Upload an input file" on:change=on_file />
                    {move || upload_error.get().map(|e| view! { <p role="alert" class="text-red-700 dark:text-red-300">{e}</p> })}
                    <ul data-testid="uploads">
                        {move || uploads.get().into_iter().map(|(name, bytes)| {
                            let remove = name.clone();
                            view! {
                                <li class="flex items-center gap-2">
                                    <span class="font-mono">{name.clone()}</span>
                                    <span class="text-slate-600 dark:text-slate-400">{format!("{} bytes", bytes.len())}</span>
                                    {source.with(|script| generates(script, &name)).then(|| view! {
                                        <span class="text-amber-800 dark:text-amber-300" data-testid="upload-replaces">
                                            {format!("(replaces the script's generated {name})")}
                                        </span>
                                    })}
                                    <button
                                        class="underline"
                                        aria-label=format!("Remove {name}")
                                        on:click=move |_| {
                                            uploads.update(|l| l.retain(|(n, _)| *n != remove));
                                            rerun.run(());
                                        }
                                    >"remove"</button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                </div>
                <div class="space-y-1">
                    <h3 class="font-semibold">"Faults"</h3>
                    <FaultInput label="each write takes at most (bytes)" value=fault(|f| f.max_write) set=move |v| { faults.update(|f| f.max_write = v.filter(|n| *n > 0)); rerun.run(()); } />
                    <FaultInput label="each read returns at most (bytes)" value=fault(|f| f.max_read) set=move |v| { faults.update(|f| f.max_read = v.filter(|n| *n > 0)); rerun.run(()); } />
                    <FaultInput label="the disk is full after (bytes)" value=fault(|f| f.disk_full_after) set=move |v| { faults.update(|f| f.disk_full_after = v); rerun.run(()); } />
                </div>
            </div>
        </details>
    }
}
