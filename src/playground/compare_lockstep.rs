//! Stepping A and B in lockstep by operation: each step of A is shown beside the step of B at
//! the same script line (B's lines matched to A's by their text) and the same pass through it,
//! so the same `writeln!` is seen going to a syscall in one and into a buffer in the other.

use std::sync::Arc;

use leptos::prelude::*;

use super::cause_badge::CauseBadge;
use super::stack_view::StreamBox;
use crate::protocol::{RunView, StepView};

/// Longer scripts are matched line for line by number (the text match is quadratic).
const MATCHED_LINES_MAX: usize = 2000;

/// For each line of `a` (1-based, index 0 unused), the line of `b` with the same text in their
/// longest common subsequence of lines.
pub fn line_map(a: &str, b: &str) -> Vec<Option<u32>> {
    let a: Vec<&str> = a.lines().map(str::trim).collect();
    let b: Vec<&str> = b.lines().map(str::trim).collect();
    let mut map = vec![None; a.len() + 1];
    if a.len() > MATCHED_LINES_MAX || b.len() > MATCHED_LINES_MAX {
        for (i, slot) in map.iter_mut().enumerate().skip(1) {
            *slot = (i <= b.len()).then_some(i as u32);
        }
        return map;
    }
    // lengths[i][j]: the LCS of a[i..] and b[j..].
    let mut lengths = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lengths[i][j] = if a[i] == b[j] {
                lengths[i + 1][j + 1] + 1
            } else {
                lengths[i + 1][j].max(lengths[i][j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i] == b[j] {
            map[i + 1] = Some(j as u32 + 1);
            i += 1;
            j += 1;
        } else if lengths[i + 1][j] >= lengths[i][j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    // A line B changed (`println!` → `writeln!`) pairs with B's line between the neighbours'.
    for i in 1..map.len() {
        if map[i].is_none() {
            let before = map[..i].iter().rev().flatten().next().copied().unwrap_or(0);
            let after = map[i + 1..].iter().flatten().next().copied();
            let candidate = before + 1;
            if after.is_none_or(|after| candidate < after) && (candidate as usize) <= b.len() {
                map[i] = Some(candidate);
            }
        }
    }
    map
}

/// For each step of A, the step of B at the matched line and the same pass through it (the
/// n-th time A's step reaches its line, B's n-th time at the matched line).
pub fn step_pairs(a: &[StepView], b: &[StepView], lines: &[Option<u32>]) -> Vec<Option<usize>> {
    let mut seen: std::collections::BTreeMap<u32, usize> = std::collections::BTreeMap::new();
    a.iter()
        .map(|step| {
            let pass = seen.entry(step.line).or_insert(0);
            *pass += 1;
            let line = lines.get(step.line as usize).copied().flatten()?;
            b.iter()
                .enumerate()
                .filter(|(_, s)| s.line == line)
                .nth(*pass - 1)
                .map(|(i, _)| i)
        })
        .collect()
}

/// One side at one step.
fn side(name: &'static str, run: &RunView, step: Option<&StepView>) -> impl IntoView + use<> {
    let Some(step) = step.cloned() else {
        return view! {
            <div class="min-w-0 rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700">
                <h3 class="font-semibold">{name}</h3>
                <p data-testid=if name == "A" { "lockstep-a" } else { "lockstep-b" }>"No operation at this line here."</p>
            </div>
        }
        .into_any();
    };
    let calls = run.rows_of(&step);
    let made = step.syscalls_after - step.syscalls_before;
    view! {
        <div class="min-w-0 space-y-2 rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700">
            <h3 class="font-semibold">{name}</h3>
            <p class="truncate" data-testid=if name == "A" { "lockstep-a" } else { "lockstep-b" }>
                {format!("line {}: {} → {}", step.line, step.label, match made {
                    0 => "no syscall".to_string(),
                    1 => "1 syscall".to_string(),
                    n => format!("{n} syscalls"),
                })}
            </p>
            <ul class="font-mono text-xs">
                {calls.iter().map(|row| view! {
                    <li><span class=format!("rounded px-1 {}", row.cause.badge_class())>{row.cause.label()}</span> " " {row.strace.clone()}</li>
                }).collect_view()}
            </ul>
            <ol class="space-y-2">
                // Only the layers made by then: two stacks side by side need no still layout,
                // and a layer drawn ahead of its creation is faint (too faint for axe's contrast).
                {step.streams.into_iter().filter_map(|mut stream| {
                    stream.layers.retain(|layer| layer.exists);
                    (!stream.layers.is_empty()).then(|| view! { <StreamBox stream=stream /> })
                }).collect_view()}
            </ol>
        </div>
    }
    .into_any()
}

/// A and B stepped together, by A's operations.
#[component]
pub fn Lockstep(
    a: Arc<RunView>,
    b: Arc<RunView>,
    script_a: String,
    script_b: String,
) -> impl IntoView {
    let pairs = step_pairs(&a.steps, &b.steps, &line_map(&script_a, &script_b));
    let count = a.steps.len();
    let at = RwSignal::new(0usize);
    let button = "rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800";
    view! {
        <div class="space-y-2" data-testid="lockstep">
            <div class="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Step A and B together">
                <h3 class="font-semibold">"Step both"</h3>
                <button class=button aria-label="Both back one step" on:click=move |_| at.update(|i| *i = i.saturating_sub(1))>"◀"</button>
                <button class=button aria-label="Both forward one step" on:click=move |_| at.update(|i| *i = (*i + 1).min(count.saturating_sub(1)))>"▶"</button>
                <span class="text-sm" data-testid="lockstep-position">{move || format!("operation {} of {count} in A", at.get() + 1)}</span>
            </div>
            <div class="grid grid-cols-1 gap-3 md:grid-cols-2">
                {move || {
                    let i = at.get();
                    let b_step = pairs.get(i).copied().flatten().and_then(|j| b.steps.get(j));
                    view! { {side("A", &a, a.steps.get(i))} {side("B", &b, b_step)} }
                }}
            </div>
        </div>
    }
}
