//! The option vocabulary of a placeholder (`{:<+#08.3x?}`), shared by the template parser,
//! the lowering and the renderer.

use std::fmt;

/// Alignment within the field width: `<`, `^` or `>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Align {
    /// `<`
    Left,
    /// `^`
    Center,
    /// `>`
    Right,
}

/// The sign flag: `+` or `-`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sign {
    /// `+`: always print the sign.
    Plus,
    /// `-`: accepted by the grammar; no std formatting impl looks at it.
    Minus,
}

/// The `x`/`X` in `{:x?}` / `{:X?}`: Debug with integers in hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DebugHex {
    /// `x?`
    Lower,
    /// `X?`
    Upper,
}

/// The formatting trait a placeholder selects with its type letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FmtTrait {
    /// `{}`
    Display,
    /// `{:?}` (also `{:x?}`, `{:X?}`)
    Debug,
    /// `{:e}`
    LowerExp,
    /// `{:E}`
    UpperExp,
    /// `{:o}`
    Octal,
    /// `{:p}`
    Pointer,
    /// `{:b}`
    Binary,
    /// `{:x}`
    LowerHex,
    /// `{:X}`
    UpperHex,
}

impl FmtTrait {
    /// The trait for a type word as rustc maps it (`""` → Display, `"?"` → Debug, …), or
    /// `None` for an unknown word.
    pub fn from_type_word(word: &str) -> Option<FmtTrait> {
        Some(match word {
            "" => FmtTrait::Display,
            "?" => FmtTrait::Debug,
            "e" => FmtTrait::LowerExp,
            "E" => FmtTrait::UpperExp,
            "o" => FmtTrait::Octal,
            "p" => FmtTrait::Pointer,
            "b" => FmtTrait::Binary,
            "x" => FmtTrait::LowerHex,
            "X" => FmtTrait::UpperHex,
            _ => return None,
        })
    }

    /// The trait's name, as in `std::fmt::LowerHex`.
    pub fn name(self) -> &'static str {
        match self {
            FmtTrait::Display => "Display",
            FmtTrait::Debug => "Debug",
            FmtTrait::LowerExp => "LowerExp",
            FmtTrait::UpperExp => "UpperExp",
            FmtTrait::Octal => "Octal",
            FmtTrait::Pointer => "Pointer",
            FmtTrait::Binary => "Binary",
            FmtTrait::LowerHex => "LowerHex",
            FmtTrait::UpperHex => "UpperHex",
        }
    }
}

impl fmt::Display for FmtTrait {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
