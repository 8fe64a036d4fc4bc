//! From source text to `syn`'s syntax tree: a whole program or a bare list of statements.

use proc_macro2::LineColumn;
use syn::spanned::Spanned;

use super::error::ScriptError;
use crate::trace::Span;

/// The parsed source.
#[derive(Debug)]
pub enum Source {
    /// `use …; fn main() { … }` and helper functions.
    Program(syn::File),
    /// Statements, taken as the body of `main`.
    Statements(Vec<syn::Stmt>),
}

/// A script span from a `syn` span: 1-based lines and columns, as rustc prints them.
pub fn span_of(node: &impl Spanned) -> Span {
    let span = node.span();
    let (start, end) = (span.start(), span.end());
    from_line_columns(start, end)
}

pub fn from_line_columns(start: LineColumn, end: LineColumn) -> Span {
    Span {
        line: start.line as u32,
        column: start.column as u32 + 1,
        end_line: end.line as u32,
        end_column: end.column as u32 + 1,
    }
}

fn syn_error(error: &syn::Error, text: &str) -> ScriptError {
    let span = error.span();
    let at = from_line_columns(span.start(), span.end());
    let message = error.to_string();
    if message != "cannot parse string into token stream" {
        return ScriptError::new(at, message);
    }
    // The tokenizer's error points at what never ends; say what it is, as rustc would.
    let found = text
        .lines()
        .nth(at.line.saturating_sub(1) as usize)
        .and_then(|line| line.chars().nth(at.column.saturating_sub(1) as usize));
    let message = match found {
        Some(open @ ('{' | '(' | '[')) => {
            format!("unclosed delimiter: this `{open}` is never closed")
        }
        Some('"') => "unterminated double quote string".to_string(),
        Some('/') => "unterminated block comment".to_string(),
        Some('\'') => "unterminated character literal".to_string(),
        _ => "this file contains an unclosed delimiter or an unterminated literal".to_string(),
    };
    ScriptError::new(at, message)
}

/// Whether `text` is a whole program (items at the top level) rather than statements.
fn looks_like_program(text: &str) -> bool {
    const ITEM_STARTS: [&str; 13] = [
        "fn ",
        "pub fn ",
        "async fn ",
        "unsafe fn ",
        "const fn ",
        "use ",
        "struct ",
        "enum ",
        "impl ",
        "trait ",
        "mod ",
        "#!",
        "#[",
    ];
    text.lines()
        .map(str::trim_start)
        .any(|line| ITEM_STARTS.iter().any(|start| line.starts_with(start)))
}

/// How deeply a script may nest: brackets, plus the operators of one expression (`syn`, the
/// lowering and the interpreter recurse once per operator: `- - - 1`, `a + b + c`). Enough for
/// any program a person writes; small enough that parsing, lowering and running fit a 1 MiB
/// stack (wasm32's default).
pub const MAX_NESTING: usize = 100;

/// Refuses, at the first token past it, a script nested deeper than [`MAX_NESTING`]. Runs on
/// tokens before `syn` parses anything, so macro bodies (parsed later, while lowering) are
/// covered too; tokenizing is iterative, so any depth is safe here.
fn check_nesting(text: &str) -> Result<(), ScriptError> {
    use proc_macro2::{Delimiter, TokenStream, TokenTree};
    // An unparsable text is left to `syn`, which explains it better.
    let Ok(tokens) = text.parse::<TokenStream>() else {
        return Ok(());
    };
    // One entry per open bracket: its tokens, the operators in its current expression,
    // whether the last token was a `{ … }` block (after which a new item or statement may
    // start), and whether the bracket is a brace.
    let mut open = vec![(tokens.into_iter(), 0usize, false, false)];
    let mut operators = 0usize;
    while let Some((tokens, in_expression, after_block, _)) = open.last_mut() {
        let Some(token) = tokens.next() else {
            operators -= *in_expression;
            let closed_block = open.pop().is_some_and(|(_, _, _, brace)| brace);
            if let Some((_, _, after_block, _)) = open.last_mut() {
                *after_block = closed_block;
            }
            continue;
        };
        // A block followed by what starts an item or a statement (`}` then `fn`, `#[…]`,
        // `let`) ended the expression before it: a file of many functions, each with `->`
        // and `<…>` in its signature, nests no deeper than one of them. A block followed by
        // an operator (`{1} + {1}`) goes on counting.
        if std::mem::take(after_block) && starts_item_or_statement(&token) {
            operators -= *in_expression;
            *in_expression = 0;
        }
        let at = token.span();
        match token {
            TokenTree::Group(group) => {
                let brace = group.delimiter() == Delimiter::Brace;
                open.push((group.stream().into_iter(), 0, false, brace));
            }
            TokenTree::Punct(punct) if matches!(punct.as_char(), ';' | ',') => {
                operators -= *in_expression;
                *in_expression = 0;
            }
            TokenTree::Punct(_) => {
                *in_expression += 1;
                operators += 1;
            }
            TokenTree::Ident(_) | TokenTree::Literal(_) => {}
        }
        if open.len() + operators > MAX_NESTING {
            return Err(ScriptError::new(
                from_line_columns(at.start(), at.end()),
                format!("stopped by bufscope: the script nests more than {MAX_NESTING} levels deep (brackets and operators together)"),
            )
            .with_help("split the expression with `let`, or nest fewer blocks"));
        }
    }
    Ok(())
}

/// Whether `token`, right after a `{ … }` block, begins an item or a statement: an
/// attribute's `#`, or a keyword no expression continues with.
fn starts_item_or_statement(token: &proc_macro2::TokenTree) -> bool {
    const STARTS: [&str; 22] = [
        "fn",
        "pub",
        "impl",
        "struct",
        "enum",
        "trait",
        "mod",
        "use",
        "const",
        "static",
        "type",
        "let",
        "unsafe",
        "async",
        "extern",
        "macro_rules",
        "if",
        "while",
        "for",
        "loop",
        "match",
        "return",
    ];
    match token {
        proc_macro2::TokenTree::Punct(punct) => punct.as_char() == '#',
        proc_macro2::TokenTree::Ident(ident) => STARTS.iter().any(|start| ident == start),
        _ => false,
    }
}

/// Parses `text` as a program if it defines functions at the top level, else as statements.
pub fn parse(text: &str) -> Result<Source, ScriptError> {
    check_nesting(text)?;
    let file = syn::parse_file(text);
    let has_functions = file.as_ref().is_ok_and(|file| {
        file.items
            .iter()
            .any(|item| matches!(item, syn::Item::Fn(_)))
    });
    match file {
        Ok(file) if has_functions => Ok(Source::Program(file)),
        file => match syn::parse::Parser::parse_str(syn::Block::parse_within, text) {
            Ok(stmts) => Ok(Source::Statements(stmts)),
            // A program with an error is best explained by the program parser.
            Err(error) => match file {
                Err(file_error) if looks_like_program(text) => Err(syn_error(&file_error, text)),
                Ok(file) => Ok(Source::Program(file)),
                Err(_) => Err(syn_error(&error, text)),
            },
        },
    }
}
