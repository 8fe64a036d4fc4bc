//! Range expressions as std types them: `a..b` is a `Range`, `a..` a `RangeFrom`, `..b` a
//! `RangeTo`, `a..=b` a `RangeInclusive`, `..=b` a `RangeToInclusive`, `..` a `RangeFull`.
//! Which one decides what a range can do (only the first, the second and the fourth are
//! iterators) and how `{:?}` prints it.

use super::super::ty::Ty;

/// The std range type of a range expression with (or without) a start and an end, over
/// `item`.
pub(super) fn range_type(start: bool, end: bool, inclusive: bool, item: Ty) -> Ty {
    let name = match (start, end, inclusive) {
        (true, true, false) => "Range",
        (true, true, true) => "RangeInclusive",
        (true, false, _) => "RangeFrom",
        (false, true, false) => "RangeTo",
        (false, true, true) => "RangeToInclusive",
        (false, false, _) => return Ty::adt("RangeFull", Vec::new()),
    };
    Ty::adt(name, vec![item])
}

/// Whether `ty` is one of std's range types.
pub(super) fn is_range(ty: &Ty) -> bool {
    matches!(
        ty,
        Ty::Adt(name, _) if matches!(
            name.as_str(),
            "Range" | "RangeInclusive" | "RangeFrom" | "RangeTo" | "RangeToInclusive" | "RangeFull"
        )
    )
}
