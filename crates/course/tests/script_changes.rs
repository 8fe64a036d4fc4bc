//! Every change Compare offers a corpus script (the playground's examples come from it) makes a
//! script the simulator runs: an offered change that the checker refused would leave the
//! learner's B broken by a click.

use bufscope_course::script_change::ScriptChange;
use bufscope_course::widget::run_script;

#[test]
fn every_offered_change_of_a_corpus_script_runs() {
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../sim/tests/corpus");
    let mut paths: Vec<_> = std::fs::read_dir(corpus)
        .expect("the corpus")
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
