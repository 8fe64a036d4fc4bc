//! The script as the interpreter runs it: a small tree lowered from Rust syntax.
//!
//! Everything here was checked when it was lowered: names of calls and methods are ones the
//! interpreter knows, format strings are parsed, macros are expanded into their parts. What is
//! left to run time is what rustc leaves to run time (values, I/O errors, panics).

use std::rc::Rc;

mod items;

pub use super::int_ty::IntTy;
use crate::trace::Span;
pub use items::*;

/// Calls the checker puts where a `Vec` of something other than bytes is made (the
/// interpreter keeps byte vectors as bytes and other vectors as lists of values).
pub const LIST_NEW: &str = "Vec::new (list)";
pub const LIST_WITH_CAPACITY: &str = "Vec::with_capacity (list)";
/// `vec![a, b, c]` of non-bytes: the items are the call's arguments.
pub const LIST_FROM_ITEMS: &str = "vec![…] (list)";
/// `vec![x; n]` of non-bytes.
pub const LIST_REPEAT: &str = "vec![x; n] (list)";
/// std's `From<io::ErrorKind> for io::Error` (`io::Error::from(kind)`, `kind.into()`): an
/// error of that kind with no message. The checker puts it where the conversion runs, as a
/// call's path or a method's name.
pub const IO_ERROR_FROM_KIND: &str = "io::Error::from (ErrorKind)";
/// The hidden variable of `for PAT in …` with a pattern other than a name: the body starts
/// with `let PAT = item;`.
pub const FOR_ITEM: &str = "__bufscope_item";
/// The checker wraps the index of `d[i]` of a `VecDeque` in this call (which gives `i`), so
/// that the interpreter, which keeps a deque as a list, panics past the end as `VecDeque`'s
/// `Index` does.
pub const DEQUE_POSITION: &str = "VecDeque[i] (position)";

/// A whole script: helper functions and `main`.
#[derive(Debug, Clone)]
pub struct Program {
    pub functions: Vec<Function>,
    /// Index of `main` in `functions`.
    pub main: usize,
    /// The program's `use` trees (for bare statements: the exported program's imports), by
    /// which the checker resolves names and knows which traits are in scope.
    pub uses: Vec<syn::UseTree>,
    /// The script's own types (`struct`), by index.
    pub types: Vec<TypeDef>,
    /// The script's `impl` blocks; their functions are in `functions`.
    pub impls: Vec<ImplDef>,
    /// The script's `const` and `static` items.
    pub consts: Vec<ConstDef>,
    /// The script's own traits.
    pub traits: Vec<TraitDef>,
}

#[derive(Debug, Clone)]
pub struct Function {
    pub name: String,
    /// Its generic parameters as written (`<W: Write>`).
    pub generics: syn::Generics,
    pub params: Vec<Param>,
    /// Whether the function returns a `Result` (so `?` may be used and `Err` is returned).
    pub returns_result: bool,
    /// Whether its error type is a boxed `dyn Error` (so `?` keeps a serde_json error as it
    /// is) rather than `io::Error` (into which `?` converts it).
    pub boxed_error: bool,
    /// The declared return type (`None`: `()`).
    pub ret: Option<syn::Type>,
    /// Bare statements, which the export wraps in a `main` that ends with `Ok(())`.
    pub wrapped: bool,
    /// For functions of an `impl` block: the type's name (`Self`) and the impl's index.
    pub owner: Option<(String, usize)>,
    /// Of a generic `impl<W: Write> S<W>`'s function: the impl's type parameters (`generics`
    /// holds them first, then the function's own).
    pub impl_params: Vec<String>,
    /// Of a function of an `impl` for a generic struct: the arguments its type has there, as
    /// written (`W` of `impl<W> S<W>`, `f32` of `impl S<f32>`): what `Self` is.
    pub self_args: Vec<syn::Type>,
    /// Of a function of an `impl` for a struct with lifetime parameters: the lifetimes its
    /// type names there (`'a` of `impl<'a> Parser<'a>`, `'_` of `impl Parser<'_>`), which
    /// `Self` names in its signature.
    pub self_lifetimes: Vec<syn::Lifetime>,
    /// A method's `self` parameter (not in `params`).
    pub self_param: Option<SelfParam>,
    /// The `use` items at the top of its body: in scope in the whole body, not in its
    /// signature (as in rustc).
    pub uses: Vec<syn::UseTree>,
    /// The body it was declared in, if any (a method: its `impl`'s).
    pub scope: BlockScope,
    pub body: Block,
    /// Its name.
    pub span: Span,
    /// From its visibility or `fn` to the end of its signature: where rustc points at the
    /// function as a whole (E0592's duplicate definitions).
    pub signature_span: Span,
}

#[derive(Debug, Clone)]
pub struct Param {
    pub name: String,
    pub ty: TypeHint,
    /// The type as written.
    pub annotation: syn::Type,
    pub mutable: bool,
}

#[derive(Debug, Clone)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    /// The block's value (`{ …; x }`).
    pub tail: Option<Box<Expr>>,
    /// The closing brace: locals are dropped here.
    pub end: Span,
    /// An `unsafe { … }` block.
    pub is_unsafe: bool,
}

#[derive(Debug, Clone)]
pub enum Stmt {
    Let {
        name: String,
        ty: TypeHint,
        /// The type as written, if any.
        annotation: Option<Box<syn::Type>>,
        mutable: bool,
        init: Option<Expr>,
        span: Span,
        /// Where the pattern is (`mut x`): rustc points there when the variable's type is
        /// left unknown.
        binding: Span,
    },
    /// An expression statement; its temporaries are dropped at its end.
    Expr(Expr),
    /// `let PAT = init else { … };`, or `let (a, b) = init;` (no `else`: the pattern must
    /// match every value). The bindings live on in the enclosing block.
    LetElse {
        pat: Pat,
        init: Expr,
        otherwise: Option<Block>,
        span: Span,
    },
}

/// What a type annotation or a literal suffix says, as far as the interpreter cares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TypeHint {
    Unknown,
    Int(IntTy),
    Float,
    F32,
    Bool,
    Char,
    String,
    Str,
    ByteVec,
    Json,
    Other(String),
}

#[derive(Debug, Clone)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    And,
    Or,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Not,
    Deref,
}

/// A float literal, read from its digits as both float types (so an `f32` is rounded once,
/// from the decimal, as rustc does) and the type it is given.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FloatLit {
    pub value: f64,
    pub single: f32,
    /// `true` for `f32` (suffixed or inferred), `false` for `f64` or not decided yet.
    pub is_f32: bool,
    /// Whether it has a suffix, so inference may not change it.
    pub suffixed: bool,
}

impl FloatLit {
    /// An `f64` value as a literal (`f64::NAN`).
    pub fn f64(value: f64) -> Self {
        FloatLit {
            value,
            single: value as f32,
            is_f32: false,
            suffixed: true,
        }
    }

    /// An `f32` value as a literal (`f32::MAX`).
    pub fn f32(single: f32) -> Self {
        FloatLit {
            value: f64::from(single),
            single,
            is_f32: true,
            suffixed: true,
        }
    }

    /// The literal negated (`-1.5` in a pattern).
    pub fn negated(self) -> Self {
        FloatLit {
            value: -self.value,
            single: -self.single,
            ..self
        }
    }
}

/// A literal as written.
#[derive(Debug, Clone, PartialEq)]
pub enum Literal {
    Int { value: i128, ty: IntTy },
    Float(FloatLit),
    Bool(bool),
    Char(char),
    Str(Rc<str>),
    ByteStr(Rc<[u8]>),
    Byte(u8),
}

/// A format macro's target.
#[derive(Debug, Clone)]
pub enum FormatTarget {
    Stdout,
    Stderr,
    /// `write!(w, …)`: the writer expression.
    Writer(Box<Expr>),
    /// `format!`: builds a String.
    String,
    /// `panic!`.
    Panic,
}

/// A lowered `format_args!`: the text and the argument expressions.
#[derive(Debug, Clone)]
pub struct FormatCall {
    pub target: FormatTarget,
    /// The macro's name, for the trace (`println!`).
    pub macro_name: String,
    pub lowering: crate::format::lower::Lowering,
    /// Argument expressions, by index as `lowering` refers to them: positional, named, then
    /// the variables captured by `{name}`.
    pub args: Vec<Expr>,
}

/// A pattern of `match`, `if let`, `while let` and `let … else`.
#[derive(Debug, Clone)]
pub struct Pat {
    pub kind: PatKind,
    pub span: Span,
}

impl Pat {
    /// Whether the pattern has a `ref mut` binding, which borrows the place it matches: that
    /// place is taken apart where it lives.
    pub fn binds_ref_mut(&self) -> bool {
        self.has_binding(&|by_ref, mutable| by_ref && mutable)
    }

    /// Whether the pattern has a `ref` or `ref mut` binding: a `let` of it keeps a temporary
    /// it matches alive until the block ends, as rustc extends it.
    pub fn binds_ref(&self) -> bool {
        self.has_binding(&|by_ref, _| by_ref)
    }

    /// Whether some binding's `ref` and `mut` pass `test`.
    fn has_binding(&self, test: &impl Fn(bool, bool) -> bool) -> bool {
        match &self.kind {
            PatKind::Binding {
                by_ref,
                mutable,
                sub,
                ..
            } => test(*by_ref, *mutable) || sub.as_deref().is_some_and(|p| p.has_binding(test)),
            PatKind::Tuple(items) | PatKind::Or(items) | PatKind::Variant { fields: items, .. } => {
                items.iter().any(|p| p.has_binding(test))
            }
            PatKind::Struct { fields, .. } => fields.iter().any(|(_, p)| p.has_binding(test)),
            PatKind::Ref(inner) => inner.has_binding(test),
            PatKind::Slice { before, after, .. } => {
                PatKind::slice_items(before, after).any(|p| p.has_binding(test))
            }
            PatKind::Wild | PatKind::Lit(_) | PatKind::Range { .. } => false,
        }
    }
}

#[derive(Debug, Clone)]
pub enum PatKind {
    /// `_`
    Wild,
    /// `x`, `mut x`, `ref x`, `x @ sub`
    Binding {
        name: String,
        mutable: bool,
        by_ref: bool,
        sub: Option<Box<Pat>>,
    },
    /// A literal (a negated integer is a negative value).
    Lit(Literal),
    /// `a..=b`, `a..b`, `a..`, `..=b` over integers or chars.
    Range {
        start: Option<Literal>,
        end: Option<Literal>,
        inclusive: bool,
    },
    Tuple(Vec<Pat>),
    /// `Some(p)`, `None`, `Ok(p)`, `Err(p)`, or a variant of the script's enum
    /// (`Shape::Circle(r)`, `Color::Red`; `name` is the path as written).
    Variant {
        name: String,
        fields: Vec<Pat>,
        /// `..` after the fields written (`Parse(..)`, `Pair(a, ..)`): the variant's other
        /// fields are not matched.
        rest: bool,
        /// Written with parentheses: `NegativeAge()` matches a tuple variant of no fields,
        /// which `NegativeAge` alone does not (rustc's E0533).
        parens: bool,
        /// For the script's enums: the variant's index, written by the checker.
        variant: Option<usize>,
    },
    /// `P { x, y: 0, .. }` of the script's struct, or `Shape::Rect { w, h }` of its enum.
    Struct {
        path: Vec<String>,
        fields: Vec<(String, Pat)>,
        /// `..`: the fields not named are ignored.
        rest: bool,
        /// The variant's index (for an enum) and each named field's position, written by
        /// the checker.
        resolved: Option<(Option<usize>, Vec<usize>)>,
    },
    /// `a | b`
    Or(Vec<Pat>),
    /// `&p`
    Ref(Box<Pat>),
    /// `[a, b]`, `[first, ..]`, `[first, rest @ .., last]` of a slice or an array.
    Slice {
        /// The items before `..` (every item without one).
        before: Vec<Pat>,
        /// `..` if written, with the name `name @ ..` binds the items it stands for to.
        rest: Option<Option<String>>,
        /// The items after `..`.
        after: Vec<Pat>,
    },
}

impl PatKind {
    /// A slice pattern's items, those before `..` then those after.
    pub fn slice_items<'p>(before: &'p [Pat], after: &'p [Pat]) -> impl Iterator<Item = &'p Pat> {
        before.iter().chain(after)
    }
}

/// A closure as written: its parameters (patterns, with their types if written), its return
/// type if written (`|i: i32| -> i32 { i + 1 }`), its body.
#[derive(Debug, Clone)]
pub struct ClosureDef {
    pub params: Vec<(Pat, Option<syn::Type>)>,
    pub ret: Option<syn::Type>,
    pub body: Expr,
    /// `move |…|`: captured variables are moved (or copied) into the closure.
    pub is_move: bool,
    /// What a `move` closure captures, as the checker found it (the variables its body uses,
    /// format strings' inline names too): only these are moved or copied into it.
    pub captures: Vec<String>,
    /// It holds what it captured and is not `Copy`, as the checker found: passed by value it
    /// leaves its variable, so what it holds drops with its new owner.
    pub owns: bool,
}

/// The path of a call that consumes a closure kept in a variable (an `FnOnce` called), before
/// the variable's name: the closure leaves it, and what it holds drops when the call ends.
pub const CONSUMING_CALL: &str = "FnOnce::call_once ";

/// One arm of a `match`.
#[derive(Debug, Clone)]
pub struct Arm {
    pub pat: Pat,
    pub guard: Option<Expr>,
    pub body: Expr,
}

/// The value `Default::default()` gives a type, as the checker resolved the type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DefaultOf {
    Unit,
    Bool,
    Int(IntTy),
    Float,
    F32,
    Char,
    String,
    /// A `Vec<u8>` (kept as bytes).
    Bytes,
    /// Any other `Vec`, or a `VecDeque`.
    List,
    None,
    /// A `HashMap` (`true`: a `BTreeMap`).
    Map(bool),
    /// A `HashSet` (`true`: a `BTreeSet`).
    Set(bool),
    Tuple(Vec<DefaultOf>),
    /// The script's struct (an index into [`Program::types`]) and its fields' defaults in
    /// declaration order.
    Struct(usize, Vec<DefaultOf>),
    /// The script's own `impl Default`: its `default` function (an index into
    /// [`Program::functions`]), called when the value is made.
    Script(usize),
}

impl DefaultOf {
    /// Whether making the value runs the script's code (its `impl Default`), which a call that
    /// takes the default only when it needs it must not run beforehand.
    pub fn runs_script(&self) -> bool {
        match self {
            DefaultOf::Script(_) => true,
            DefaultOf::Tuple(items) | DefaultOf::Struct(_, items) => {
                items.iter().any(DefaultOf::runs_script)
            }
            _ => false,
        }
    }
}

#[derive(Debug, Clone)]
pub enum ExprKind {
    Lit(Literal),
    Var(String),
    Unary(UnOp, Box<Expr>),
    /// An operator, its operands, and where the operator is (rustc's E0369 points at it).
    Binary(BinOp, Box<Expr>, Box<Expr>, Span),
    Assign(Box<Expr>, Box<Expr>),
    AssignOp(BinOp, Box<Expr>, Box<Expr>),
    If {
        cond: Box<Expr>,
        then: Block,
        otherwise: Option<Box<Expr>>,
    },
    While {
        cond: Box<Expr>,
        body: Block,
        /// `'outer: while …`
        label: Option<String>,
    },
    Loop {
        body: Block,
        label: Option<String>,
    },
    For {
        var: Option<String>,
        iter: Box<Expr>,
        body: Block,
        label: Option<String>,
    },
    /// `break`, `break 'outer`, `break value` (out of a `loop`).
    Break {
        label: Option<String>,
        value: Option<Box<Expr>>,
    },
    /// `continue`, `continue 'outer`.
    Continue(Option<String>),
    Return(Option<Box<Expr>>),
    Block(Block),
    /// `expr?`, and the script's function that converts its error, where the checker found one
    /// (`impl From<io::Error> for AppError`; std's conversions keep the value as it is).
    Try(Box<Expr>, Option<usize>),
    /// `recv.method(args)`
    Method {
        receiver: Box<Expr>,
        method: String,
        /// Where the method's name is (rustc points there when it cannot find it).
        method_span: Span,
        /// Generic arguments written after the name (`collect::<Vec<_>>()`).
        turbofish: Vec<syn::Type>,
        args: Vec<Expr>,
    },
    /// `|a, b| body` / `move |x| body`.
    Closure(Rc<ClosureDef>),
    /// `path(args)`: a constructor, a std function or a script function.
    Call {
        path: String,
        /// The path's segments as written (`io::stdout`), which the checker resolves through
        /// the program's imports.
        written: Vec<String>,
        /// The types of a turbofish on a script function's name (`show::<u8>(200)`).
        turbofish: Vec<syn::Type>,
        args: Vec<Expr>,
    },
    /// A path used as a value (`SeekFrom::Start`, `io::ErrorKind::Other`); rare.
    Path(String),
    Format(FormatCall),
    /// `vec![x; n]`
    VecRepeat(Box<Expr>, Box<Expr>),
    /// `vec![a, b, c]`
    VecList(Vec<Expr>),
    /// `[x; N]`
    ArrayRepeat(Box<Expr>, Box<Expr>),
    ArrayList(Vec<Expr>),
    Ref {
        mutable: bool,
        expr: Box<Expr>,
    },
    Index(Box<Expr>, Box<Expr>),
    Range {
        start: Option<Box<Expr>>,
        end: Option<Box<Expr>>,
        inclusive: bool,
    },
    Cast(Box<Expr>, TypeHint),
    Tuple(Vec<Expr>),
    Field(Box<Expr>, String),
    /// `P { x: 1, y }` as written; the checker resolves it into [`ExprKind::Construct`].
    StructLit {
        path: Vec<String>,
        fields: Vec<(String, Expr)>,
        /// `..base`: where the fields not written come from.
        base: Option<Box<Expr>>,
    },
    /// Builds a value of the script's type `ty` (an index into [`Program::types`]) from its
    /// fields, evaluated in the order written: `(field index, value)`.
    Construct {
        ty: usize,
        /// For an enum: the variant's index.
        variant: Option<usize>,
        fields: Vec<(usize, Expr)>,
        /// `..base`, evaluated after the fields: the value the fields not written come from.
        base: Option<Box<Expr>>,
    },
    /// A use of the script's `const` or `static` (an index into [`Program::consts`]).
    Const(usize),
    /// `Default::default()` of a type the checker resolved (`Point::default()` of a
    /// `#[derive(Default)]` struct, `unwrap_or_default`'s fallback).
    Default(DefaultOf),
    /// A serde_json call that deserializes (`from_str`, `from_reader`, `from_value`…), with
    /// the `T` the checker resolved.
    Deserialize {
        path: String,
        target: Rc<super::serde_shape::SerdeTarget>,
        args: Vec<Expr>,
    },
    /// A call of the script's own associated function or method, resolved by the checker:
    /// the index of its function; a method's receiver is the first argument.
    CallScript {
        function: usize,
        args: Vec<Expr>,
    },
    /// A comparison of the script's type with a hand-written `PartialEq` or `PartialOrd`:
    /// its `eq` (`==`, `!=`) or `partial_cmp` (`<`, `<=`, `>`, `>=`) called with both
    /// operands by reference, and the answer read as std's provided `ne`, `lt`, `le`… read it.
    CompareScript {
        function: usize,
        op: BinOp,
        args: Vec<Expr>,
    },
    /// A method of the script's trait called on what only the run knows the type of (a
    /// `&dyn Trait`, a `T: Trait`): the function each implementing type runs, by type index
    /// (its impl's method, or the trait's provided one); the receiver is the first argument.
    CallScriptDyn {
        dispatch: Rc<[(usize, usize)]>,
        args: Vec<Expr>,
    },
    /// `match`; also what `if let` and `while let` are lowered to.
    Match {
        scrutinee: Box<Expr>,
        arms: Vec<Arm>,
        /// Some arm binds by value (not `ref`, not `_`): a scrutinee that is a local holding a
        /// stream is moved into the match, as rustc moves it.
        moves: bool,
    },
}
