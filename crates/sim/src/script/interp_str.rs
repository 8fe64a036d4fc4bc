//! `str` and `String` methods beyond the basics, each run by std's own method on the text
//! the value holds: splitting, searching, trimming by pattern, replacing, editing in place,
//! and the UTF-8 conversions.

use std::cell::RefCell;
use std::rc::Rc;

use super::interp_call::usize_value;
use super::interpreter::StdLocation;
use super::interpreter::{Eval, Flow, Interpreter, fatal};
use super::value::IterState;
use super::value::text_of;
use super::value::{Closure, ErrorValue, Slot, Value, target_slot};
use crate::trace::Span;

/// A `str` pattern: a string, a `char`, a set of chars or a test of each char (std's
/// `Pattern` for `&str`, `&String`, `char`, `&[char]` and `FnMut(char) -> bool`).
pub(super) enum Pattern {
    Text(String),
    Char(char),
    Chars(Vec<char>),
    /// A closure (or a function named in its place, `char::is_whitespace`), which std calls
    /// on each char it looks at, in its own order (see [`CharTest`]).
    Test(Rc<Closure>),
}

impl Pattern {
    pub(super) fn of(value: &Value) -> Option<Pattern> {
        match value.deref() {
            Value::Char(c) => Some(Pattern::Char(c)),
            Value::Closure(closure) => Some(Pattern::Test(closure)),
            Value::List(items) => items
                .iter()
                .map(|item| match item {
                    Value::Char(c) => Some(*c),
                    _ => None,
                })
                .collect::<Option<Vec<char>>>()
                .map(Pattern::Chars),
            other => text_of(&other).map(Pattern::Text),
        }
    }
}

/// Runs `$call` with the pattern as std's own `Pattern` type; a [`Pattern::Test`] calls the
/// script's closure through `$me`, the interpreter. The call's value, or the closure's failure
/// (a panic in it): std goes on looking, and is answered `false`, once the closure failed.
macro_rules! with_pattern {
    ($me:expr, $pattern:expr, |$p:ident| $call:expr) => {
        match $pattern {
            Pattern::Text(text) => {
                let $p = text.as_str();
                Ok($call)
            }
            Pattern::Char(c) => {
                let $p = *c;
                Ok($call)
            }
            Pattern::Chars(chars) => {
                let $p = chars.as_slice();
                Ok($call)
            }
            Pattern::Test(closure) => {
                let mut test = CharTest::new($me, closure);
                let value = {
                    // One type for every method's search: std's code for it is compiled once
                    // per method, not once per place it is called from.
                    let mut call = |c: char| test.call(c);
                    let $p: &mut dyn FnMut(char) -> bool = &mut call;
                    $call
                };
                test.outcome().map(|()| value)
            }
        }
    };
}

/// A script's closure as std's `FnMut(char) -> bool` pattern: each call runs it in the
/// interpreter. std cannot be told to stop, so after a failure every later call answers
/// `false` without running it, and the failure is the outcome.
struct CharTest<'i, 'a> {
    me: &'i mut Interpreter<'a>,
    closure: &'i Closure,
    failed: Option<Flow>,
}

impl<'i, 'a> CharTest<'i, 'a> {
    fn new(me: &'i mut Interpreter<'a>, closure: &'i Closure) -> Self {
        CharTest {
            me,
            closure,
            failed: None,
        }
    }

    fn call(&mut self, c: char) -> bool {
        if self.failed.is_some() {
            return false;
        }
        let span = self.closure.def.body.span;
        match self.me.call1(self.closure, Value::Char(c), span) {
            Ok(value) => match value.into_deref() {
                Value::Bool(answer) => answer,
                other => {
                    let kind = other.type_name();
                    self.failed = Some(fatal(span, format!("a pattern's test gave a `{kind}`")));
                    false
                }
            },
            Err(flow) => {
                self.failed = Some(flow);
                false
            }
        }
    }

    fn outcome(self) -> Result<(), Flow> {
        self.failed.map_or(Ok(()), Err)
    }
}

impl Interpreter<'_> {
    /// `text.contains(p)`, or `starts_with` / `ends_with` as `method` says.
    pub(super) fn pattern_is_in(
        &mut self,
        pattern: &Pattern,
        text: &str,
        method: &str,
    ) -> Result<bool, Flow> {
        with_pattern!(self, pattern, |p| match method {
            "contains" => text.contains(p),
            "starts_with" => text.starts_with(p),
            _ => text.ends_with(p),
        })
    }
}

fn items(values: impl Iterator<Item = Value>) -> Value {
    Value::Iter(Rc::new(RefCell::new(IterState::Items(values.collect(), 0))))
}

fn str_value(text: &str) -> Value {
    Value::Str(text.into())
}

fn option(value: Option<Value>) -> Value {
    value.map_or(Value::None, |v| Value::Some(Box::new(v)))
}

/// The methods [`Interpreter::str_method`] runs.
const STR_METHODS: &[&str] = &[
    "split",
    "rsplit",
    "split_terminator",
    "matches",
    "splitn",
    "rsplitn",
    "split_once",
    "rsplit_once",
    "trim_matches",
    "trim_start_matches",
    "trim_end_matches",
    "strip_prefix",
    "strip_suffix",
    "find",
    "rfind",
    "replace",
    "char_indices",
    "eq_ignore_ascii_case",
    "to_ascii_uppercase",
    "to_ascii_lowercase",
    "is_char_boundary",
    "split_at",
];

impl Interpreter<'_> {
    /// A `str` method of the text `receiver` holds; `None` when `method` is not one of these
    /// or the receiver holds no text.
    // Kept out of the caller's frame: the interpreter recurses through it.
    #[inline(never)]
    pub(super) fn str_method(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        // The method first: reading the text copies it, which `len()` on a big `String` in a
        // loop must not pay.
        if !STR_METHODS.contains(&method) {
            return None;
        }
        let text = text_of(receiver)?;
        Some(self.text_method(&text, method, values, span))
    }

    /// [`Interpreter::str_method`] on `text`, `method` being one of [`STR_METHODS`].
    fn text_method(&mut self, text: &str, method: &str, values: &[Value], span: Span) -> Eval {
        let arg = |i: usize| values.get(i).map(Value::deref);
        let pattern = |i: usize| arg(i).as_ref().and_then(Pattern::of);
        let missing = || fatal(span, format!("`{method}` needs another argument"));
        let result = match method {
            "split" | "rsplit" | "split_terminator" | "matches" => {
                let Some(p) = pattern(0) else {
                    return Err(missing());
                };
                let pieces: Vec<Value> = with_pattern!(self, &p, |p| match method {
                    "split" => text.split(p).map(str_value).collect(),
                    "rsplit" => text.rsplit(p).map(str_value).collect(),
                    "split_terminator" => text.split_terminator(p).map(str_value).collect(),
                    _ => text.matches(p).map(str_value).collect(),
                })?;
                items(pieces.into_iter())
            }
            "splitn" | "rsplitn" => {
                let (Some(n), Some(p)) = (arg(0), pattern(1)) else {
                    return Err(missing());
                };
                let n = self.usize_arg(&n, span)?;
                let pieces: Vec<Value> = with_pattern!(self, &p, |p| if method == "splitn" {
                    text.splitn(n, p).map(str_value).collect()
                } else {
                    text.rsplitn(n, p).map(str_value).collect()
                })?;
                items(pieces.into_iter())
            }
            "split_once" | "rsplit_once" => {
                let Some(p) = pattern(0) else {
                    return Err(missing());
                };
                let halves = with_pattern!(self, &p, |p| if method == "split_once" {
                    text.split_once(p)
                } else {
                    text.rsplit_once(p)
                })?;
                option(halves.map(|(a, b)| Value::Tuple(vec![str_value(a), str_value(b)])))
            }
            // `trim_matches` needs a double-ended pattern: the checker allows no `&str`.
            "trim_matches" => match pattern(0) {
                Some(Pattern::Char(c)) => str_value(text.trim_matches(c)),
                Some(Pattern::Chars(chars)) => str_value(text.trim_matches(chars.as_slice())),
                Some(Pattern::Test(closure)) => {
                    let mut test = CharTest::new(self, &closure);
                    let mut call = |c: char| test.call(c);
                    let trimmed = text.trim_matches(&mut call as &mut dyn FnMut(char) -> bool);
                    test.outcome()?;
                    str_value(trimmed)
                }
                _ => return Err(fatal(span, "`trim_matches` takes a `char`")),
            },
            "trim_start_matches" | "trim_end_matches" => {
                let Some(p) = pattern(0) else {
                    return Err(missing());
                };
                str_value(with_pattern!(
                    self,
                    &p,
                    |p| if method == "trim_start_matches" {
                        text.trim_start_matches(p)
                    } else {
                        text.trim_end_matches(p)
                    }
                )?)
            }
            "strip_prefix" | "strip_suffix" => {
                let Some(p) = pattern(0) else {
                    return Err(missing());
                };
                option(
                    with_pattern!(self, &p, |p| if method == "strip_prefix" {
                        text.strip_prefix(p)
                    } else {
                        text.strip_suffix(p)
                    })?
                    .map(str_value),
                )
            }
            "find" | "rfind" => {
                let Some(p) = pattern(0) else {
                    return Err(missing());
                };
                option(
                    with_pattern!(self, &p, |p| if method == "find" {
                        text.find(p)
                    } else {
                        text.rfind(p)
                    })?
                    .map(usize_value),
                )
            }
            "replace" => {
                let (Some(p), Some(to)) = (pattern(0), arg(1).as_ref().and_then(text_of)) else {
                    return Err(missing());
                };
                let replaced = with_pattern!(self, &p, |p| text.replace(p, &to))?;
                self.reserve_memory(replaced.len(), span)?;
                Value::String(replaced)
            }
            "char_indices" => items(
                text.char_indices()
                    .map(|(i, c)| Value::Tuple(vec![usize_value(i), Value::Char(c)])),
            ),
            "eq_ignore_ascii_case" => {
                let Some(other) = arg(0).as_ref().and_then(text_of) else {
                    return Err(missing());
                };
                Value::Bool(text.eq_ignore_ascii_case(&other))
            }
            "to_ascii_uppercase" => Value::String(text.to_ascii_uppercase()),
            "to_ascii_lowercase" => Value::String(text.to_ascii_lowercase()),
            "is_char_boundary" => match arg(0) {
                Some(Value::Int(i, _)) => {
                    Value::Bool(usize::try_from(i).is_ok_and(|i| text.is_char_boundary(i)))
                }
                _ => return Err(missing()),
            },
            "split_at" => {
                let mid = match arg(0).map(|v| self.usize_arg(&v, span)) {
                    Some(Ok(mid)) => mid,
                    Some(Err(flow)) => return Err(flow),
                    None => return Err(missing()),
                };
                if !text.is_char_boundary(mid) {
                    // `split_at` slices `..mid` inside core, where the panic is located.
                    let message = match super::interp_index::str_slice(text, 0, mid, span) {
                        Err(Flow::Panic(message, _)) => message,
                        _ => "failed to slice string".into(),
                    };
                    return Err(Flow::StdPanic(message, StdLocation::StrSplitAt, span));
                }
                let (a, b) = text.split_at(mid);
                Value::Tuple(vec![str_value(a), str_value(b)])
            }
            _ => return Err(fatal(span, format!("`{method}` is not a `str` method"))),
        };
        Ok(result)
    }

    /// `String` methods that edit it where it lives (`truncate`, `pop`, `insert`, `remove`,
    /// `insert_str`), with std's panics, located at the method's name (`span`: they are
    /// `#[track_caller]`); `None` for any other method or receiver.
    // Kept out of the caller's frame: the interpreter recurses through it.
    #[inline(never)]
    pub(super) fn string_edit(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        if !matches!(
            method,
            "truncate" | "pop" | "insert" | "remove" | "insert_str"
        ) {
            return None;
        }
        let Value::Ref(slot) = receiver else {
            return None;
        };
        let slot: Slot = target_slot(slot);
        let mut held = slot.borrow_mut();
        let Value::String(text) = &mut *held else {
            return None;
        };
        let index = |i: usize| match values.get(i).map(Value::deref) {
            Some(Value::Int(n, _)) => Ok(usize::try_from(n).unwrap_or(usize::MAX)),
            _ => Err(fatal(span, format!("`{method}` takes an index"))),
        };
        let boundary = |text: &str, at: usize, what: &str| {
            if text.is_char_boundary(at) {
                Ok(())
            } else {
                Err(Flow::Panic(
                    format!("assertion failed: self.is_char_boundary({what})"),
                    span,
                ))
            }
        };
        Some((|| {
            Ok(match method {
                "truncate" => {
                    let n = index(0)?;
                    if n <= text.len() {
                        boundary(text, n, "new_len")?;
                        text.truncate(n);
                    }
                    Value::Unit
                }
                "pop" => option(text.pop().map(Value::Char)),
                "remove" => {
                    // std: `self[idx..].chars().next()`, then a panic at the end.
                    let at = index(0)?;
                    let rest = super::interp_index::str_slice(text, at, text.len(), span)?;
                    if rest.is_empty() {
                        return Err(Flow::Panic(
                            "cannot remove a char from the end of a string".into(),
                            span,
                        ));
                    }
                    Value::Char(text.remove(at))
                }
                "insert" | "insert_str" => {
                    let at = index(0)?;
                    boundary(text, at, "idx")?;
                    match values.get(1).map(Value::deref) {
                        Some(Value::Char(c)) if method == "insert" => text.insert(at, c),
                        Some(other) if method == "insert_str" => match text_of(&other) {
                            Some(s) => text.insert_str(at, &s),
                            None => return Err(fatal(span, "`insert_str` takes a `&str`")),
                        },
                        _ => {
                            return Err(fatal(span, format!("`{method}` takes a value to insert")));
                        }
                    }
                    Value::Unit
                }
                _ => Value::Unit,
            })
        })())
    }

    /// `str::from_utf8`, `String::from_utf8` and `String::from_utf8_lossy`, by std's own
    /// conversions; `None` for any other path.
    // Kept out of the caller's frame: the interpreter recurses through it.
    #[inline(never)]
    pub(super) fn utf8_call(&mut self, path: &str, values: &[Value], span: Span) -> Option<Eval> {
        if !matches!(
            path,
            "str::from_utf8" | "String::from_utf8" | "String::from_utf8_lossy"
        ) {
            return None;
        }
        let bytes = match values.first() {
            Some(value) => match self.bytes_arg(value, span) {
                Ok(bytes) => bytes,
                Err(flow) => return Some(Err(flow)),
            },
            None => return Some(Err(fatal(span, format!("`{path}` takes bytes")))),
        };
        Some(Ok(match path {
            "str::from_utf8" => match std::str::from_utf8(&bytes) {
                Ok(text) => Value::ok(str_value(text)),
                Err(e) => Value::Err(ErrorValue::Std(Rc::new(e), "core::str::Utf8Error")),
            },
            "String::from_utf8" => match String::from_utf8(bytes) {
                Ok(text) => Value::ok(Value::String(text)),
                Err(e) => Value::Err(ErrorValue::Std(Rc::new(e), "std::string::FromUtf8Error")),
            },
            _ => Value::String(String::from_utf8_lossy(&bytes).into_owned()),
        }))
    }
}
