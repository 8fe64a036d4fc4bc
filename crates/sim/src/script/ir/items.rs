//! The script's items as the interpreter runs them: constants, its own types (structs,
//! enums, their fields and variants), `impl` blocks and what an item in a function body sees.

use super::Expr;
use crate::trace::Span;

/// What an item declared in a function body sees of that body (empty for the file's own
/// items): see `lower/block_items.rs`.
#[derive(Debug, Clone, Default)]
pub struct BlockScope {
    /// The `use` items of the bodies around it, outermost first: in scope in the whole item.
    pub uses: Vec<syn::UseTree>,
    /// The function locals in scope where it was written: naming one is E0434.
    pub locals: Vec<String>,
}

/// `const N: usize = 8192;` or `static NAME: &str = "…";`: evaluated where it is used.
#[derive(Debug, Clone)]
pub struct ConstDef {
    pub name: String,
    /// `static` rather than `const`.
    pub is_static: bool,
    pub ty: syn::Type,
    pub value: Expr,
    pub span: Span,
    /// The body it was declared in, if any.
    pub scope: BlockScope,
}

/// A `struct` or an `enum` the script defines.
#[derive(Debug, Clone)]
pub struct TypeDef {
    pub name: String,
    pub span: Span,
    /// A generic struct's type parameters as written (`<W: Write>`).
    pub generics: syn::Generics,
    /// A struct's shape and fields (an enum has neither: see `variants`).
    pub shape: Shape,
    pub fields: Vec<FieldDef>,
    /// An enum's variants, in order (`None` for a struct).
    pub variants: Option<Vec<VariantDef>>,
    /// The traits of its `#[derive(…)]`, as written (last path segment).
    pub derives: Vec<String>,
    /// Where each of `derives` is written (rustc points there when a hand-written impl of
    /// the same trait conflicts with it).
    pub derive_spans: Vec<Span>,
    /// serde's derives named without a path (`Serialize`, not `serde::Serialize`), which
    /// rustc finds only where the macro is imported, each where it is written.
    pub bare_serde_derives: Vec<(String, Span)>,
    /// The body it was declared in, if any.
    pub scope: BlockScope,
    /// `#[serde(deny_unknown_fields)]`.
    pub deny_unknown_fields: bool,
}

/// One variant of a script's enum: `Red`, `Circle(f64)`, `Rect { w: u32, h: u32 }`.
#[derive(Debug, Clone)]
pub struct VariantDef {
    pub name: String,
    pub span: Span,
    pub shape: Shape,
    pub fields: Vec<FieldDef>,
}

/// How a struct's fields are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// `struct P { x: i32 }`
    Named,
    /// `struct P(i32);`
    Tuple,
    /// `struct P;`
    Unit,
}

#[derive(Debug, Clone)]
pub struct FieldDef {
    /// The field's name (`x`), or its position for tuple structs (`0`).
    pub name: String,
    pub ty: syn::Type,
    pub span: Span,
    /// Its `#[serde(…)]` attributes (a struct's named fields only).
    pub serde: crate::script::serde_shape::FieldAttrs,
}

/// An `impl` block: inherent (`impl P`) or of a trait (`impl fmt::Display for P`).
#[derive(Debug, Clone)]
pub struct ImplDef {
    /// The type's name as written after `for` (or `impl`).
    pub self_name: String,
    /// Its generic arguments as written (`S<W>`, `S<f32>`): each of the impl's type parameters
    /// once, and concrete types.
    pub self_args: Vec<syn::Type>,
    /// The lifetimes its type is named with (`'a` of `Parser<'a>`).
    pub self_lifetimes: Vec<syn::Lifetime>,
    /// Its associated types (`type Item = u32;`), in order.
    pub assoc_types: Vec<AssocType>,
    /// The impl's generic parameters as written (`<W: Write>`).
    pub generics: syn::Generics,
    /// The trait's path as written.
    pub trait_path: Option<Vec<String>>,
    /// The trait's type arguments as written (`io::Error` of `From<io::Error>`).
    pub trait_args: Vec<syn::Type>,
    pub span: Span,
    /// The `impl` keyword, where rustc places what is wrong with the impl as a whole (a
    /// missing method, a conflicting impl).
    pub impl_span: Span,
    /// Its functions: indexes into [`Program::functions`].
    pub functions: Vec<usize>,
    /// The body it was declared in, if any.
    pub scope: BlockScope,
}

/// An associated type of a trait impl (`type Item = u32;`).
#[derive(Debug, Clone)]
pub struct AssocType {
    pub name: String,
    pub ty: syn::Type,
    /// The whole item, from `type`.
    pub span: Span,
}

/// A `trait` the script defines: its methods, each with a `self` receiver. A provided
/// method's body is a function of the program; a required one is only its signature.
#[derive(Debug, Clone)]
pub struct TraitDef {
    pub name: String,
    pub span: Span,
    /// Its supertraits' paths as written, each with where.
    pub supertraits: Vec<(Vec<String>, Span)>,
    /// The required methods, as functions whose bodies are never checked nor run.
    pub required: Vec<super::Function>,
    /// The provided methods (with a default body): indexes into [`Program::functions`].
    ///
    /// [`Program::functions`]: super::Program::functions
    pub provided: Vec<usize>,
    /// The body it was declared in, if any.
    pub scope: BlockScope,
}

/// A method's `self` parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SelfParam {
    /// `self` / `mut self`
    Value { mutable: bool },
    /// `&self`
    Ref,
    /// `&mut self`
    RefMut,
}
