//! What the checker found at each site of the tree ([`Site`]), and where ([`Rewrite`]): the
//! data [`super::apply_rewrites`] writes into the tree.

use std::rc::Rc;

use super::super::super::ir::{ClosureDef, DefaultOf, IntTy};

/// What the checker found at a site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Site {
    /// `Vec::new()` of non-bytes.
    New,
    /// `Vec::with_capacity(n)` of non-bytes.
    WithCapacity,
    /// `vec![a, b]` of non-bytes.
    Items,
    /// `vec![x; n]` of non-bytes.
    Repeat,
    /// A named field of the script's struct: its index.
    Field(usize),
    /// A struct literal, a unit struct's name or a tuple struct's constructor call: the type
    /// (index into the program's types) and, for each value as written, its field's index.
    Construct {
        ty: usize,
        variant: Option<usize>,
        fields: Vec<usize>,
    },
    /// A use of the script's `const`/`static`.
    Const(usize),
    /// An unsuffixed integer literal: the type inference gave it.
    IntLiteral(IntTy),
    /// An integer type's constant (`usize::MAX`): its value.
    IntConstant(i128, IntTy),
    /// An `f64` constant (`f64::NAN`): its value's bits (a NaN has no `Eq`).
    FloatConstant(u64),
    /// A bare function name whose import names another std function than the one the
    /// lowering guessed (`repeat` from `std::iter`, not `std::io`): the one it names.
    CallPath(&'static str),
    /// A pattern of std's enum variant or tuple struct, named through the imports
    /// (`SocketAddr::V4(a)`, `IpAddr::V4(..)`, `cmp::Reverse(x)`): the name the interpreter
    /// matches.
    StdVariant(&'static str),
    /// A bare name in a pattern that a `use` of std makes an enum's unit variant (`Equal`
    /// after `use std::cmp::Ordering::Equal;`): the path the interpreter matches.
    StdUnitVariant(String),
    /// A `&Vec<u8>` or `&mut Vec<u8>` coerced to a byte slice (`let r: &[u8] = &v;`, an
    /// argument for a `&mut [u8]` parameter): written `&v[..]` (or `&mut (*r)[..]` for a
    /// reference a variable holds), so reads and writes through it act on the slice in place,
    /// as std's `Read for &[u8]` and `Write for &mut [u8]` do, and not as a `Vec`'s `Write`
    /// (which appends).
    ByteSlice { mutable: bool },
    /// A method's receiver indexed out of a vector (`v[0].push(1)`) and borrowed mutably:
    /// written `&mut v[0]`, which the interpreter lends where the item lives.
    LentReceiver,
    /// An `f32` constant (`f32::MAX`): its value's bits.
    F32Constant(u32),
    /// An unsuffixed float literal inference made an `f32`.
    F32Literal,
    /// A pattern of the script's enum or struct: the variant and the named fields' positions.
    Pattern {
        variant: Option<usize>,
        positions: Vec<usize>,
    },
    /// A std method whose behaviour the types decide (`collect` into a `Vec` or a `String`):
    /// the name the interpreter knows it by.
    Method(String),
    /// A call of the script's associated function or method (its function's index); for a
    /// method call, how the receiver is passed.
    Script {
        function: usize,
        receiver: Option<Pass>,
    },
    /// `a == b`, `a < b`… of the script's type with a hand-written `PartialEq` or
    /// `PartialOrd`: the function (`eq`, `partial_cmp`) the comparison calls, and whether
    /// the operands are values to borrow (`a == b`) or references already (`&a == &b`).
    Compare { function: usize, borrow: bool },
    /// A method of the script's trait called through its `dyn` (a `&dyn Trait`, a
    /// `T: Trait`, `self` in a provided method): the function each type runs (see
    /// `UserItems::dispatch`), and how the receiver is passed.
    ScriptDyn {
        dispatch: Rc<[(usize, usize)]>,
        receiver: Pass,
    },
    /// A function named where a closure is expected: the closure that calls it (checked,
    /// its own sites already written).
    Closure(SyntheticClosure),
    /// `a[i]` of an array of non-bytes (kept as a list, like a `Vec`), with the whole
    /// expression's span: the index is placed where it makes the interpreter's panic point
    /// at the expression's start, as an array's built-in indexing does (a `Vec`'s points at
    /// the `[`). Only a variable or a literal index, which cannot panic itself.
    ArrayIndex(crate::trace::Span),
    /// `d[i]` of a `VecDeque`: its index wrapped in [`DEQUE_POSITION`](super::super::super::ir::DEQUE_POSITION).
    DequeIndex,
    /// `T::default()`, `Default::default()`: the value.
    Default(DefaultOf),
    /// A serde_json call that deserializes: the `T` it builds.
    Deserialize(Rc<crate::script::serde_shape::SerdeTarget>),
    /// A method that makes a default, called instead as the method that takes one, with
    /// that default: `x.unwrap_or_default()` as `x.unwrap_or(default)`,
    /// `entry.or_default()` as `entry.or_insert(default)`.
    WithDefault(&'static str, DefaultOf),
    /// `mem::take(&mut x)`: the default it leaves in `x`, given as a second argument.
    TakeDefault(DefaultOf),
    /// A `match` whose arms bind no part by value that is not `Copy` (`Point { x, y }` of
    /// `i32` fields, `Some(ref s)`): its scrutinee stays where it is (`ir::ExprKind::Match`'s
    /// `moves`, which the lowering could only guess from the patterns' shape).
    MatchKeeps,
    /// A `move` closure: the variables it captures (moved or copied into it at its making).
    MoveCaptures(Vec<String>),
    /// A closure that takes what it captures, though not written `move`: its body gives a
    /// captured value away (`FnOnce`), and the rest it only reads are `Copy`.
    ByValueCaptures(Vec<String>),
    /// A kept closure that takes what it captures and is not `Copy`: its captured variables,
    /// and it leaves its variable when passed by value (`ClosureDef::owns`).
    OwningCaptures(Vec<String>),
    /// `f(…)` of a local holding an `FnOnce`: the call consumes it (`ir::CONSUMING_CALL`).
    ConsumingCall,
    /// `x?` whose error the script's `impl From<E> for T` converts: its `from` function.
    ErrorFrom(usize),
    /// `for … in m` where `m` is a `&mut serde_json::Map` (the span is `m`'s): the loop goes
    /// over `m.iter_mut()`, whose values are lent out where they live.
    IterMut(crate::trace::Span),
}

/// A closure the checker made ([`Site::Closure`]); equal only to itself.
#[derive(Debug, Clone)]
pub struct SyntheticClosure(pub Rc<ClosureDef>);

impl PartialEq for SyntheticClosure {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for SyntheticClosure {}

/// How a method call passes its receiver to `self`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    /// As it is: by value, or a reference the receiver already is.
    AsIs,
    /// Auto-referenced: `&recv`.
    Ref,
    /// `&mut recv`.
    RefMut,
    /// Copied out from behind a reference: `*recv`.
    Deref,
}

/// A site (by the address of its expression, stable while the program is not changed) and
/// what to write there.
#[derive(Debug, Clone)]
pub struct Rewrite {
    pub expr: usize,
    pub site: Site,
}
