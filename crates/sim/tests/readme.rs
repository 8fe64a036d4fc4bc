//! The README's generated sections match what they are generated from: the list of supported
//! std items (the std surface table), the refusals (the refusal corpus, run through the
//! checker) and the corpus's counts. `BUFSCOPE_BLESS=1 cargo test -p bufscope-sim --test readme` rewrites them.

use std::path::{Path, PathBuf};

use bufscope_sim::run::check;
use bufscope_sim::script::subset_doc::supported_items_markdown;

mod support;

fn readme_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md")
}

/// The refusal corpus as a table: what each mistake is, rustc's code, bufscope's words.
fn refusals_markdown() -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/refusals");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("refusals")
        .map(|e| e.expect("entry").path())
        .collect();
    paths.sort();
    let mut out = String::from("| mistake | rustc | bufscope says |\n|---|---|---|\n");
    for path in paths {
        let source = std::fs::read_to_string(&path).expect("refusal");
        let code = source
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// rustc: "))
            .unwrap_or_default();
        let said = check(&source)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        let first = said.lines().next().unwrap_or_default();
        // `LINE:COL: error[CODE]: message` → the message.
        let message = first.split_once(": ").map_or(first, |(_, rest)| rest);
        let mistake = path
            .file_stem()
            .expect("stem")
            .to_string_lossy()
            .replace('_', " ");
        out.push_str(&format!(
            "| {mistake} | {code} | {} |\n",
            message.replace('|', "\\|")
        ));
    }
    out
}

/// How many runs the differential test compares, and how many published snippets run.
fn corpus_markdown() -> String {
    let runs = support::load_corpus().len();
    // Snippets, not runs: a snippet run with several command lines counts once.
    let published = std::fs::read_dir(support::corpus_dir())
        .expect("corpus")
        .map(|entry| std::fs::read_to_string(entry.expect("entry").path()).unwrap_or_default())
        .filter(|source| source.starts_with("// Source: https://"))
        .count();
    let refused =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/published_refused"))
            .expect("published_refused")
            .count();
    let share = 100 * published / (published + refused);
    format!(
        "The differential test compares {runs} runs. {published} scripts among them are snippets \
         published in the Book, Rust by Example, std's documentation and serde_json's, kept as published (the \
         `published_*` scripts, each naming its source); {refused} more published snippets are \
         refused as not supported (`crates/sim/tests/published_refused/`, checked by \
         `tests/rejections.rs`): {share}% of the published snippets taken run.\n"
    )
}

fn replace_between(text: &str, name: &str, body: &str) -> String {
    let begin = format!("<!-- {name}:begin -->\n");
    let end = format!("<!-- {name}:end -->");
    let start = text
        .find(&begin)
        .unwrap_or_else(|| panic!("README lacks {begin}"))
        + begin.len();
    let stop = text
        .find(&end)
        .unwrap_or_else(|| panic!("README lacks {end}"));
    format!("{}{body}{}", &text[..start], &text[stop..])
}

#[test]
fn generated_sections_of_the_readme_are_current() {
    let readme = std::fs::read_to_string(readme_path()).expect("README");
    let expected = replace_between(&readme, "std-surface", &supported_items_markdown());
    let expected = replace_between(&expected, "refusals", &refusals_markdown());
    let expected = replace_between(&expected, "corpus", &corpus_markdown());
    if std::env::var_os("BUFSCOPE_BLESS").is_some() {
        std::fs::write(readme_path(), &expected).expect("write README");
        return;
    }
    assert!(
        readme == expected,
        "README's generated sections are stale: run `BUFSCOPE_BLESS=1 cargo test -p bufscope-sim --test readme`"
    );
}
