//! An assignment as a link: a title and a list of exercises, in the query string.
//!
//! Format, version 1: `/assignment/?v=1&title=Week%203&ex=id1,id2,id3`.
//! - `v`: the format version (may be left out);
//! - `title`: shown to students and in their results (optional);
//! - `ex`: exercise ids, comma-separated, in the order asked;
//! - `attempts`: how many answers a student may check per exercise before the correct one is
//!   shown (optional; without it, until the student asks for it).
//!
//! A link with problems still works as far as it can: each problem is named, and an unknown
//! or repeated exercise is left out. Only a link with no usable exercise at all is refused.

/// The current link format.
pub const VERSION: u32 = 1;

/// Longer titles are cut (the title is shown in headings and file names).
pub const MAX_TITLE: usize = 120;

/// The most attempts a link may allow (more is the same as no limit).
pub const MAX_ATTEMPTS: u32 = 20;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assignment {
    /// May be empty.
    pub title: String,
    /// Exercise ids, in the order asked, each once.
    pub exercises: Vec<String>,
    /// Answers a student may check per exercise before the correct one is shown; `None`:
    /// until the student asks for it.
    pub max_attempts: Option<u32>,
}

/// What a link holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkContents {
    /// No `ex` parameter: not an assignment yet (the teacher's page). Any title is kept.
    Builder { title: String },
    /// An assignment, and what in the link could not be used.
    Assignment(Assignment, Vec<String>),
    /// Nothing to answer, and why.
    Unusable(Vec<String>),
}

impl Assignment {
    /// The query parameters for this assignment (no leading `?`, not yet encoded).
    pub fn to_query(&self) -> Vec<(String, String)> {
        let mut query = vec![("v".to_string(), VERSION.to_string())];
        if !self.title.trim().is_empty() {
            query.push(("title".into(), self.title.trim().to_string()));
        }
        query.push(("ex".into(), self.exercises.join(",")));
        if let Some(max) = self.max_attempts {
            query.push(("attempts".into(), max.to_string()));
        }
        query
    }

    /// The title to show: the teacher's, or a plain default.
    pub fn display_title(&self) -> &str {
        match self.title.trim() {
            "" => "Assignment",
            title => title,
        }
    }
}

/// Reads a decoded query; `known` says whether an exercise id exists in this course.
pub fn parse(query: &[(String, String)], known: impl Fn(&str) -> bool) -> LinkContents {
    let mut problems = Vec::new();
    let mut title = String::new();
    let mut listed: Option<&str> = None;
    let mut max_attempts = None;
    for (key, value) in query {
        match key.as_str() {
            "v" => match value.trim().parse::<u32>() {
                Ok(v) if v <= VERSION => {}
                _ => problems.push(format!(
                    "v={value}: this link is from a newer bufscope; reading what this one knows"
                )),
            },
            "title" => {
                title = value.trim().to_string();
                if title.chars().count() > MAX_TITLE {
                    title = title.chars().take(MAX_TITLE).collect();
                    problems.push(format!("title: cut to {MAX_TITLE} characters"));
                }
            }
            "ex" => {
                if listed.is_some() {
                    problems.push("ex: given twice; the first list is used".into());
                } else {
                    listed = Some(value);
                }
            }
            "attempts" => match value.trim().parse::<u32>() {
                Ok(n) if (1..=MAX_ATTEMPTS).contains(&n) => max_attempts = Some(n),
                _ => problems.push(format!(
                    "attempts={value}: expected a number from 1 to {MAX_ATTEMPTS}; no limit"
                )),
            },
            // Unknown parameters are ignored: a course platform may add its own.
            _ => {}
        }
    }
    let Some(listed) = listed else {
        return LinkContents::Builder { title };
    };
    let mut exercises: Vec<String> = Vec::new();
    for id in listed.split(',').map(str::trim).filter(|id| !id.is_empty()) {
        if exercises.iter().any(|e| e == id) {
            problems.push(format!("ex: `{id}` is listed twice; it is asked once"));
        } else if known(id) {
            exercises.push(id.to_string());
        } else {
            problems.push(format!(
                "ex: `{id}` is no exercise of this course; left out"
            ));
        }
    }
    if exercises.is_empty() {
        problems.push("ex: this link lists no exercise of this course".into());
        return LinkContents::Unusable(problems);
    }
    LinkContents::Assignment(
        Assignment {
            title,
            exercises,
            max_attempts,
        },
        problems,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn pairs(items: &[(&str, &str)]) -> Vec<(String, String)> {
        items
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn known(id: &str) -> bool {
        ["a", "b", "c"].contains(&id)
    }

    #[test]
    fn an_assignment_survives_the_round_trip() {
        let assignment = Assignment {
            title: "Week 3: buffers & syscalls".into(),
            exercises: vec!["c".into(), "a".into(), "b".into()],
            max_attempts: Some(2),
        };
        assert_eq!(
            parse(&assignment.to_query(), known),
            LinkContents::Assignment(assignment, Vec::new())
        );
    }

    #[test]
    fn without_exercises_the_link_opens_the_builder_with_its_title() {
        assert_eq!(
            parse(&pairs(&[("title", " Quiz ")]), known),
            LinkContents::Builder {
                title: "Quiz".into()
            }
        );
        assert_eq!(
            parse(&[], known),
            LinkContents::Builder {
                title: String::new()
            }
        );
    }

    #[test]
    fn unknown_and_repeated_exercises_are_named_and_the_rest_is_asked() {
        let query = pairs(&[
            ("v", "9"),
            ("ex", "a, nope,,a,c"),
            ("ex", "b"),
            ("utm_source", "mail"),
            ("attempts", "0"),
        ]);
        assert_eq!(
            parse(&query, known),
            LinkContents::Assignment(
                Assignment {
                    title: String::new(),
                    exercises: vec!["a".into(), "c".into()],
                    max_attempts: None,
                },
                vec![
                    "v=9: this link is from a newer bufscope; reading what this one knows"
                        .to_string(),
                    "ex: given twice; the first list is used".to_string(),
                    "attempts=0: expected a number from 1 to 20; no limit".to_string(),
                    "ex: `nope` is no exercise of this course; left out".to_string(),
                    "ex: `a` is listed twice; it is asked once".to_string(),
                ]
            )
        );
    }

    #[test]
    fn a_link_with_nothing_to_answer_says_why() {
        assert_eq!(
            parse(&pairs(&[("ex", "x,y")]), known),
            LinkContents::Unusable(vec![
                "ex: `x` is no exercise of this course; left out".to_string(),
                "ex: `y` is no exercise of this course; left out".to_string(),
                "ex: this link lists no exercise of this course".to_string(),
            ])
        );
        assert_eq!(
            parse(&pairs(&[("ex", " , ")]), known),
            LinkContents::Unusable(vec![
                "ex: this link lists no exercise of this course".to_string()
            ])
        );
    }

    #[test]
    fn a_long_title_is_cut_on_a_character_boundary() {
        let long = "é".repeat(MAX_TITLE + 5);
        let LinkContents::Assignment(assignment, problems) =
            parse(&pairs(&[("title", &long), ("ex", "a")]), known)
        else {
            panic!("an assignment");
        };
        assert_eq!(
            (assignment.title, problems),
            (
                "é".repeat(MAX_TITLE),
                vec![format!("title: cut to {MAX_TITLE} characters")]
            )
        );
    }
}
