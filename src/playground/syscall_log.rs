//! The syscall log: strace lines with their cause, and what caused them on click.

use leptos::prelude::*;

use super::run_view::{LogFilter, SyscallRow};

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

/// Filter controls: an fd, a syscall, and strace's `awk '/= 1$/'` trick.
#[component]
fn FilterBar(rows: Vec<SyscallRow>, set_filter: WriteSignal<LogFilter>) -> impl IntoView {
    let mut fds: Vec<i32> = rows.iter().map(|r| r.fd).filter(|fd| *fd >= 0).collect();
    fds.sort_unstable();
    fds.dedup();
    let mut names: Vec<&'static str> = rows.iter().map(|r| r.syscall).collect();
    names.sort_unstable();
    names.dedup();
    let select = "rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700";
    view! {
        <div class="mb-2 flex flex-wrap gap-3 text-sm">
            <label>
                "fd "
                <select
                    data-testid="filter-fd"
                    class=select
                    on:change=move |ev| {
                        let fd = event_target_value(&ev).parse().ok();
                        set_filter.update(|f| f.fd = fd);
                    }
                >
                    <option value="">"all"</option>
                    {fds.into_iter().map(|fd| view! { <option value=fd.to_string()>{fd}</option> }).collect_view()}
                </select>
            </label>
            <label>
                "syscall "
                <select
                    data-testid="filter-syscall"
                    class=select
                    on:change=move |ev| {
                        let name = Some(event_target_value(&ev)).filter(|n| !n.is_empty());
                        set_filter.update(|f| f.syscall = name);
                    }
                >
                    <option value="">"all"</option>
                    {names.into_iter().map(|n| view! { <option value=n>{n}</option> }).collect_view()}
                </select>
            </label>
            <label>
                <input
                    data-testid="filter-one-byte"
                    type="checkbox"
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        set_filter.update(|f| f.one_byte = on);
                    }
                />
                " only 1-byte calls"
            </label>
        </div>
    }
}

#[component]
pub fn SyscallLog(
    /// The rows to show, in order.
    rows: Vec<SyscallRow>,
    /// Syscalls counted but not listed.
    omitted: u64,
) -> impl IntoView {
    let (filter, set_filter) = signal(LogFilter::default());
    let all = rows.clone();
    let shown = move || {
        filter.with(|f| {
            all.iter()
                .filter(|r| f.keeps(r))
                .cloned()
                .collect::<Vec<_>>()
        })
    };
    view! {
        <FilterBar rows=rows set_filter=set_filter />
        <div class="max-h-96 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
            <table class="w-full text-left font-mono text-xs" data-testid="syscall-log">
                <tbody>
                    {move || shown()
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
