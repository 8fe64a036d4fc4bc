//! What the program is started with besides its streams and files: its command line, its
//! environment variables and its process id.

use std::collections::BTreeMap;

/// The process id a run has unless its environment says otherwise; the panic message shows
/// it as the main thread's id (Linux gives the main thread the process's id).
pub const SIMULATED_PID: u32 = 4242;

/// The name the program is started by (`env::args().next()`), unless a run says otherwise:
/// how `cargo run` starts the exported program.
pub const PROGRAM_NAME: &str = "target/debug/main";

/// The file a panic's location names: the exported program's `src/main.rs`.
pub const SOURCE_FILE: &str = "src/main.rs";

/// The command line, variables and id of the simulated process, and the source file its
/// panics name.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Process {
    /// `argv[0]`.
    pub program: String,
    /// The arguments after the program's name (`env::args().skip(1)`).
    pub args: Vec<String>,
    /// The environment variables the program sees (`env::var`); no other variable exists.
    pub vars: BTreeMap<String, String>,
    pub pid: u32,
    /// The path rustc was given for the program's source, which a panic's location shows.
    pub source: String,
}

impl Default for Process {
    fn default() -> Process {
        Process {
            program: PROGRAM_NAME.to_string(),
            args: Vec::new(),
            vars: BTreeMap::new(),
            pid: SIMULATED_PID,
            source: SOURCE_FILE.to_string(),
        }
    }
}

impl Process {
    /// `env::args()`: the program's name, then its arguments.
    pub fn argv(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.program.as_str()).chain(self.args.iter().map(String::as_str))
    }
}

/// Splits a command line the way a POSIX shell splits simple words: on whitespace, with
/// single and double quotes grouping (`"a b" c` → `a b`, `c`) and `\` escaping one character
/// outside single quotes. An unclosed quote is an error.
pub fn split_words(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if let Some(done) = word.take() {
                    words.push(done);
                }
            }
            '\'' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => text.push(c),
                        None => return Err("a `'` is not closed".into()),
                    }
                }
            }
            '"' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c) => text.push(c),
                            None => return Err("a `\"` is not closed".into()),
                        },
                        Some(c) => text.push(c),
                        None => return Err("a `\"` is not closed".into()),
                    }
                }
            }
            '\\' => match chars.next() {
                Some(c) => word.get_or_insert_with(String::new).push(c),
                None => return Err("a `\\` ends the line".into()),
            },
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_as_a_shell_splits_them() {
        let words = |line: &str| split_words(line).map_err(|e| e.to_string());
        assert_eq!(
            words(r#"  frog "a b" 'c "d"' e\ f "g\"h" ''  "#),
            Ok(["frog", "a b", "c \"d\"", "e f", "g\"h", ""]
                .map(String::from)
                .to_vec())
        );
        assert_eq!(words(""), Ok(Vec::new()));
        assert_eq!(words("'open"), Err("a `'` is not closed".into()));
        assert_eq!(words("\"open"), Err("a `\"` is not closed".into()));
    }
}
