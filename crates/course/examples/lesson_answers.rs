//! For lesson authors: runs every widget and exercise of the lessons present in `lessons/` and
//! prints each computed answer, so a draft can be checked before the content test runs.
//!
//! `cargo run -p bufscope-course --example lesson_answers [SLUG…]`

use std::fs;
use std::path::Path;

use bufscope_course::Course;
use bufscope_course::manifest::parse_manifest;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../lessons");
    let only: Vec<String> = std::env::args().skip(1).collect();
    let entries = parse_manifest(&fs::read_to_string(dir.join("manifest.toml"))?)?;
    let mut manifest = String::new();
    let mut files = Vec::new();
    for entry in entries {
        let wanted = only.is_empty() || only.contains(&entry.slug);
        let Ok(text) = fs::read_to_string(dir.join(format!("{}.md", entry.slug))) else {
            continue;
        };
        if wanted {
            manifest.push_str(&format!(
                "[[lesson]]\nslug = {:?}\ntitle = {:?}\nsummary = {:?}\nminutes = {}\n",
                entry.slug, entry.title, entry.summary, entry.minutes
            ));
            files.push((entry.slug, text));
        }
    }
    let pairs: Vec<(&str, &str)> = files
        .iter()
        .map(|(s, t)| (s.as_str(), t.as_str()))
        .collect();
    let course = Course::load(&manifest, &pairs)?;
    for lesson in &course.lessons {
        println!("== {} ({} widgets)", lesson.slug, lesson.widgets.len());
        for widget in &lesson.widgets {
            match widget.run() {
                Ok(report) => println!(
                    "  widget {}: {:?}, {} syscalls",
                    widget.id, report.ending, report.totals.all.calls
                ),
                Err(error) => println!("  widget {}: ERROR {error}", widget.id),
            }
        }
        for exercise in &lesson.exercises {
            match exercise.evaluate() {
                Ok(answer) => println!(
                    "  {} [{}] = {}{}",
                    exercise.id,
                    exercise.query_text,
                    answer.display().replace('\n', "⏎"),
                    if answer.revealed_by(&exercise.explain) {
                        "   <-- the explanation reveals it"
                    } else {
                        ""
                    }
                ),
                Err(error) => {
                    println!("  {} [{}]: ERROR {error}", exercise.id, exercise.query_text)
                }
            }
        }
    }
    Ok(())
}
