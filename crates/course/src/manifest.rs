//! The course manifest, `lessons/manifest.toml`: which lessons exist, in which order, with their
//! titles.
//!
//! ```toml
//! [[lesson]]
//! slug = "syscalls"
//! title = "What a syscall costs"
//! summary = "Why a program asks the kernel, and what asking costs."
//! minutes = 10
//! ```
//! The order of the `[[lesson]]` tables is the order of the course. Every field is required and
//! none may be empty; slugs are unique and made of `a-z`, `0-9` and `-` (they name the file
//! `lessons/<slug>.md` and appear in URLs).

use serde::Deserialize;
use toml::Spanned;

use crate::error::{CourseError, MANIFEST_PATH};

/// One lesson as the manifest lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManifestEntry {
    pub slug: String,
    pub title: String,
    pub summary: String,
    /// Estimated time to work through the lesson. In minutes.
    pub minutes: u32,
    /// The manifest line of the entry's `slug`, for error messages.
    pub line: usize,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManifestFile {
    lesson: Vec<RawEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    slug: Spanned<String>,
    title: String,
    summary: String,
    minutes: u32,
}

/// The manifest's entries in course order, or the first problem found.
pub fn parse_manifest(text: &str) -> Result<Vec<ManifestEntry>, CourseError> {
    let file: ManifestFile = toml::from_str(text).map_err(|error| {
        let line = error
            .span()
            .map_or(0, |span| line_of_offset(text, span.start));
        CourseError::new(MANIFEST_PATH, line, error.message().trim().to_string())
    })?;
    if file.lesson.is_empty() {
        return Err(CourseError::new(MANIFEST_PATH, 0, "no [[lesson]] entries"));
    }
    let mut entries: Vec<ManifestEntry> = Vec::with_capacity(file.lesson.len());
    for raw in file.lesson {
        let line = line_of_offset(text, raw.slug.span().start);
        let at = |message: String| CourseError::new(MANIFEST_PATH, line, message);
        let slug = raw.slug.into_inner();
        for (name, value) in [
            ("slug", &slug),
            ("title", &raw.title),
            ("summary", &raw.summary),
        ] {
            if value.trim().is_empty() {
                return Err(at(format!("`{name}` is empty")));
            }
        }
        if raw.minutes == 0 {
            return Err(at(format!("lesson `{slug}`: `minutes` is 0")));
        }
        if !slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            return Err(at(format!("slug `{slug}` may only hold a-z, 0-9 and `-`")));
        }
        if let Some(first) = entries.iter().find(|e| e.slug == slug) {
            return Err(at(format!(
                "slug `{slug}` is already used on line {}",
                first.line
            )));
        }
        entries.push(ManifestEntry {
            slug,
            title: raw.title,
            summary: raw.summary,
            minutes: raw.minutes,
            line,
        });
    }
    Ok(entries)
}

/// The 1-based line holding byte `offset` of `text`.
pub(crate) fn line_of_offset(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "[[lesson]]\nslug = \"a\"\ntitle = \"A\"\nsummary = \"first\"\nminutes = 5\n\n[[lesson]]\nslug = \"b-2\"\ntitle = \"B\"\nsummary = \"second\"\nminutes = 7\n";

    #[test]
    fn entries_keep_file_order_and_the_line_of_their_slug() {
        let entries = parse_manifest(TWO).expect("valid");
        assert_eq!(
            entries,
            vec![
                ManifestEntry {
                    slug: "a".into(),
                    title: "A".into(),
                    summary: "first".into(),
                    minutes: 5,
                    line: 2,
                },
                ManifestEntry {
                    slug: "b-2".into(),
                    title: "B".into(),
                    summary: "second".into(),
                    minutes: 7,
                    line: 8,
                },
            ]
        );
    }

    #[test]
    fn a_repeated_slug_names_both_lines() {
        let text = TWO.replace("\"b-2\"", "\"a\"");
        assert_eq!(
            parse_manifest(&text),
            Err(CourseError::new(
                MANIFEST_PATH,
                8,
                "slug `a` is already used on line 2"
            ))
        );
    }

    #[test]
    fn empty_fields_and_missing_fields_are_errors_with_lines() {
        let empty = TWO.replace("summary = \"second\"", "summary = \" \"");
        assert_eq!(
            parse_manifest(&empty),
            Err(CourseError::new(MANIFEST_PATH, 8, "`summary` is empty"))
        );
        let missing = TWO.replace("minutes = 7\n", "");
        let error = parse_manifest(&missing).expect_err("missing minutes");
        assert_eq!(
            (error.file.as_str(), error.line, error.message.as_str()),
            (MANIFEST_PATH, 7, "missing field `minutes`")
        );
    }

    #[test]
    fn slugs_must_be_url_safe() {
        let text = TWO.replace("\"b-2\"", "\"B 2\"");
        assert_eq!(
            parse_manifest(&text).map_err(|e| e.message),
            Err("slug `B 2` may only hold a-z, 0-9 and `-`".to_string())
        );
    }
}
