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

/// Parses `text` as a program if it defines functions at the top level, else as statements.
pub fn parse(text: &str) -> Result<Source, ScriptError> {
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
