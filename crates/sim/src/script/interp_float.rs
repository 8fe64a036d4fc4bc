//! `f64`'s and `f32`'s methods, run by std's own methods on the value: the IEEE operations
//! (`sqrt`, `floor`, `min`…) give the compiled program's bits exactly. The transcendental
//! functions (`sin`, `exp`, `ln`…) are left out: the platform's libm decides their last bit.

use super::value::Value;

/// The methods [`float_method`] runs.
pub(super) const FLOAT_METHODS: &[&str] = &[
    "sqrt",
    "abs",
    "floor",
    "ceil",
    "round",
    "trunc",
    "fract",
    "signum",
    "powi",
    "powf",
    "min",
    "max",
    "clamp",
    "hypot",
    "is_nan",
    "is_finite",
    "is_sign_negative",
    "total_cmp",
];

/// The body of [`float_method`] for one float type: `$x` the receiver, `$variant` the
/// `Value` variant holding that type.
macro_rules! float_op {
    ($x:ident, $ty:ty, $variant:ident, $method:ident, $values:ident) => {{
        let (x, method, values): ($ty, &str, &[Value]) = ($x, $method, $values);
        let float = |i: usize| match values.get(i).map(Value::deref) {
            Some(Value::$variant(y)) => Some(y),
            _ => None,
        };
        Some(Value::$variant(match method {
            "sqrt" => x.sqrt(),
            "abs" => x.abs(),
            "floor" => x.floor(),
            "ceil" => x.ceil(),
            "round" => x.round(),
            "trunc" => x.trunc(),
            "fract" => x.fract(),
            "signum" => x.signum(),
            "powi" => match values.first().map(Value::deref) {
                Some(Value::Int(n, _)) => x.powi(i32::try_from(n).ok()?),
                _ => return None,
            },
            "powf" => x.powf(float(0)?),
            "min" => x.min(float(0)?),
            "max" => x.max(float(0)?),
            // std's `clamp` panics on a NaN or inverted bound: not simulated.
            "clamp" => {
                let (low, high) = (float(0)?, float(1)?);
                if low.partial_cmp(&high).is_none_or(std::cmp::Ordering::is_gt) {
                    return None;
                }
                x.clamp(low, high)
            }
            "hypot" => x.hypot(float(0)?),
            "is_nan" => return Some(Value::Bool(x.is_nan())),
            "is_finite" => return Some(Value::Bool(x.is_finite())),
            "is_sign_negative" => return Some(Value::Bool(x.is_sign_negative())),
            "total_cmp" => return Some(Value::Ordering(x.total_cmp(&float(0)?))),
            _ => return None,
        }))
    }};
}

/// One of [`FLOAT_METHODS`] on an `f64` or an `f32`; `None` for anything else.
pub(super) fn float_method(receiver: &Value, method: &str, values: &[Value]) -> Option<Value> {
    if !FLOAT_METHODS.contains(&method) {
        return None;
    }
    match receiver.peek(|value| Some(value.clone()))? {
        Value::Float(x) => float_op!(x, f64, Float, method, values),
        Value::F32(x) => float_op!(x, f32, F32, method, values),
        _ => None,
    }
}
