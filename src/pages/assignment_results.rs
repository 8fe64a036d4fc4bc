//! `/assignment/results`: the teacher's class view. Drop (or pick) the students' results files:
//! per exercise, how many were right on the first attempt, the attempts and the first answers
//! given; per student, the totals; all as CSV. Read in this browser, nothing uploaded.

use leptos::prelude::*;
use wasm_bindgen_futures::JsFuture;

use crate::course::class_results::{StudentResults, by_exercise, parse, to_csv};
use crate::download::download;

/// Reads every file of `files`, in order: each student's results, or the file's name and why
/// it could not be read.
async fn read_files(files: Vec<web_sys::File>) -> Vec<Result<StudentResults, String>> {
    let mut read = Vec::new();
    for file in files {
        let name = file.name();
        let text = JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|t| t.as_string());
        read.push(match text {
            Some(text) => parse(&text).map_err(|why| format!("{name}: {why}")),
            None => Err(format!("{name}: could not be read")),
        });
    }
    read
}

#[component]
pub fn AssignmentResultsPage() -> impl IntoView {
    crate::components::page_title::set_page_title("Class results");
    let students = RwSignal::new(Vec::<StudentResults>::new());
    let problems = RwSignal::new(Vec::<String>::new());
    let take = move |files: Option<web_sys::FileList>| {
        let Some(files) = files else { return };
        // Taken out now: an input's list empties when the input is cleared.
        let files: Vec<web_sys::File> = (0..files.length()).filter_map(|i| files.get(i)).collect();
        leptos::task::spawn_local(async move {
            for result in read_files(files).await {
                match result {
                    Ok(student) => students.update(|s| s.push(student)),
                    Err(problem) => problems.update(|p| p.push(problem)),
                }
            }
        });
    };
    let summaries = Memo::new(move |_| students.with(|s| by_exercise(s)));
    let cell = "border-b border-slate-200 px-2 py-1 dark:border-slate-800";
    view! {
        <div class="mx-auto max-w-4xl">
            <h1 class="text-3xl font-bold">"Class results"</h1>
            <p class="mt-2 text-slate-600 dark:text-slate-300">
                "Add the results files your students downloaded from an assignment (JSON). They are read in this browser: nothing is uploaded."
            </p>
            <label
                class="mt-4 block rounded-xl border-2 border-dashed border-slate-300 p-6 text-center dark:border-slate-700"
                on:dragover=move |ev: leptos::ev::DragEvent| ev.prevent_default()
                on:drop=move |ev: leptos::ev::DragEvent| {
                    ev.prevent_default();
                    take(ev.data_transfer().and_then(|d| d.files()));
                }
            >
                <span class="font-semibold">"Drop results files here, or pick them: "</span>
                <input
                    type="file"
                    multiple
                    accept=".json,application/json"
                    data-testid="results-files"
                    on:change=move |ev| {
                        let input: web_sys::HtmlInputElement = event_target(&ev);
                        take(input.files());
                        // The same files may be added again after a clear.
                        input.set_value("");
                    }
                />
            </label>
            <ul role="alert" class="mt-3 list-disc pl-5 text-sm text-red-700 dark:text-red-300" data-testid="results-problems">
                {move || problems.get().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
            </ul>
            <p class="mt-4" role="status" data-testid="class-count">
                {move || match students.with(Vec::len) {
                    0 => "No results yet.".to_string(),
                    1 => "1 student.".to_string(),
                    n => format!("{n} students."),
                }}
            </p>
            <h2 class="mt-6 text-xl font-semibold">"By exercise"</h2>
            <table class="mt-2 w-full text-left text-sm" data-testid="by-exercise">
                <thead><tr>
                    <th class=cell>"Exercise"</th><th class=cell>"Answered"</th>
                    <th class=cell>"Right on the first attempt"</th><th class=cell>"Attempts"</th>
                    <th class=cell>"First answers (students)"</th>
                </tr></thead>
                <tbody>
                    {move || summaries.get().into_iter().map(|s| view! {
                        <tr>
                            <td class=format!("{cell} font-mono")>{s.id}</td>
                            <td class=cell>{s.answered}</td>
                            <td class=cell>{s.first_right}</td>
                            <td class=cell>{s.attempts}</td>
                            <td class=format!("{cell} font-mono")>
                                {s.first_answers.iter().map(|(a, n)| format!("{a} ({n})")).collect::<Vec<_>>().join(", ")}
                            </td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <h2 class="mt-6 text-xl font-semibold">"By student"</h2>
            <table class="mt-2 w-full text-left text-sm" data-testid="by-student">
                <thead><tr>
                    <th class=cell>"Student"</th><th class=cell>"Right on the first attempt"</th>
                    <th class=cell>"Answered"</th><th class=cell>"Attempts"</th>
                </tr></thead>
                <tbody>
                    {move || students.get().into_iter().map(|s| view! {
                        <tr>
                            <td class=cell>{if s.student.is_empty() { "(no name given)".to_string() } else { s.student.clone() }}</td>
                            <td class=cell>{format!("{} of {}", s.first_right(), s.exercises.len())}</td>
                            <td class=cell>{s.answered()}</td>
                            <td class=cell>{s.attempts()}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <div class="mt-4 flex gap-2">
                <button
                    class="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                    data-testid="export-csv"
                    on:click=move |_| {
                        if let Err(why) = download("class-results.csv", "text/csv", &students.with(|s| to_csv(s))) {
                            problems.update(|p| p.push(why));
                        }
                    }
                >"Export CSV"</button>
                <button
                    class="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                    on:click=move |_| { students.set(Vec::new()); problems.set(Vec::new()); }
                >"Clear"</button>
            </div>
        </div>
    }
}
