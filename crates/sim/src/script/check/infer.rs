//! Type inference: variables, unification and coercions, answered from the std surface table;
//! which types implement which traits is `infer/implements.rs`.

use super::super::surface::surface;
use super::super::ty::Ty;

mod implements;

/// The inference table of one function body.
#[derive(Debug, Default)]
pub struct Infer {
    vars: Vec<Option<Ty>>,
    /// The script's own types and impls, beside the std table's.
    pub user: std::rc::Rc<super::user_items::UserItems>,
    /// The types asked for a comparison trait (or `Hash`) that are, or hold, a script type
    /// whose comparison is hand-written: std's code would call it (see `compare_impls`).
    pub compared_written: Vec<Ty>,
}

/// Whether a type implements a trait, as far as the types are known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Implements {
    Yes,
    No,
    /// The type still holds an inference variable.
    Unknown,
}

impl Infer {
    pub fn fresh(&mut self) -> Ty {
        self.vars.push(None);
        Ty::Var(self.vars.len() as u32 - 1)
    }

    pub fn fresh_int(&mut self) -> Ty {
        self.vars.push(None);
        Ty::IntVar(self.vars.len() as u32 - 1)
    }

    pub fn fresh_float(&mut self) -> Ty {
        self.vars.push(None);
        Ty::FloatVar(self.vars.len() as u32 - 1)
    }

    /// Follows bound variables at the top of `ty`.
    pub fn shallow(&self, ty: &Ty) -> Ty {
        let mut ty = ty.clone();
        while let Ty::Var(v) | Ty::IntVar(v) | Ty::FloatVar(v) = ty {
            match &self.vars[v as usize] {
                Some(bound) => ty = bound.clone(),
                None => break,
            }
        }
        // `parse`'s error into the script's type is its `impl FromStr`'s `Err`.
        if let Ty::Adt(name, args) = &ty
            && name == "FromStrErr"
            && let Some(target) = args.first()
            && let Some((_, err)) = self.user.impl_of_from_str(&self.shallow(target))
        {
            return err;
        }
        ty
    }

    /// `ty` with every bound variable replaced, deeply.
    pub fn resolve(&self, ty: &Ty) -> Ty {
        match self.shallow(ty) {
            Ty::Ref { mutable, to } => Ty::reference(mutable, self.resolve(&to)),
            Ty::Slice(of) => Ty::Slice(Box::new(self.resolve(&of))),
            Ty::Array(of, n) => Ty::Array(Box::new(self.resolve(&of)), n),
            Ty::Tuple(items) => Ty::Tuple(items.iter().map(|t| self.resolve(t)).collect()),
            Ty::Adt(name, args) => Ty::Adt(name, args.iter().map(|t| self.resolve(t)).collect()),
            other => other,
        }
    }

    fn occurs(&self, var: u32, ty: &Ty) -> bool {
        match self.shallow(ty) {
            Ty::Var(v) | Ty::IntVar(v) | Ty::FloatVar(v) => v == var,
            Ty::Ref { to, .. } | Ty::Slice(to) | Ty::Array(to, _) => self.occurs(var, &to),
            Ty::Tuple(items) | Ty::Adt(_, items) => items.iter().any(|t| self.occurs(var, t)),
            _ => false,
        }
    }

    fn bind(&mut self, var: u32, ty: Ty) -> bool {
        if self.occurs(var, &ty) {
            return matches!(ty, Ty::Var(v) | Ty::IntVar(v) | Ty::FloatVar(v) if v == var);
        }
        self.vars[var as usize] = Some(ty);
        true
    }

    /// Whether `ty` is `parse`'s error `FromStrErr<F>` that std names `name`: `ParseIntError`
    /// for any integer `F` (an integer literal's type included), `ParseFloatError` for a float.
    fn is_parse_error_named(&self, ty: &Ty, name: &str) -> bool {
        let Ty::Adt(adt, args) = ty else {
            return false;
        };
        adt == "FromStrErr"
            && match args.first().map(|arg| self.shallow(arg)) {
                Some(Ty::Int(_) | Ty::IntVar(_)) => name == "ParseIntError",
                Some(Ty::Float(_) | Ty::FloatVar(_)) => name == "ParseFloatError",
                _ => false,
            }
    }

    /// [`Infer::is_parse_error_named`], and when what `parse` parses into is not known yet
    /// (`s.parse().map_err(CliError::Parse)` before the `let`'s type), the error named says
    /// what kind of number it is: `ParseIntError` is the error of every integer type (only),
    /// `ParseFloatError` of the floats, as rustc infers it from the impls of `FromStr`.
    fn unify_parse_error(&mut self, ty: &Ty, name: &str) -> bool {
        if self.is_parse_error_named(ty, name) {
            return true;
        }
        let Ty::Adt(adt, args) = ty else {
            return false;
        };
        let Some(Ty::Var(target)) = args.first().map(|arg| self.shallow(arg)) else {
            return false;
        };
        if adt != "FromStrErr" {
            return false;
        }
        let kind = match name {
            "ParseIntError" => self.fresh_int(),
            "ParseFloatError" => self.fresh_float(),
            _ => return false,
        };
        self.bind(target, kind)
    }

    /// Makes `a` and `b` the same type; `false` when they cannot be (nothing is bound then
    /// only if the mismatch is at the top).
    pub fn unify(&mut self, a: &Ty, b: &Ty) -> bool {
        let (a, b) = (self.shallow(a), self.shallow(b));
        match (&a, &b) {
            (Ty::Var(x), _) => self.bind(*x, b),
            (_, Ty::Var(y)) => self.bind(*y, a),
            (Ty::IntVar(x), Ty::IntVar(_) | Ty::Int(_)) => self.bind(*x, b),
            (Ty::Int(_), Ty::IntVar(y)) => self.bind(*y, a),
            (Ty::FloatVar(x), Ty::FloatVar(_) | Ty::Float(_)) => self.bind(*x, b),
            (Ty::Float(_), Ty::FloatVar(y)) => self.bind(*y, a),
            (Ty::Never, _) | (_, Ty::Never) => true,
            (
                Ty::Ref {
                    mutable: m1,
                    to: t1,
                },
                Ty::Ref {
                    mutable: m2,
                    to: t2,
                },
            ) => m1 == m2 && self.unify(t1, t2),
            (Ty::Slice(x), Ty::Slice(y)) => self.unify(x, y),
            (Ty::Array(x, n), Ty::Array(y, m)) => {
                (n.is_none() || m.is_none() || n == m) && self.unify(x, y)
            }
            (Ty::Tuple(xs), Ty::Tuple(ys)) | (Ty::Adt(_, xs), Ty::Adt(_, ys)) => {
                if let (Ty::Adt(n1, _), Ty::Adt(n2, _)) = (&a, &b)
                    && n1 != n2
                {
                    return self.unify_parse_error(&a, n2) || self.unify_parse_error(&b, n1);
                }
                xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| self.unify(x, y))
            }
            _ => a == b,
        }
    }

    /// Coerces a value of type `from` where `to` is expected (a `let` with a type, an
    /// argument, a return value): `&mut T` to `&T`, deref coercions (`&String` to `&str`,
    /// `&Vec<T>` to `&[T]`, `&[T; N]` to `&[T]`), unsizing to `dyn Trait`, `!` to anything.
    pub fn coerce(&mut self, from: &Ty, to: &Ty) -> bool {
        let (from_s, to_s) = (self.shallow(from), self.shallow(to));
        match (&from_s, &to_s) {
            (Ty::Never, _) => true,
            (
                Ty::Ref {
                    mutable: from_mut,
                    to: inner,
                },
                Ty::Ref {
                    mutable: to_mut,
                    to: target,
                },
            ) => {
                if *to_mut && !from_mut {
                    return false;
                }
                let target = self.shallow(target);
                if let Ty::Dyn(name) = &target {
                    return self.implements_dyn(inner, name) != Implements::No;
                }
                // Deref steps: the first one that unifies.
                for step in self.deref_steps(inner) {
                    if self.probe_unify(&step, &target) {
                        return self.unify(&step, &target);
                    }
                }
                false
            }
            (Ty::Adt(b1, inner), Ty::Adt(b2, target)) if b1 == "Box" && b2 == "Box" => {
                match (inner.first(), target.first().map(|t| self.shallow(t))) {
                    (Some(inner), Some(Ty::Dyn(name))) => {
                        self.implements_dyn(inner, &name) != Implements::No
                    }
                    _ => self.unify(&from_s, &to_s),
                }
            }
            // `impl Iterator<Item = T>` (see `impl_iterator`).
            (_, Ty::Adt(name, item)) if name == "ForwardIter" && !from_s.is_adt(name) => {
                self.coerces_to_impl_iterator(&from_s, &item[0])
            }
            // A value passed where a generic or `impl Trait` parameter takes it.
            (_, Ty::Dyn(name)) if !matches!(from_s, Ty::Dyn(_)) => {
                self.implements_dyn(&from_s, name) != Implements::No
            }
            _ => self.unify(&from_s, &to_s),
        }
    }

    /// Whether `a` and `b` would unify, without binding anything.
    pub fn probe_unify(&mut self, a: &Ty, b: &Ty) -> bool {
        let saved = self.vars.clone();
        let ok = self.unify(a, b);
        self.vars = saved;
        ok
    }

    /// The types reached by dereferencing `ty` repeatedly, `ty` first: `&T` → `T`,
    /// `Box<T>` → `T`, `String` → `str`, `Vec<T>` → `[T]`, and `[T; N]` → `[T]` last.
    pub fn deref_steps(&self, ty: &Ty) -> Vec<Ty> {
        let mut steps = vec![self.shallow(ty)];
        while steps.len() < 8 {
            let Some(last) = steps.last() else { break };
            let next = match last {
                Ty::Ref { to, .. } => self.shallow(to),
                Ty::Adt(name, args) if name == "Box" && args.len() == 1 => self.shallow(&args[0]),
                Ty::Adt(name, _) if name == "String" || name == "CowStr" => Ty::Str,
                Ty::Adt(name, _) if name == "PathBuf" => Ty::adt("Path", Vec::new()),
                Ty::Adt(name, args) if name == "Vec" && args.len() == 1 => {
                    Ty::Slice(Box::new(args[0].clone()))
                }
                Ty::Array(of, _) => Ty::Slice(of.clone()),
                _ => break,
            };
            steps.push(next);
        }
        steps
    }

    pub fn is_copy(&self, ty: &Ty) -> bool {
        match self.shallow(ty) {
            Ty::Unit
            | Ty::Never
            | Ty::Bool
            | Ty::Char
            | Ty::Int(_)
            | Ty::IntVar(_)
            | Ty::Float(_)
            | Ty::FloatVar(_)
            | Ty::Ref { mutable: false, .. } => true,
            Ty::Tuple(items) => items.iter().all(|t| self.is_copy(t)),
            Ty::Array(of, _) => self.is_copy(&of),
            // `Option<T>`, `Result<T, E>` and `Reverse<T>` are `Copy` when what they hold is.
            Ty::Adt(name, args) if name == "Option" || name == "Result" || name == "Reverse" => {
                args.iter().all(|t| self.is_copy(t))
            }
            Ty::Adt(name, _) => {
                surface().types.get(&name).is_some_and(|t| t.copy) || self.user.is_copy(&name)
            }
            // A generic parameter bounded `Copy` (`T: Ord + Copy`, checked as that `dyn`).
            Ty::Dyn(traits) => dyn_traits(&traits).any(|t| t == "Copy"),
            _ => false,
        }
    }
}

/// The traits of a `dyn` type's name (`Write + Seek`: two).
pub fn dyn_traits(dyn_name: &str) -> impl Iterator<Item = &str> {
    dyn_name.split(" + ")
}

/// Matches a table type (with generic parameters) against a program's type, binding the
/// parameters. Inference variables in `ty` match anything (the pick binds them later).
pub fn match_pattern(
    pattern: &Ty,
    ty: &Ty,
    bindings: &mut Vec<(String, Ty)>,
    infer: &Infer,
) -> bool {
    let ty = infer.shallow(ty);
    match (pattern, &ty) {
        (Ty::Param(name), _) => {
            if let Some((_, bound)) = bindings.iter().find(|(n, _)| n == name) {
                let bound = bound.clone();
                return types_match(&bound, &ty, infer);
            }
            bindings.push((name.clone(), ty.clone()));
            true
        }
        (_, Ty::Var(_)) => true,
        (Ty::Int(_), Ty::IntVar(_)) | (Ty::Float(_), Ty::FloatVar(_)) => true,
        (
            Ty::Ref {
                mutable: m1,
                to: t1,
            },
            Ty::Ref {
                mutable: m2,
                to: t2,
            },
        ) => m1 == m2 && match_pattern(t1, t2, bindings, infer),
        (Ty::Slice(p), Ty::Slice(t)) => match_pattern(p, t, bindings, infer),
        // `dyn Write` of the table fits a parameter bounded `Write + Seek`.
        (Ty::Dyn(p), Ty::Dyn(t)) => p == t || dyn_traits(t).any(|d| d == p),
        (Ty::Array(p, _), Ty::Array(t, _)) => match_pattern(p, t, bindings, infer),
        (Ty::Tuple(ps), Ty::Tuple(ts)) => {
            ps.len() == ts.len()
                && ps
                    .iter()
                    .zip(ts)
                    .all(|(p, t)| match_pattern(p, t, bindings, infer))
        }
        (Ty::Adt(n1, ps), Ty::Adt(n2, ts)) => {
            n1 == n2
                && ps.len() == ts.len()
                && ps
                    .iter()
                    .zip(ts)
                    .all(|(p, t)| match_pattern(p, t, bindings, infer))
        }
        _ => pattern == &ty,
    }
}

fn types_match(a: &Ty, b: &Ty, infer: &Infer) -> bool {
    let mut scratch = Vec::new();
    match_pattern(a, b, &mut scratch, infer)
}
