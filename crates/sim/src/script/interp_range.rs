//! What a range does besides being walked: `next` where it lives, and `contains`, as std's
//! ranges of integers and chars do them.

use super::value::{RangeShape, Value};

/// `Iterator::next` of a half-open range where it lives (`let mut r = 0..3; r.next()`), as
/// std's: the start while it is below the end, which then moves on by one; `None` for any
/// other value.
pub(super) fn range_next(value: &mut Value) -> Option<Value> {
    if let Value::CharRange(start, end, RangeShape::HalfOpen) = value {
        let mut next = u32::from(*start);
        let item = super::iteration::next_char(&mut next, u32::from(*end));
        // Past its last char a range stays empty where it ended.
        *start = char::from_u32(next).unwrap_or(*end);
        return Some(item.map_or(Value::None, |c| Value::Some(Box::new(Value::Char(c)))));
    }
    let Value::Range(start, end, ty, RangeShape::HalfOpen) = value else {
        return None;
    };
    if *start >= *end {
        return Some(Value::None);
    }
    let item = Value::Int(*start, *ty);
    *start += 1;
    Some(Value::Some(Box::new(item)))
}

/// `contains` of a range of integers or chars, as std's `RangeBounds::contains`: at or above
/// its start (if it has one) and below its end, or at it for `..=`; `None` for another pair.
pub(super) fn range_contains(range: &Value, item: &Value) -> Option<bool> {
    let (start, end, shape, item) = match (range, item) {
        // An inclusive end is kept one past the last value (see `Value::Range`).
        (Value::Range(start, end, _, shape), Value::Int(n, _)) => (*start, *end, *shape, *n),
        (Value::CharRange(start, end, shape), Value::Char(c)) => {
            let end = i128::from(u32::from(*end));
            let past = matches!(shape, RangeShape::Inclusive | RangeShape::ToInclusive);
            (
                u32::from(*start).into(),
                end + i128::from(past),
                *shape,
                u32::from(*c).into(),
            )
        }
        _ => return None,
    };
    let above = matches!(
        shape,
        RangeShape::To | RangeShape::ToInclusive | RangeShape::Full
    ) || item >= start;
    let below = matches!(shape, RangeShape::From | RangeShape::Full) || item < end;
    Some(above && below)
}
