//! `char` methods (`is_alphabetic`, `is_ascii_digit`, `to_ascii_uppercase`, `to_digit`…), run
//! by std's own `char` methods on the value.

use super::interpreter::{Eval, Flow, Interpreter, StdLocation, fatal};
use super::ir::IntTy;
use super::value::{CaseMapping, IterState, Value};
use crate::trace::Span;

/// The `char` methods this file runs.
pub const CHAR_METHODS: &[&str] = &[
    "is_alphabetic",
    "is_numeric",
    "is_alphanumeric",
    "is_whitespace",
    "is_uppercase",
    "is_lowercase",
    "is_control",
    "is_ascii",
    "is_ascii_digit",
    "is_ascii_alphabetic",
    "is_ascii_alphanumeric",
    "is_ascii_uppercase",
    "is_ascii_lowercase",
    "is_ascii_punctuation",
    "is_ascii_whitespace",
    "is_ascii_hexdigit",
    "to_ascii_uppercase",
    "to_ascii_lowercase",
    "to_uppercase",
    "to_lowercase",
    "to_digit",
    "len_utf8",
    "eq_ignore_ascii_case",
];

impl Interpreter<'_> {
    /// A `char` method; `None` if the receiver is no `char` or the method is not one of these.
    #[inline(never)]
    pub(super) fn char_method(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        if !CHAR_METHODS.contains(&method) {
            return None;
        }
        let c = receiver.peek(|value| match value {
            Value::Char(c) => Some(*c),
            _ => None,
        })?;
        let flag = |test: fn(&char) -> bool| Some(Ok(Value::Bool(test(&c))));
        match method {
            "is_alphabetic" => flag(|c| c.is_alphabetic()),
            "is_numeric" => flag(|c| c.is_numeric()),
            "is_alphanumeric" => flag(|c| c.is_alphanumeric()),
            "is_whitespace" => flag(|c| c.is_whitespace()),
            "is_uppercase" => flag(|c| c.is_uppercase()),
            "is_lowercase" => flag(|c| c.is_lowercase()),
            "is_control" => flag(|c| c.is_control()),
            "is_ascii" => flag(char::is_ascii),
            "is_ascii_digit" => flag(char::is_ascii_digit),
            "is_ascii_alphabetic" => flag(char::is_ascii_alphabetic),
            "is_ascii_alphanumeric" => flag(char::is_ascii_alphanumeric),
            "is_ascii_uppercase" => flag(char::is_ascii_uppercase),
            "is_ascii_lowercase" => flag(char::is_ascii_lowercase),
            "is_ascii_punctuation" => flag(char::is_ascii_punctuation),
            "is_ascii_whitespace" => flag(char::is_ascii_whitespace),
            "is_ascii_hexdigit" => flag(char::is_ascii_hexdigit),
            "to_ascii_uppercase" => Some(Ok(Value::Char(c.to_ascii_uppercase()))),
            "to_ascii_lowercase" => Some(Ok(Value::Char(c.to_ascii_lowercase()))),
            "to_uppercase" => Some(Ok(case_mapped(CaseMapping::Upper(c.to_uppercase())))),
            "to_lowercase" => Some(Ok(case_mapped(CaseMapping::Lower(c.to_lowercase())))),
            "len_utf8" => Some(Ok(Value::Int(c.len_utf8() as i128, IntTy::Usize))),
            "eq_ignore_ascii_case" => {
                let other = values.first().and_then(|v| {
                    v.peek(|value| match value {
                        Value::Char(o) => Some(*o),
                        _ => None,
                    })
                });
                Some(match other {
                    Some(other) => Ok(Value::Bool(c.eq_ignore_ascii_case(&other))),
                    None => Err(fatal(span, "`eq_ignore_ascii_case` takes a `&char`")),
                })
            }
            _ => Some(self.char_to_digit(c, values, span)),
        }
    }

    /// `char::to_digit`, with core's panic for a radix outside `2..=36`.
    fn char_to_digit(&mut self, c: char, values: &[Value], span: Span) -> Eval {
        let radix = match values.first().map(Value::deref) {
            Some(Value::Int(radix, _)) => radix,
            _ => return Err(fatal(span, "`to_digit` takes a radix")),
        };
        match u32::try_from(radix) {
            Ok(radix @ 2..=36) => Ok(match c.to_digit(radix) {
                Some(digit) => Value::Some(Box::new(Value::Int(digit.into(), IntTy::U32))),
                None => Value::None,
            }),
            _ => Err(Flow::StdPanic(
                "to_digit: invalid radix -- radix must be in the range 2 to 36 inclusive".into(),
                StdLocation::CharToDigit,
                span,
            )),
        }
    }
}

/// std's own iterator of a `char` mapped to upper or lower case, as a value.
fn case_mapped(chars: CaseMapping) -> Value {
    Value::Iter(std::rc::Rc::new(std::cell::RefCell::new(
        IterState::CaseMapped(chars),
    )))
}
