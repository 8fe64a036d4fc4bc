//! Borrows held by locals, and accesses that conflict with them while they are alive.
//!
//! A local that holds a reference into another local (`let s = &mut buf[2..8]`,
//! `let data = reader.fill_buf()?`, `let b = w.buffer()`) holds a loan on it. An access to the
//! borrowed local that the loan forbids (any use while it is borrowed mutably; a mutable
//! borrow, an assignment or a move while it is borrowed at all) is a conflict — but only if
//! the holder is used again afterwards, as rustc's non-lexical lifetimes decide. So a conflict
//! is kept pending and reported when its holder is next used (or, in a loop, when the holder
//! is used anywhere in the loop, since the next iteration comes after).

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind};
use super::super::surface::{FnSig, Receiver};
use super::super::ty::Ty;
pub use super::flow::{Access, Conflict};
use super::types::is_iterator;
use super::user_items::UserItems;
use super::{Checked, Checker};
use crate::trace::Span;

/// A local borrowed by another.
#[derive(Debug, Clone)]
pub struct Loan {
    pub holder: usize,
    pub borrowed: usize,
    pub mutable: bool,
    pub at: Span,
    /// The loan is of the place behind the reference `borrowed` holds (`*v`), which using
    /// the reference itself does not touch.
    pub deref: bool,
}

/// A local a value borrows, before a holder keeps it as a [`Loan`].
#[derive(Debug, Clone, Copy)]
pub struct Origin {
    pub local: usize,
    pub mutable: bool,
    /// Where the borrow is made (`&text`, the receiver `s` of `s.as_str()`), which rustc
    /// names when the borrow outlives the local or meets a conflicting access.
    pub at: Span,
}

impl Origin {
    pub fn new(local: usize, mutable: bool, at: Span) -> Origin {
        Origin { local, mutable, at }
    }
}

/// The borrow bookkeeping of one body.
#[derive(Debug, Default)]
pub struct Borrows {
    /// Borrows held by locals.
    pub loans: Vec<Loan>,
    /// Counts uses of locals, to order them.
    pub clock: u64,
    /// Each local's latest use, by `clock`.
    pub last_use: Vec<u64>,
    /// Method receivers auto-referenced from a place (by the receiver expression's address):
    /// whether mutably. The method's result may borrow from that place.
    pub receiver_borrows: std::collections::HashMap<usize, bool>,
    /// Iterators whose `next` (`next_back`, `nth`, `nth_back`) was called (by the receiver
    /// expression's address): the item borrows what the iterator borrows, never the iterator
    /// (`Iterator::Item` cannot borrow from `&mut self`), so two items may live together.
    pub iterator_items: std::collections::HashSet<usize>,
    /// Receivers that are locals holding a reference, auto-dereferenced: whether mutably.
    /// The method's result may borrow the place behind the reference (`*v`).
    pub deref_borrows: std::collections::HashMap<usize, bool>,
    /// The closures being checked, innermost last: the first local each declares, and the
    /// accesses its body makes to locals declared before it (what it captures).
    pub capturing: Vec<(usize, Vec<(usize, Access)>)>,
    /// What each checked closure captures (by the closure expression's address).
    pub captures: std::collections::HashMap<usize, Vec<(usize, Access)>>,
    /// The last block checked gave a value borrowing one of its own locals (`{ let o =
    /// String::new(); o.as_str() }`): rustc's E0597 if that value is kept (`let s = { … };`),
    /// nothing if it is dropped where it is made (a block as a statement).
    pub dangling_tail: Option<ScriptError>,
}

/// Whether a type holds a reference (so a value of it may borrow from a local): a reference,
/// std's iterators and entries, which may borrow what they were made from, or a script's
/// struct with a lifetime parameter (`Parser<'a>`).
pub fn holds_reference(ty: &Ty, user: &UserItems) -> bool {
    const ENTRIES: &[&str] = &[
        "MapEntry",
        "JsonEntry",
        "JsonVacantEntry",
        "JsonOccupiedEntry",
    ];
    match ty {
        Ty::Ref { .. } => true,
        Ty::Adt(name, items) => {
            is_iterator(ty)
                || ENTRIES.contains(&name.as_str())
                || user.get(name).is_some_and(|t| !t.lifetimes.is_empty())
                || items.iter().any(|item| holds_reference(item, user))
        }
        Ty::Tuple(items) => items.iter().any(|item| holds_reference(item, user)),
        Ty::Array(of, _) | Ty::Slice(of) => holds_reference(of, user),
        _ => false,
    }
}

/// Whether a std method's declared return type (before its generics are bound) owns what
/// it holds: a type parameter (`Self` from `clone`, `T` from `pop`) or std's owning
/// containers of them. Such a result borrows nothing from `&self`, whatever the parameters
/// are bound to (`HashMap<&str, usize>::clone`); anything else (`&V`, `Lines`, an adapter
/// over `&T`) may.
pub fn returns_owned(ret: &Ty) -> bool {
    match ret {
        Ty::Param(_) | Ty::Unit | Ty::Bool | Ty::Char | Ty::Int(_) | Ty::Float(_) => true,
        Ty::Tuple(items) => items.iter().all(returns_owned),
        Ty::Adt(name, args) => {
            matches!(
                name.as_str(),
                "Option"
                    | "Result"
                    | "Vec"
                    | "VecDeque"
                    | "HashMap"
                    | "BTreeMap"
                    | "HashSet"
                    | "BTreeSet"
                    | "String"
                    | "Box"
            ) && args.iter().all(returns_owned)
        }
        _ => false,
    }
}

impl Borrows {
    /// What the closure written at `closure` captures, and how (nothing when it was not
    /// checked as a closure).
    pub fn captured_by(&self, closure: &Expr) -> &[(usize, Access)] {
        self.captures
            .get(&super::expr_address::address(closure))
            .map_or(&[][..], Vec::as_slice)
    }

    /// Keeps what the closure written at `closure` captures, for the checks after it.
    pub fn keep_captures(&mut self, closure: &Expr, captured: Vec<(usize, Access)>) {
        self.captures
            .insert(super::expr_address::address(closure), captured);
    }
}

impl Checker<'_> {
    /// Whether a value of `ty` may borrow from a local (see [`holds_reference`]).
    pub(super) fn holds_reference(&self, ty: &Ty) -> bool {
        holds_reference(&self.infer.resolve(ty), &self.infer.user)
    }

    /// Checks a closure's body with `body`, and what that body captured: the accesses it made
    /// to locals declared before it.
    pub(super) fn capturing<T>(
        &mut self,
        body: impl FnOnce(&mut Self) -> T,
    ) -> (T, Vec<(usize, Access)>) {
        self.borrows.capturing.push((self.locals.len(), Vec::new()));
        let result = body(self);
        let captured = self
            .borrows
            .capturing
            .pop()
            .map(|(_, captured)| captured)
            .unwrap_or_default();
        (result, captured)
    }

    /// `local` is used: a pending conflict of a loan it holds becomes an error.
    pub(super) fn touch(&mut self, local: usize) -> Checked<()> {
        self.borrows.clock += 1;
        if let Some(slot) = self.borrows.last_use.get_mut(local) {
            *slot = self.borrows.clock;
        }
        match self.flow.conflicts.iter().find(|c| c.holder == local) {
            Some(conflict) => Err(conflict.error.clone()),
            None => Ok(()),
        }
    }

    /// An access to `local` at `at`: conflicts with the live loans on it are kept pending.
    pub(super) fn access(&mut self, local: usize, access: Access, at: Span) {
        for (first, captured) in &mut self.borrows.capturing {
            if local < *first {
                captured.push((local, access));
            }
        }
        let loans: Vec<Loan> = self
            .borrows
            .loans
            .iter()
            .filter(|l| l.borrowed == local && !l.deref)
            .cloned()
            .collect();
        let name = self.locals[local].name.clone();
        self.conflicts_with(loans, access, at, &name);
    }

    /// An access to the place behind the reference `local` holds (a method called through
    /// it): conflicts with the loans of that place, which rustc names `*v`.
    pub(super) fn deref_access(&mut self, local: usize, access: Access, at: Span) {
        let loans: Vec<Loan> = self
            .borrows
            .loans
            .iter()
            .filter(|l| l.borrowed == local && l.deref)
            .cloned()
            .collect();
        let name = format!("*{}", self.locals[local].name);
        self.conflicts_with(loans, access, at, &name);
    }

    /// The conflicts of an access to the place `name` with `loans` on it.
    fn conflicts_with(&mut self, loans: Vec<Loan>, access: Access, at: Span, name: &str) {
        for loan in loans {
            if !loan.mutable && access == Access::Read {
                continue;
            }
            let error = conflict_error(name, access, &loan, at);
            self.flow.add_conflict(Conflict {
                holder: loan.holder,
                access,
                at,
                error,
                clock: self.borrows.clock,
            });
        }
    }

    /// What a method's result may borrow of its receiver: through `Vec`'s or `String`'s
    /// deref (not a reference's) the receiver itself (`v.iter()` borrows `v`); through the
    /// reference a local holds, the place behind it (`*v`), which the call also uses.
    pub(super) fn lend_receiver(
        &mut self,
        receiver: &Expr,
        recv_ty: &Ty,
        step: usize,
        autoref: Option<bool>,
        sig: &FnSig,
    ) {
        let steps = self.infer.deref_steps(recv_ty);
        // A `&mut v` receiver of a `&mut self` method is reborrowed: `*v` is used as if
        // dereferenced once.
        let reborrowed = autoref.is_none()
            && step == 0
            && matches!(steps.first(), Some(Ty::Ref { .. }))
            && matches!(sig.receiver, Receiver::Ref | Receiver::RefMut);
        let mutable = match autoref {
            Some(mutable) => mutable,
            None if reborrowed => sig.receiver == Receiver::RefMut,
            None => return,
        };
        let key = super::expr_address::address(receiver);
        let step = if reborrowed { 1 } else { step };
        let through = &steps[..step.min(steps.len())];
        // std's tables write `next`'s item as `Option<&str>`, which would borrow `&mut self`;
        // a script's method says so with its impl's lifetime (`-> Option<&'a str>`).
        let item = matches!(sig.name.as_str(), "next" | "next_back" | "nth" | "nth_back")
            && is_iterator(recv_ty)
            || sig
                .script_fn
                .and_then(|index| self.signatures.get(index))
                .is_some_and(|script| script.lends_through_self);
        if item {
            self.borrows.iterator_items.insert(key);
        }
        let borrows = !returns_owned(&sig.ret) && !item;
        match through.split_first() {
            Some((Ty::Ref { .. }, rest)) if !rest.iter().any(|t| matches!(t, Ty::Ref { .. })) => {
                if let ExprKind::Var(name) = &receiver.kind
                    && let Some(local) = self.lookup(name)
                {
                    let access = if mutable {
                        Access::MutBorrow
                    } else {
                        Access::Read
                    };
                    self.deref_access(local, access, receiver.span);
                    if borrows {
                        self.borrows.deref_borrows.insert(key, mutable);
                    }
                }
            }
            _ if through.iter().any(|t| matches!(t, Ty::Ref { .. })) => {}
            _ if borrows => {
                self.borrows.receiver_borrows.insert(key, mutable);
            }
            _ => {}
        }
    }

    /// The references a method that keeps its argument (`v.push(&s)`, `map.insert(k, v)`,
    /// a script's `fn reset(&mut self, s: &'a str)`) stores into the local it is called on:
    /// that local borrows what they borrow, as long as its type can hold a reference.
    pub(super) fn store_arguments(&mut self, receiver: &Expr, sig: &FnSig, args: &[Expr]) {
        const STORING: &[&str] = &["push", "push_back", "push_front", "insert", "entry"];
        let kept: Vec<&Expr> = match sig.script_fn.and_then(|i| self.signatures.get(i)) {
            Some(script) => script
                .kept_by_self
                .iter()
                .filter_map(|&i| args.get(i))
                .collect(),
            None if STORING.contains(&sig.name.as_str()) => args.iter().collect(),
            None => return,
        };
        let Some(local) = (match &receiver.kind {
            ExprKind::Var(name) => self.lookup(name),
            _ => None,
        }) else {
            return;
        };
        if !self.holds_reference(&self.locals[local].ty) {
            return;
        }
        for arg in kept {
            let origins = self.origins(arg);
            self.record_loans(local, origins);
        }
    }

    /// The loans a value holds ([`Checker::origins`] of its expression), when it is stored
    /// in `holder`.
    pub(super) fn record_loans(&mut self, holder: usize, origins: Vec<Origin>) {
        for origin in origins {
            self.borrows.loans.push(Loan {
                holder,
                borrowed: origin.local,
                mutable: origin.mutable,
                at: origin.at,
                deref: false,
            });
        }
    }

    /// The locals a reference made by `expr` points into, whether mutably, and where.
    pub(super) fn origins(&self, expr: &Expr) -> Vec<Origin> {
        match &expr.kind {
            ExprKind::Ref {
                mutable,
                expr: place,
            } => self
                .root(place)
                .map(|root| vec![Origin::new(root, *mutable, expr.span)])
                .unwrap_or_default(),
            ExprKind::Try(inner, _) => self.origins(inner),
            // A call of the script's function borrows what the arguments its signature ties to
            // the result borrow (`longest(a.as_str(), b.as_str())`, `first_word(&s)`).
            // So does an associated function (`Parser::new(&text)`, `Self::new(s)`).
            ExprKind::Call { written, args, .. } => {
                let function = match written.as_slice() {
                    [name] if self.lookup(name).is_none() => Some(name.clone()),
                    [owner, name] if owner == "Self" => {
                        self.owner.as_ref().map(|owner| format!("{owner}::{name}"))
                    }
                    [owner, name] => Some(format!("{owner}::{name}")),
                    _ => None,
                };
                function
                    .and_then(|function| self.signatures.iter().find(|s| s.name == function))
                    .map(|s| {
                        s.lends
                            .iter()
                            .filter_map(|&i| args.get(i))
                            .flat_map(|arg| self.origins(arg))
                            .collect()
                    })
                    .unwrap_or_default()
            }
            // A struct holds what its fields hold (`Parser { input: &text, pos: 0 }`); a field
            // read out of a local holds what the local holds (`p.input`).
            ExprKind::StructLit { fields, base, .. } => fields
                .iter()
                .map(|(_, field)| field)
                .chain(base.as_deref())
                .flat_map(|field| self.origins(field))
                .collect(),
            ExprKind::Field(base, _) => self.origins(base),
            // A tuple or a list of references borrows what each of them borrows.
            ExprKind::Tuple(items) | ExprKind::ArrayList(items) | ExprKind::VecList(items) => {
                items.iter().flat_map(|item| self.origins(item)).collect()
            }
            ExprKind::Var(name) => match self.lookup(name) {
                // A copy of a reference borrows what it borrows.
                Some(local) => self
                    .borrows
                    .loans
                    .iter()
                    .filter(|l| l.holder == local)
                    .map(|l| Origin::new(l.borrowed, l.mutable, l.at))
                    .collect(),
                None => Vec::new(),
            },
            // What `unwrap` gives is what the `Option`/`Result` held.
            ExprKind::Method {
                receiver, method, ..
            } if matches!(method.as_str(), "unwrap" | "expect") => self.origins(receiver),
            ExprKind::Method { receiver, .. }
                if self
                    .borrows
                    .iterator_items
                    .contains(&super::expr_address::address(receiver)) =>
            {
                self.origins(receiver)
            }
            ExprKind::Method {
                receiver,
                method,
                args,
                ..
            } => {
                let key = super::expr_address::address(receiver);
                let mut origins =
                    match (self.borrows.receiver_borrows.get(&key), self.root(receiver)) {
                        (Some(&mutable), Some(root)) => {
                            vec![Origin::new(root, mutable, receiver.span)]
                        }
                        _ => Vec::new(),
                    };
                // A split by a closure holds the closure, and so what it borrows.
                if super::pattern_tests::SEARCHED_AS_WALKED.contains(&method.as_str()) {
                    origins.extend(args.iter().flat_map(|arg| self.closure_origins(arg)));
                }
                origins
            }
            _ => Vec::new(),
        }
    }

    /// The local a place expression is, or is an element of (`v[i]`, `buf[2..8]` borrow all
    /// of `v` and `buf`). Not a field: a borrow of `s.items` leaves `s.total` free, which
    /// loans of whole locals cannot say.
    pub(super) fn root(&self, expr: &Expr) -> Option<usize> {
        match &expr.kind {
            ExprKind::Var(name) => self.lookup(name),
            ExprKind::Index(base, _) => self.root(base),
            _ => None,
        }
    }

    /// Notes, as a block ends, whether its value (`tail`, of type `ty`) borrows one of the
    /// block's own `locals` (see [`Borrows::dangling_tail`]).
    pub(super) fn note_dangling_tail(&mut self, tail: Option<&Expr>, ty: &Ty, locals: &[usize]) {
        // A value that holds no reference (`s.chars().next()`, `v.len()`) borrows nothing.
        let tail = tail.filter(|_| self.holds_reference(ty));
        let dangling = tail.and_then(|tail| {
            self.origins(tail)
                .into_iter()
                .map(|origin| origin.local)
                .find(|&borrowed| locals.contains(&borrowed) && !self.is_reference(borrowed))
                .map(|borrowed| (borrowed, tail.span))
        });
        self.borrows.dangling_tail = dangling.map(|(borrowed, at)| {
            let name = &self.locals[borrowed].name;
            ScriptError::rustc("E0597", at, format!("`{name}` does not live long enough"))
                .with_help(format!(
                    "the block's value borrows `{name}`, which is dropped at the end of the block"
                ))
        });
    }

    /// Whether a local holds a reference: a borrow through it reaches what it points at, which
    /// outlives it.
    fn is_reference(&self, local: usize) -> bool {
        matches!(self.infer.shallow(&self.locals[local].ty), Ty::Ref { .. })
    }

    /// The locals of a scope that ends: their loans and pending conflicts end with them. A
    /// local of an outer scope that borrows one of them dangles from here on: a use of it is
    /// rustc's E0597, kept pending like a conflict (`r = &x;` in a block, `r` read after it).
    pub(super) fn end_loans(&mut self, locals: &[usize]) {
        let dangling: Vec<Loan> = self
            .borrows
            .loans
            .iter()
            .filter(|l| !l.deref && locals.contains(&l.borrowed) && !locals.contains(&l.holder))
            // Through a reference (`&t[..]`, `t: &String`) a borrow reaches what it points at,
            // which outlives it.
            .filter(|l| !self.is_reference(l.borrowed))
            .cloned()
            .collect();
        for loan in dangling {
            let name = &self.locals[loan.borrowed].name;
            let error = ScriptError::rustc(
                "E0597",
                loan.at,
                format!("`{name}` does not live long enough"),
            )
            .with_help(format!(
                "`{name}` is dropped at the end of its block while `{}` still borrows it and is used later",
                self.locals[loan.holder].name
            ));
            self.flow.add_conflict(Conflict {
                holder: loan.holder,
                access: Access::Move,
                at: loan.at,
                error,
                clock: self.borrows.clock,
            });
        }
        self.borrows
            .loans
            .retain(|l| !locals.contains(&l.holder) && !locals.contains(&l.borrowed));
        self.flow.conflicts.retain(|c| !locals.contains(&c.holder));
    }

    /// At the end of a loop body: a conflict whose holder (declared before the loop) was used
    /// in the loop is met again by that use in the next iteration.
    pub(super) fn loop_conflicts(&self, outer_locals: usize, started: u64) -> Checked<()> {
        for conflict in &self.flow.conflicts {
            if conflict.holder < outer_locals
                && conflict.clock >= started
                && self
                    .borrows
                    .last_use
                    .get(conflict.holder)
                    .is_some_and(|&u| u > started)
            {
                return Err(conflict.error.clone());
            }
        }
        Ok(())
    }
}

pub(super) fn conflict_error(name: &str, access: Access, loan: &Loan, at: Span) -> ScriptError {
    let kind = if loan.mutable { "mutable" } else { "immutable" };
    let (code, message) = match access {
        Access::Read => (
            "E0502",
            format!("cannot borrow `{name}` as immutable because it is also borrowed as mutable"),
        ),
        Access::MutBorrow if loan.mutable => (
            "E0499",
            format!("cannot borrow `{name}` as mutable more than once at a time"),
        ),
        Access::MutBorrow => (
            "E0502",
            format!("cannot borrow `{name}` as mutable because it is also borrowed as immutable"),
        ),
        Access::Move => (
            "E0505",
            format!("cannot move out of `{name}` because it is borrowed"),
        ),
        Access::Assign => (
            "E0506",
            format!("cannot assign to `{name}` because it is borrowed"),
        ),
    };
    ScriptError::rustc(code, at, message).with_help(format!(
        "the {kind} borrow at {}:{} is still used later",
        loan.at.line, loan.at.column
    ))
}
