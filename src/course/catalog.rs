//! The course as the page sees it: lessons rendered at build time (see `build.rs`), looked up
//! by slug or exercise id.
//!
//! Exercises carry their question, options and scripts, never their answer: the simulator
//! worker computes it when the learner has answered.

/// One lesson of the course, in manifest order.
#[derive(Debug)]
pub struct LessonData {
    pub slug: &'static str,
    pub title: &'static str,
    pub summary: &'static str,
    /// Estimated time to work through it. In minutes.
    pub minutes: u32,
    pub segments: &'static [SegmentData],
}

/// A piece of a lesson as it is shown, in order.
#[derive(Debug)]
pub enum SegmentData {
    /// Prose, already rendered from Markdown.
    Html(&'static str),
    Widget(WidgetData),
    Exercise(ExerciseData),
}

/// A live playground preset in a lesson.
#[derive(Debug)]
pub struct WidgetData {
    pub id: &'static str,
    pub title: Option<&'static str>,
    /// The script, its `// bufscope:` settings lines included.
    pub script: &'static str,
    /// Where the script's settings send stdout and stderr, as the playground names them.
    pub stdout: &'static str,
    pub stderr: &'static str,
}

/// A predict exercise.
#[derive(Debug)]
pub struct ExerciseData {
    /// Unique in the course.
    pub id: &'static str,
    /// The slug of the lesson it belongs to.
    pub lesson: &'static str,
    pub question: &'static str,
    pub kind: ExerciseKind,
    /// For a choice: the options, in the order shown.
    pub options: &'static [&'static str],
    /// The script(s) the question is about; several are labeled.
    pub scripts: &'static [ScriptData],
}

/// How an exercise is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExerciseKind {
    Number,
    Choice,
    Text,
}

#[derive(Debug)]
pub struct ScriptData {
    pub label: Option<&'static str>,
    pub script: &'static str,
    /// Where the script's settings send stdout and stderr, as the playground names them.
    pub stdout: &'static str,
    pub stderr: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/course_data.rs"));

impl LessonData {
    pub fn exercises(&self) -> impl Iterator<Item = &'static ExerciseData> + use<> {
        let segments: &'static [SegmentData] = self.segments;
        segments.iter().filter_map(|segment| match segment {
            SegmentData::Exercise(exercise) => Some(exercise),
            _ => None,
        })
    }

    /// The link to the lesson. With a trailing slash: a static host serves
    /// `course/<slug>/index.html` there without redirecting.
    pub fn href(&self) -> String {
        format!("/course/{}/", self.slug)
    }
}

pub fn lesson(slug: &str) -> Option<(usize, &'static LessonData)> {
    LESSONS
        .iter()
        .enumerate()
        .find(|(_, lesson)| lesson.slug == slug)
}

pub fn exercise(id: &str) -> Option<&'static ExerciseData> {
    all_exercises().find(|exercise| exercise.id == id)
}

/// Every exercise of the course, in course order.
pub fn all_exercises() -> impl Iterator<Item = &'static ExerciseData> {
    LESSONS.iter().flat_map(LessonData::exercises)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn exercise_ids_are_unique_and_each_names_its_lesson() {
        let mut ids: Vec<&str> = all_exercises().map(|e| e.id).collect();
        let count = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), count);
        for exercise in all_exercises() {
            let (_, lesson) = lesson(exercise.lesson).expect("its lesson");
            assert!(lesson.exercises().any(|e| e.id == exercise.id));
        }
    }
}
