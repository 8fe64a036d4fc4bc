//! Every change Compare offers a corpus script or a playground example makes a
//! script the simulator runs: an offered change that the checker refused would leave the
//! learner's B broken by a click.

use bufscope_course::script_change::ScriptChange;
use bufscope_course::widget::run_script;

#[test]
fn every_offered_change_of_a_corpus_script_runs() {
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../sim/tests/corpus");
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples");
    let mut paths: Vec<_> = [corpus, examples]
        .iter()
        .flat_map(|dir| std::fs::read_dir(dir).expect("the corpus and the examples"))
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .collect();
    paths.sort();
    let mut failures = Vec::new();
    let mut tried = 0;
    for path in &paths {
        let script = std::fs::read_to_string(path).expect("readable");
        if run_script(&script).is_err() {
            continue;
        }
        for change in ScriptChange::offered(&script) {
            tried += 1;
            let changed = change.apply(&script).expect("offered");
            if let Err(message) = run_script(&changed) {
                failures.push(format!("{} + {}: {message}", path.display(), change.id()));
            }
        }
    }
    assert!(tried > 100, "only {tried} changes tried");
    assert_eq!(failures, Vec::<String>::new());
}

/// The lessons' compare widgets: B runs, and differs from A in its syscalls.
#[test]
fn every_compare_widget_runs_b_and_b_differs_from_a() {
    let lessons = concat!(env!("CARGO_MANIFEST_DIR"), "/../../lessons");
    let manifest = std::fs::read_to_string(format!("{lessons}/manifest.toml")).expect("manifest");
    let files: Vec<(String, String)> = std::fs::read_dir(lessons)
        .expect("lessons/")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let stem = path.file_stem()?.to_str()?.to_string();
            let lesson = path.extension()? == "md" && !stem.chars().any(char::is_uppercase);
            lesson.then(|| (stem, std::fs::read_to_string(&path).expect("readable")))
        })
        .collect();
    let pairs: Vec<(&str, &str)> = files
        .iter()
        .map(|(s, t)| (s.as_str(), t.as_str()))
        .collect();
    let course = bufscope_course::Course::load(&manifest, &pairs).unwrap_or_else(|e| panic!("{e}"));
    let mut compared = Vec::new();
    let mut failures = Vec::new();
    for lesson in &course.lessons {
        for widget in &lesson.widgets {
            let Some(b) = widget.script_b() else { continue };
            let place = format!("lessons/{}.md:{}", lesson.slug, widget.line);
            compared.push(lesson.slug.clone());
            match (run_script(&widget.script), run_script(&b)) {
                (Ok(a), Ok(b))
                    if a.syscalls.iter().count() == b.syscalls.iter().count()
                        && a.totals.all.calls == b.totals.all.calls
                        && a.totals.all.bytes == b.totals.all.bytes =>
                {
                    failures.push(format!("{place}: A and B make the same syscalls"));
                }
                (Ok(_), Ok(_)) => {}
                (a, b) => failures.push(format!("{place}: A {:?}, B {:?}", a.err(), b.err())),
            }
        }
    }
    assert_eq!(failures, Vec::<String>::new());
    compared.dedup();
    assert!(compared.len() >= 6, "compare widgets in {compared:?}");
}
