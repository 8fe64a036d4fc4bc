//! Types as the checker sees them: Rust's types for the subset, with inference variables.
//!
//! Std's nominal types (`File`, `BufWriter<W>`, `Vec<T>`, `Result<T, E>`…) are [`Ty::Adt`],
//! named as the std surface table names them (see [`super::std_surface`]); the checker knows
//! nothing about them beyond what that table says.

use std::fmt;

use super::ir::IntTy;

/// A type.
#[derive(Debug, Clone, PartialEq)]
pub enum Ty {
    Unit,
    /// `!`: the type of `return`, `break`, `process::exit(…)`, `panic!(…)`.
    Never,
    Bool,
    Char,
    Int(IntTy),
    /// `f32` (`false`) or `f64` (`true`).
    Float(bool),
    /// `str`, the unsized string slice (seen through `&str`).
    Str,
    Ref {
        mutable: bool,
        to: Box<Ty>,
    },
    Slice(Box<Ty>),
    /// `[T; N]`; the length when it is known.
    Array(Box<Ty>, Option<u64>),
    Tuple(Vec<Ty>),
    /// A nominal type of the std surface with its type arguments (`BufWriter<File>`).
    Adt(String, Vec<Ty>),
    /// `dyn Trait`, seen through `&`, `&mut` or `Box`.
    Dyn(String),
    /// A generic parameter of a std signature, before it is instantiated.
    Param(String),
    /// A generic parameter without bounds inside its own function's body (`T` of `fn
    /// wrap<T>(t: T)`): a type of its own that implements nothing, which the body may only
    /// move around, as rustc sees it.
    Rigid(String),
    /// A type not yet known (index into the inference table).
    Var(u32),
    /// An integer literal's type, not yet known (`{integer}` in rustc's messages).
    IntVar(u32),
    /// A float literal's type, not yet known (`{float}`).
    FloatVar(u32),
}

impl Ty {
    pub fn adt(name: &str, args: Vec<Ty>) -> Ty {
        Ty::Adt(name.to_string(), args)
    }

    pub fn reference(mutable: bool, to: Ty) -> Ty {
        Ty::Ref {
            mutable,
            to: Box::new(to),
        }
    }

    pub fn string() -> Ty {
        Ty::adt("String", Vec::new())
    }

    pub fn vec(of: Ty) -> Ty {
        Ty::adt("Vec", vec![of])
    }

    pub fn option(of: Ty) -> Ty {
        Ty::adt("Option", vec![of])
    }

    pub fn result(ok: Ty, err: Ty) -> Ty {
        Ty::adt("Result", vec![ok, err])
    }

    pub fn io_error() -> Ty {
        Ty::adt("IoError", Vec::new())
    }

    /// `&[u8]`
    pub fn byte_slice() -> Ty {
        Ty::reference(false, Ty::Slice(Box::new(Ty::Int(IntTy::U8))))
    }

    pub fn is_adt(&self, name: &str) -> bool {
        matches!(self, Ty::Adt(n, _) if n == name)
    }

    /// `&str` or `String`: text, which std converts into a `Box<dyn Error>` (and boxes into
    /// an `io::Error`).
    pub fn is_text(&self) -> bool {
        match self {
            Ty::Ref { to, .. } => **to == Ty::Str,
            other => other.is_adt("String"),
        }
    }

    /// `Box<dyn Error>`.
    pub fn is_boxed_error(&self) -> bool {
        matches!(self, Ty::Adt(name, args)
            if name == "Box" && matches!(args.as_slice(), [Ty::Dyn(d)] if d == "Error"))
    }

    /// The type arguments of a nominal type.
    pub fn args(&self) -> &[Ty] {
        match self {
            Ty::Adt(_, args) => args,
            _ => &[],
        }
    }

    /// Whether the type, or a type inside it (behind a reference, in a slice, an array, a
    /// tuple or a type's arguments), is one `part` picks.
    pub fn contains(&self, part: &impl Fn(&Ty) -> bool) -> bool {
        part(self)
            || match self {
                Ty::Ref { to, .. } | Ty::Slice(to) | Ty::Array(to, _) => to.contains(part),
                Ty::Tuple(items) | Ty::Adt(_, items) => items.iter().any(|t| t.contains(part)),
                _ => false,
            }
    }

    /// Whether the type still holds an inference variable or a generic parameter.
    pub fn has_unknowns(&self) -> bool {
        self.contains(&|t| {
            matches!(
                t,
                Ty::Var(_) | Ty::IntVar(_) | Ty::FloatVar(_) | Ty::Param(_)
            )
        })
    }

    /// Whether the type still holds an inference variable or a generic parameter that is not a
    /// literal's (`{integer}`, `{float}`).
    pub fn has_unknowns_beyond_literals(&self) -> bool {
        self.contains(&|t| matches!(t, Ty::Var(_) | Ty::Param(_)))
    }

    /// Whether the generic parameter `name` appears in the type.
    pub fn mentions_param(&self, name: &str) -> bool {
        self.contains(&|t| matches!(t, Ty::Param(param) if param == name))
    }

    /// Replaces the generic parameters named in `with`.
    pub fn substitute(&self, with: &[(String, Ty)]) -> Ty {
        match self {
            Ty::Param(name) => with
                .iter()
                .find(|(n, _)| n == name)
                .map_or_else(|| self.clone(), |(_, ty)| ty.clone()),
            Ty::Ref { mutable, to } => Ty::reference(*mutable, to.substitute(with)),
            Ty::Slice(of) => Ty::Slice(Box::new(of.substitute(with))),
            Ty::Array(of, n) => Ty::Array(Box::new(of.substitute(with)), *n),
            Ty::Tuple(items) => Ty::Tuple(items.iter().map(|t| t.substitute(with)).collect()),
            Ty::Adt(name, args) => Ty::Adt(
                name.clone(),
                args.iter().map(|t| t.substitute(with)).collect(),
            ),
            other => other.clone(),
        }
    }
}

/// How rustc names std types in its messages (trimmed paths, `std::io::Error` where the short
/// name would be ambiguous).
pub fn display_name(adt: &str) -> &str {
    match adt {
        "IoError" => "std::io::Error",
        "JsonError" => "serde_json::Error",
        "JsonValue" => "serde_json::Value",
        "JsonNumber" => "serde_json::Number",
        "JsonMap" => "serde_json::Map",
        "JsonEntry" => "serde_json::map::Entry",
        "JsonDeserializer" => "serde_json::Deserializer",
        "JsonVacantEntry" => "serde_json::map::VacantEntry",
        "JsonOccupiedEntry" => "serde_json::map::OccupiedEntry",
        "IoBytes" => "std::io::Bytes",
        "IoLines" => "std::io::Lines",
        "StrLines" => "std::str::Lines",
        "StrBytes" => "std::str::Bytes",
        "SliceIter" => "std::slice::Iter",
        "RangeInclusive" => "std::ops::RangeInclusive",
        "Range" => "std::ops::Range",
        "RangeFrom" => "std::ops::RangeFrom",
        "RangeToInclusive" => "std::ops::RangeToInclusive",
        "IntoInnerError" => "IntoInnerError",
        other => other,
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Unit => f.write_str("()"),
            Ty::Never => f.write_str("!"),
            Ty::Bool => f.write_str("bool"),
            Ty::Char => f.write_str("char"),
            Ty::Int(int) => f.write_str(int.name()),
            Ty::Float(true) => f.write_str("f64"),
            Ty::Float(false) => f.write_str("f32"),
            Ty::Str => f.write_str("str"),
            Ty::Ref { mutable, to } => {
                let to = match &**to {
                    Ty::Dyn(name) => format!("dyn {name}"),
                    other => other.to_string(),
                };
                write!(f, "&{}{to}", if *mutable { "mut " } else { "" })
            }
            Ty::Slice(of) => write!(f, "[{of}]"),
            Ty::Array(of, Some(n)) => write!(f, "[{of}; {n}]"),
            Ty::Array(of, None) => write!(f, "[{of}; _]"),
            Ty::Tuple(items) => {
                f.write_str("(")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                if items.len() == 1 {
                    f.write_str(",")?;
                }
                f.write_str(")")
            }
            Ty::Adt(name, args)
                if matches!(name.as_str(), "IterAdapter" | "ForwardIter") && args.len() == 1 =>
            {
                write!(f, "impl Iterator<Item = {}>", args[0])
            }
            // `parse`'s error, as std names it once the target is known.
            Ty::Adt(name, args) if name == "FromStrErr" && args.len() == 1 => match &args[0] {
                Ty::Int(_) | Ty::IntVar(_) => f.write_str("ParseIntError"),
                Ty::Float(_) | Ty::FloatVar(_) => f.write_str("ParseFloatError"),
                Ty::Bool => f.write_str("ParseBoolError"),
                Ty::Char => f.write_str("ParseCharError"),
                other => write!(f, "<{other} as FromStr>::Err"),
            },
            Ty::Adt(name, args) => {
                f.write_str(display_name(name))?;
                if args.is_empty() {
                    return Ok(());
                }
                f.write_str("<")?;
                for (i, arg) in args.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    match arg {
                        Ty::Dyn(name) => write!(f, "dyn {name}")?,
                        other => write!(f, "{other}")?,
                    }
                }
                f.write_str(">")
            }
            Ty::Dyn(name) => write!(f, "dyn {name}"),
            Ty::Param(name) | Ty::Rigid(name) => f.write_str(name),
            Ty::Var(_) => f.write_str("_"),
            Ty::IntVar(_) => f.write_str("{integer}"),
            Ty::FloatVar(_) => f.write_str("{float}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_print_as_rustc_prints_them() {
        let file = Ty::adt("File", Vec::new());
        assert_eq!(
            Ty::result(file.clone(), Ty::io_error()).to_string(),
            "Result<File, std::io::Error>"
        );
        assert_eq!(
            Ty::reference(true, Ty::adt("BufWriter", vec![file])).to_string(),
            "&mut BufWriter<File>"
        );
        assert_eq!(Ty::byte_slice().to_string(), "&[u8]");
        assert_eq!(
            Ty::adt("Box", vec![Ty::Dyn("Write".into())]).to_string(),
            "Box<dyn Write>"
        );
        assert_eq!(Ty::Tuple(vec![Ty::Bool]).to_string(), "(bool,)");
    }
}
