//! Range expressions as std types them: `a..b` is a `Range`, `a..` a `RangeFrom`, `..b` a
//! `RangeTo`, `a..=b` a `RangeInclusive`, `..=b` a `RangeToInclusive`, `..` a `RangeFull`.
//! Which one decides what a range can do (only the first, the second and the fourth are
//! iterators) and how `{:?}` prints it.

use super::super::ty::Ty;
use super::super::value::RangeShape;

/// The std range type of a range expression with (or without) a start and an end, over
/// `item`.
pub(super) fn range_type(start: bool, end: bool, inclusive: bool, item: Ty) -> Ty {
    let shape = RangeShape::of(start, end, inclusive);
    let args = if shape == RangeShape::Full {
        Vec::new()
    } else {
        vec![item]
    };
    Ty::adt(shape.type_name(), args)
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
