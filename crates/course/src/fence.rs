//! Fenced code blocks of a CommonMark document, found line by line.
//!
//! Only what lessons need: fences at the top level of the document (indented by at most three
//! spaces), opened by three or more backticks or tildes and closed by a fence of the same
//! character at least as long, as CommonMark defines them. Fences inside list items or block
//! quotes are not looked at; the special `bufscope` and `predict` blocks must be top-level.

/// One fenced block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FencedBlock {
    /// The first word of the info string (`bufscope`, `predict`, `rust`…), possibly empty.
    pub language: String,
    /// The block's content, with the fence's indentation removed, each line ending in `\n`.
    pub body: String,
    /// The 1-based line of the opening fence.
    pub line: usize,
    /// Whether a closing fence was found (an unclosed block runs to the end of the document).
    pub closed: bool,
}

struct Fence {
    marker: u8,
    length: usize,
    indent: usize,
}

/// The opening fence on `line`, and its info string.
fn opening(line: &str) -> Option<(Fence, &str)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let rest = &line[indent..];
    let marker = *rest.as_bytes().first()?;
    if marker != b'`' && marker != b'~' {
        return None;
    }
    let length = rest.bytes().take_while(|&b| b == marker).count();
    if length < 3 {
        return None;
    }
    let info = rest[length..].trim();
    // A backtick fence's info string may not contain a backtick (it would be inline code).
    if marker == b'`' && info.contains('`') {
        return None;
    }
    Some((
        Fence {
            marker,
            length,
            indent,
        },
        info,
    ))
}

fn closes(fence: &Fence, line: &str) -> bool {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return false;
    }
    let rest = &line[indent..];
    let length = rest.bytes().take_while(|&b| b == fence.marker).count();
    length >= fence.length && rest[length..].trim().is_empty()
}

/// Every top-level fenced block of `markdown`, in document order.
pub fn fenced_blocks(markdown: &str) -> Vec<FencedBlock> {
    let mut blocks = Vec::new();
    let mut open: Option<(Fence, FencedBlock)> = None;
    for (index, raw_line) in markdown.lines().enumerate() {
        let line = raw_line.strip_suffix('\r').unwrap_or(raw_line);
        match open.take() {
            None => {
                if let Some((fence, info)) = opening(line) {
                    let language = info.split_whitespace().next().unwrap_or("").to_string();
                    let block = FencedBlock {
                        language,
                        body: String::new(),
                        line: index + 1,
                        closed: false,
                    };
                    open = Some((fence, block));
                }
            }
            Some((fence, mut block)) => {
                if closes(&fence, line) {
                    block.closed = true;
                    blocks.push(block);
                } else {
                    // Remove up to the fence's own indentation from each content line.
                    let spaces = line.len() - line.trim_start_matches(' ').len();
                    block.body.push_str(&line[spaces.min(fence.indent)..]);
                    block.body.push('\n');
                    open = Some((fence, block));
                }
            }
        }
    }
    if let Some((_, block)) = open {
        blocks.push(block);
    }
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(language: &str, body: &str, line: usize, closed: bool) -> FencedBlock {
        FencedBlock {
            language: language.into(),
            body: body.into(),
            line,
            closed,
        }
    }

    #[test]
    fn backtick_and_tilde_fences_with_their_languages_and_lines() {
        let markdown = "# Title\n\n```bufscope\nprintln!(\"a\");\n```\n\ntext\n~~~~ predict extra words\nid: x\n~~~~\n";
        assert_eq!(
            fenced_blocks(markdown),
            vec![
                block("bufscope", "println!(\"a\");\n", 3, true),
                block("predict", "id: x\n", 8, true),
            ]
        );
    }

    #[test]
    fn a_shorter_or_different_fence_does_not_close_a_block() {
        let markdown = "````rust\n```\n~~~~\n````\n";
        assert_eq!(
            fenced_blocks(markdown),
            vec![block("rust", "```\n~~~~\n", 1, true)]
        );
    }

    #[test]
    fn indentation_of_the_fence_is_removed_from_content_and_deep_indents_are_not_fences() {
        let markdown = "  ```text\n    two more\n  one\n  ```\n\n    ```\n    indented code\n";
        assert_eq!(
            fenced_blocks(markdown),
            vec![block("text", "  two more\none\n", 1, true)]
        );
    }

    #[test]
    fn an_unclosed_block_runs_to_the_end_and_says_so() {
        assert_eq!(
            fenced_blocks("```predict\nid: a\n"),
            vec![block("predict", "id: a\n", 1, false)]
        );
    }

    #[test]
    fn inline_code_with_three_backticks_is_not_a_fence() {
        assert_eq!(fenced_blocks("```a ` b```\ntext\n"), vec![]);
    }
}
