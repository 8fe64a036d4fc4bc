//! Errors in the course's content, each pointing at a file and a line.

use std::fmt;

/// Something wrong with the manifest or a lesson, where it is.
///
/// Displayed as `lessons/stdout.md:42: message`, the form editors jump to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CourseError {
    /// The file, as a path relative to the repository (`lessons/manifest.toml`).
    pub file: String,
    /// 1-based; 0 when the error concerns the whole file.
    pub line: usize,
    pub message: String,
}

impl CourseError {
    pub fn new(file: impl Into<String>, line: usize, message: impl Into<String>) -> CourseError {
        CourseError {
            file: file.into(),
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for CourseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

impl std::error::Error for CourseError {}

/// The path under which a lesson's errors are reported.
pub fn lesson_path(slug: &str) -> String {
    format!("lessons/{slug}.md")
}

/// The path under which the manifest's errors are reported.
pub const MANIFEST_PATH: &str = "lessons/manifest.toml";
