//! The syscall log: strace lines with their cause, and what caused them on click.

use leptos::prelude::*;

use super::run_view::SyscallRow;

/// Badge colours by cause, so a learner sees at a glance why data moved.
fn badge_class(cause: &str) -> &'static str {
    match cause {
        "unbuffered" => "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100",
        "newline" => "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100",
        "buffer full" | "refill" => {
            "bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
        }
        "bypass" => "bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100",
        "flush" | "drop" | "into_inner" | "exit cleanup" => {
            "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100"
        }
        _ => "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
    }
}

#[component]
pub fn SyscallLog(
    /// The rows to show, in order.
    rows: Vec<SyscallRow>,
    /// Syscalls counted but not listed.
    omitted: u64,
) -> impl IntoView {
    view! {
        <div class="max-h-96 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
            <table class="w-full text-left font-mono text-xs" data-testid="syscall-log">
                <tbody>
                    {rows
                        .into_iter()
                        .map(|row| {
                            let chain = row.stack.join(" → ");
                            let line = row.line.map(|l| format!("line {l}")).unwrap_or_default();
                            view! {
                                <tr class="border-b border-slate-100 align-top dark:border-slate-800">
                                    <td class="px-2 py-1 text-slate-400">{row.seq}</td>
                                    <td class="px-2 py-1">
                                        <span class=format!("rounded px-1.5 py-0.5 {}", badge_class(row.cause))>
                                            {row.cause}
                                        </span>
                                    </td>
                                    <td class="px-2 py-1">
                                        <details>
                                            <summary class="cursor-pointer whitespace-pre">{row.strace}</summary>
                                            <div class="mt-1 text-slate-500">{line} " " {chain}</div>
                                        </details>
                                    </td>
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
            {(omitted > 0)
                .then(|| {
                    view! {
                        <p class="p-2 text-sm text-slate-500" data-testid="omitted">
                            {format!("… and {omitted} more syscalls, counted in the summary")}
                        </p>
                    }
                })}
        </div>
    }
}
