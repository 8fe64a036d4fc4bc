//! The playground: paste a script, run it over the simulated kernel, see every syscall.

use leptos::prelude::*;

use bufscope_sim::header::environment_from_header;
use bufscope_sim::kernel::{Environment, StreamTarget};
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;

use crate::examples::EXAMPLES;
use crate::playground::run_summary::RunSummary;
use crate::playground::run_view::RunView;
use crate::playground::script_editor::ScriptEditor;
use crate::playground::syscall_log::SyscallLog;

/// What the last press of Run produced.
#[derive(Debug, Clone, PartialEq)]
enum Outcome {
    Ran(Box<RunView>),
    /// The script was rejected (or its settings were malformed): the message, and its line.
    Rejected(String, Option<u32>),
}

const TARGETS: [(&str, StreamTarget); 4] = [
    ("terminal", StreamTarget::Terminal),
    ("file", StreamTarget::File),
    ("pipe", StreamTarget::Pipe),
    ("/dev/null", StreamTarget::Null),
];

fn target_named(name: &str) -> StreamTarget {
    TARGETS
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(StreamTarget::Terminal, |(_, t)| *t)
}

fn simulate(source: &str, stdout: StreamTarget, stderr: StreamTarget) -> Outcome {
    let defaults = Environment {
        stdout,
        stderr,
        ..Environment::default()
    };
    // The script's own `// bufscope:` lines (inputs, redirections) win over the selectors.
    let environment = match environment_from_header(source, defaults) {
        Ok(environment) => environment,
        Err(message) => return Outcome::Rejected(format!("settings: {message}"), None),
    };
    match run(source, &environment, Limits::default()) {
        Ok(report) => Outcome::Ran(Box::new(RunView::of(&report))),
        Err(error) => Outcome::Rejected(error.to_string(), Some(error.span.line)),
    }
}

#[component]
fn TargetSelect(label: &'static str, set: WriteSignal<StreamTarget>) -> impl IntoView {
    view! {
        <label class="text-sm">
            {label} " → "
            <select
                class="rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
                on:change=move |ev| set.set(target_named(&event_target_value(&ev)))
            >
                {TARGETS.iter().map(|(name, _)| view! { <option value=*name>{*name}</option> }).collect_view()}
            </select>
        </label>
    }
}

#[component]
pub fn PlaygroundPage() -> impl IntoView {
    let (source, set_source) = signal(EXAMPLES[0].script.to_string());
    let (stdout, set_stdout) = signal(StreamTarget::Terminal);
    let (stderr, set_stderr) = signal(StreamTarget::Terminal);
    let (outcome, set_outcome) = signal(None::<Outcome>);
    let error_line = Signal::derive(move || match outcome.get() {
        Some(Outcome::Rejected(_, line)) => line,
        _ => None,
    });
    let run_now =
        move |_| set_outcome.set(Some(simulate(&source.get(), stdout.get(), stderr.get())));

    view! {
        <h1 class="text-2xl font-bold">"Playground"</h1>
        <p class="mt-2 text-slate-600 dark:text-slate-300">
            "Paste Rust I/O code, or pick an example. It runs on std's own types over a simulated kernel, in this page; every syscall below is one the compiled program makes."
        </p>
        <div class="mt-4 flex flex-wrap items-center gap-4">
            <label class="text-sm">
                "Example: "
                <select
                    data-testid="examples"
                    class="rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
                    on:change=move |ev| {
                        if let Ok(i) = event_target_value(&ev).parse::<usize>()
                            && let Some(example) = EXAMPLES.get(i)
                        {
                            set_source.set(example.script.to_string());
                            set_outcome.set(None);
                        }
                    }
                >
                    {EXAMPLES
                        .iter()
                        .enumerate()
                        .map(|(i, e)| view! { <option value=i.to_string()>{e.title}</option> })
                        .collect_view()}
                </select>
            </label>
            <TargetSelect label="stdout" set=set_stdout />
            <TargetSelect label="stderr" set=set_stderr />
            <button
                data-testid="run"
                class="rounded bg-amber-500 px-4 py-1 font-semibold text-slate-950 hover:bg-amber-400"
                on:click=run_now
            >
                "Run"
            </button>
        </div>
        <div class="mt-4">
            <ScriptEditor source=source set_source=set_source error_line=error_line />
        </div>
        {move || match outcome.get() {
            None => ().into_any(),
            Some(Outcome::Rejected(message, _)) => {
                view! {
                    <pre
                        data-testid="rejection"
                        class="mt-4 whitespace-pre-wrap rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
                    >
                        {message}
                    </pre>
                }
                    .into_any()
            }
            Some(Outcome::Ran(run)) => {
                let terminal = run.terminal.clone();
                let (rows, omitted) = (run.rows.clone(), run.omitted);
                view! {
                    <section class="mt-6 grid gap-6 lg:grid-cols-2">
                        <div>
                            <h2 class="mb-2 font-semibold">"Syscalls"</h2>
                            <SyscallLog rows=rows omitted=omitted />
                        </div>
                        <div class="space-y-4">
                            <RunSummary run=*run />
                            <div>
                                <h2 class="mb-2 font-semibold">"Terminal"</h2>
                                <pre
                                    data-testid="terminal"
                                    class="min-h-24 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100"
                                >
                                    {terminal}
                                </pre>
                            </div>
                        </div>
                    </section>
                }
                    .into_any()
            }
        }}
    }
}
