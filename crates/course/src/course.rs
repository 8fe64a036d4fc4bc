//! The whole course: the manifest's lessons with their widgets and exercises.

use std::collections::BTreeMap;

use crate::error::{CourseError, MANIFEST_PATH, lesson_path};
use crate::exercise::Exercise;
use crate::fence::fenced_blocks;
use crate::manifest::parse_manifest;
use crate::widget::Widget;

/// The course, lessons in manifest order.
#[derive(Debug, Clone, PartialEq)]
pub struct Course {
    pub lessons: Vec<Lesson>,
}

/// One lesson: its manifest entry, its Markdown, and the live blocks found in it.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    pub slug: String,
    pub title: String,
    pub summary: String,
    /// Estimated time to work through it. In minutes.
    pub minutes: u32,
    /// The whole file, special blocks included.
    pub markdown: String,
    pub widgets: Vec<Widget>,
    pub exercises: Vec<Exercise>,
    /// The file cut into prose and live blocks, in order, for a renderer.
    pub segments: Vec<Segment>,
}

/// A piece of a lesson as it is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Segment {
    /// CommonMark to render as it is (it may hold ordinary code blocks).
    Markdown(String),
    /// `lesson.widgets[i]`.
    Widget(usize),
    /// `lesson.exercises[i]`.
    Exercise(usize),
}

impl Course {
    /// Reads the manifest and the lessons, given as `(slug, markdown)` pairs.
    ///
    /// Every lesson the manifest lists must be given and every lesson given must be listed.
    /// Widget and exercise ids are unique across the course. Scripts are not run here (see
    /// [`Exercise::evaluate`] and [`Widget::run`]).
    pub fn load(manifest: &str, lessons: &[(&str, &str)]) -> Result<Course, CourseError> {
        let entries = parse_manifest(manifest)?;
        let files: BTreeMap<&str, &str> = lessons.iter().copied().collect();
        if let Some((slug, _)) = lessons
            .iter()
            .find(|(slug, _)| !entries.iter().any(|e| e.slug == *slug))
        {
            return Err(CourseError::new(
                lesson_path(slug),
                0,
                format!("`{slug}` is not listed in {MANIFEST_PATH}"),
            ));
        }
        let mut course = Course {
            lessons: Vec::with_capacity(entries.len()),
        };
        let mut ids: BTreeMap<String, (String, usize)> = BTreeMap::new();
        for entry in entries {
            let markdown = files.get(entry.slug.as_str()).ok_or_else(|| {
                CourseError::new(
                    MANIFEST_PATH,
                    entry.line,
                    format!("no file {}", lesson_path(&entry.slug)),
                )
            })?;
            let lesson = parse_lesson(
                &entry.slug,
                &entry.title,
                &entry.summary,
                entry.minutes,
                markdown,
            )?;
            let path = lesson_path(&lesson.slug);
            let named = lesson
                .widgets
                .iter()
                .map(|w| (&w.id, w.line))
                .chain(lesson.exercises.iter().map(|e| (&e.id, e.line)));
            for (id, line) in named {
                if let Some((file, first)) = ids.get(id) {
                    return Err(CourseError::new(
                        &path,
                        line,
                        format!("id `{id}` is already used at {file}:{first}"),
                    ));
                }
                ids.insert(id.clone(), (path.clone(), line));
            }
            course.lessons.push(lesson);
        }
        Ok(course)
    }

    pub fn lesson(&self, slug: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.slug == slug)
    }

    /// An exercise by id, with its lesson (for assignments that pick exercises).
    pub fn exercise(&self, id: &str) -> Option<(&Lesson, &Exercise)> {
        self.lessons.iter().find_map(|lesson| {
            lesson
                .exercises
                .iter()
                .find(|e| e.id == id)
                .map(|e| (lesson, e))
        })
    }
}

/// Finds the live blocks of one lesson file and cuts it into segments.
fn parse_lesson(
    slug: &str,
    title: &str,
    summary: &str,
    minutes: u32,
    markdown: &str,
) -> Result<Lesson, CourseError> {
    let path = lesson_path(slug);
    let mut lesson = Lesson {
        slug: slug.to_string(),
        title: title.to_string(),
        summary: summary.to_string(),
        minutes,
        markdown: markdown.to_string(),
        widgets: Vec::new(),
        exercises: Vec::new(),
        segments: Vec::new(),
    };
    let lines: Vec<&str> = markdown.lines().collect();
    // The next line (0-based) not yet given to a segment.
    let mut cursor = 0;
    for block in fenced_blocks(markdown) {
        let segment = match block.language.as_str() {
            "bufscope" => {
                let default_id = format!("{slug}-widget-{}", lesson.widgets.len() + 1);
                let widget = Widget::parse(&block.body, default_id, block.line)
                    .map_err(|message| CourseError::new(&path, block.line, message))?;
                lesson.widgets.push(widget);
                Segment::Widget(lesson.widgets.len() - 1)
            }
            "predict" => {
                let exercise = Exercise::parse(&block.body, block.line)
                    .map_err(|(line, message)| CourseError::new(&path, line, message))?;
                lesson.exercises.push(exercise);
                Segment::Exercise(lesson.exercises.len() - 1)
            }
            _ => continue,
        };
        if !block.closed {
            return Err(CourseError::new(
                &path,
                block.line,
                format!("this ```{} block is never closed", block.language),
            ));
        }
        push_prose(&mut lesson.segments, &lines[cursor..block.line - 1]);
        lesson.segments.push(segment);
        // Skip the opening fence, the body and the closing fence.
        cursor = block.line + block.body.lines().count() + 1;
    }
    push_prose(&mut lesson.segments, &lines[cursor.min(lines.len())..]);
    Ok(lesson)
}

fn push_prose(segments: &mut Vec<Segment>, lines: &[&str]) {
    let text = lines.join("\n");
    if !text.trim().is_empty() {
        segments.push(Segment::Markdown(
            text.trim_matches('\n').to_string() + "\n",
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str =
        "[[lesson]]\nslug = \"one\"\ntitle = \"One\"\nsummary = \"s\"\nminutes = 3\n";
    const LESSON: &str = "# One\n\nProse.\n\n```bufscope\nprintln!(\"hi\");\n```\n\nMore prose.\n\n```predict\nid: one-writes\nquestion: How many writes?\nanswer: syscalls write\nkind: number\nexplain: One line, one write.\n---\nprintln!(\"hi\");\n```\n\n```rust\nnot live\n```\n";

    #[test]
    fn a_lesson_is_cut_into_prose_widgets_and_exercises() {
        let course = Course::load(MANIFEST, &[("one", LESSON)]).expect("valid");
        let lesson = &course.lessons[0];
        assert_eq!(
            lesson.segments,
            vec![
                Segment::Markdown("# One\n\nProse.\n".into()),
                Segment::Widget(0),
                Segment::Markdown("More prose.\n".into()),
                Segment::Exercise(0),
                Segment::Markdown("```rust\nnot live\n```\n".into()),
            ]
        );
        assert_eq!(
            (lesson.widgets[0].id.as_str(), lesson.widgets[0].line),
            ("one-widget-1", 5)
        );
        let (found, exercise) = course.exercise("one-writes").expect("found");
        assert_eq!((found.slug.as_str(), exercise.line), ("one", 11));
    }

    #[test]
    fn missing_extra_and_broken_lessons_are_reported_with_their_place() {
        assert_eq!(
            Course::load(MANIFEST, &[]),
            Err(CourseError::new(MANIFEST_PATH, 2, "no file lessons/one.md"))
        );
        assert_eq!(
            Course::load(MANIFEST, &[("one", LESSON), ("two", "# Two")]),
            Err(CourseError::new(
                "lessons/two.md",
                0,
                "`two` is not listed in lessons/manifest.toml"
            ))
        );
        let broken = LESSON.replace("kind: number", "kind: numeric");
        assert_eq!(
            Course::load(MANIFEST, &[("one", &broken)]),
            Err(CourseError::new(
                "lessons/one.md",
                15,
                "kind `numeric` is not number, choice, text, order or fix"
            ))
        );
        let unclosed = "```bufscope\nprintln!(\"x\");\n";
        assert_eq!(
            Course::load(MANIFEST, &[("one", unclosed)]),
            Err(CourseError::new(
                "lessons/one.md",
                1,
                "this ```bufscope block is never closed"
            ))
        );
    }

    #[test]
    fn ids_are_unique_across_the_course() {
        let twice = LESSON.replace("```rust", "```predict\nid: one-writes\nquestion: q\nanswer: stdout\nkind: text\nexplain: e\n---\nprintln!();\n```\n\n```rust");
        assert_eq!(
            Course::load(MANIFEST, &[("one", &twice)]),
            Err(CourseError::new(
                "lessons/one.md",
                21,
                "id `one-writes` is already used at lessons/one.md:11"
            ))
        );
    }
}
