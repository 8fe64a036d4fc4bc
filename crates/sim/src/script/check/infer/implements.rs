//! Which types implement which traits: the std surface table's impls, the script's own, and
//! the primitive types' answered in code.

use super::super::super::ir::IntTy;
use super::super::super::surface::{Generic, ImplDecl, surface};
use super::super::super::ty::Ty;
use super::{Implements, Infer, dyn_traits, match_pattern};

impl Infer {
    /// Whether `ty` implements the trait named `name` (its table name: `Write`, `Display`).
    pub fn implements(&mut self, ty: &Ty, name: &str) -> Implements {
        let ty = self.resolve(ty);
        if matches!(name, "PartialEq" | "Eq" | "PartialOrd" | "Ord" | "Hash")
            && self.user.any_hand_written_in(&ty).is_some()
        {
            self.compared_written.push(ty.clone());
        }
        if let Some(answer) = primitive_implements(&ty, name) {
            return if answer {
                Implements::Yes
            } else {
                Implements::No
            };
        }
        if matches!(ty, Ty::Var(_)) {
            return Implements::Unknown;
        }
        // What `io::Error::new` boxes: std converts text and every error.
        if name == "IntoBoxError" {
            return if ty.is_text() {
                Implements::Yes
            } else {
                self.implements(&ty, "Error")
            };
        }
        if name == "Copy" {
            return if self.is_copy(&ty) {
                Implements::Yes
            } else if ty.has_unknowns() {
                Implements::Unknown
            } else {
                Implements::No
            };
        }
        // Every `Copy` type is `Clone`: shared references (`Vec<&str>` clones), `char`, `bool`…
        if name == "Clone" && self.is_copy(&ty) {
            return Implements::Yes;
        }
        if let Some(answer) = self.std_equality(&ty, name) {
            return answer;
        }
        // Tuples and arrays have `Debug`, `Clone`, `PartialEq`, `Ord`… when their parts do.
        if let Ty::Tuple(items) | Ty::Adt(_, items) = &ty
            && matches!(ty, Ty::Tuple(_))
            && matches!(name, "Debug" | "Clone" | "Default" | "Ord" | "PartialOrd")
        {
            return items
                .clone()
                .iter()
                .map(|item| self.implements(item, name))
                .fold(Implements::Yes, both);
        }
        if let Ty::Array(of, _) = &ty
            && matches!(name, "Debug" | "Clone")
        {
            return self.implements(&of.clone(), name);
        }
        // A bound's traits and what they build on: `T: Ord` is `Eq`, `PartialOrd` and
        // `PartialEq` too.
        if let Ty::Dyn(dyn_name) = &ty
            && dyn_traits(dyn_name).any(|d| d == name || std_supertraits(d).contains(&name))
        {
            return Implements::Yes;
        }
        let mut unknown = false;
        let mut matching = Vec::new();
        let user = self.user.clone();
        for imp in surface()
            .impls
            .iter()
            .chain(&user.impls)
            .filter(|i| i.trait_name.as_deref() == Some(name))
        {
            match self.impl_applies(imp, &ty) {
                Implements::Yes => matching.push(imp),
                Implements::Unknown => unknown = true,
                Implements::No => {}
            }
        }
        if let [only] = matching.as_slice() {
            // One impl fits a type with unknowns: rustc infers them from it (`Vec<_>` written
            // to as an `io::Write` is `Vec<u8>`).
            if ty.has_unknowns() && !only.self_ty.has_unknowns() {
                self.unify(&ty, &only.self_ty);
            }
            return Implements::Yes;
        }
        if !matching.is_empty() {
            return Implements::Yes;
        }
        // An `{integer}` or `{float}` inside is known enough: the impls' patterns matched it
        // against every integer or float type (`Reverse<{float}>` is not `Ord`, as rustc says).
        if unknown || ty.has_unknowns_beyond_literals() {
            Implements::Unknown
        } else {
            Implements::No
        }
    }

    /// Whether `ty` implements every trait of `dyn_name` (`Write + Seek`: a generic
    /// parameter with several bounds).
    pub fn implements_dyn(&mut self, ty: &Ty, dyn_name: &str) -> Implements {
        dyn_traits(dyn_name)
            .map(|name| self.implements(ty, name))
            .fold(Implements::Yes, both)
    }

    /// `PartialEq`/`Eq`/`PartialOrd`/`Ord`/`Hash` of std's types, as std derives or
    /// implements them: primitives (floats are neither `Eq` nor `Ord` nor `Hash`), strings, and
    /// containers of such items (hashed ones are only `PartialEq`/`Eq`). `None`: ask the
    /// impls (the script's own types).
    fn std_equality(&mut self, ty: &Ty, name: &str) -> Option<Implements> {
        if name == "KeyOf" {
            // A map lookup's key: `&K`, or a borrowed form of it (`&str` for `String`).
            return Some(Implements::Yes);
        }
        if !matches!(name, "PartialEq" | "Eq" | "Hash" | "Ord" | "PartialOrd") {
            return None;
        }
        let yes = Some(Implements::Yes);
        match ty {
            Ty::Int(_) | Ty::IntVar(_) | Ty::Bool | Ty::Char | Ty::Unit | Ty::Str => yes,
            Ty::Float(_) | Ty::FloatVar(_) => Some(if matches!(name, "PartialEq" | "PartialOrd") {
                Implements::Yes
            } else {
                Implements::No
            }),
            Ty::Ref { to, .. } | Ty::Slice(to) | Ty::Array(to, _) => {
                Some(self.implements(&to.clone(), name))
            }
            Ty::Tuple(items) => Some(
                items
                    .clone()
                    .iter()
                    .map(|item| self.implements(item, name))
                    .fold(Implements::Yes, both),
            ),
            Ty::Adt(adt, args)
                if matches!(
                    adt.as_str(),
                    "String"
                        | "Vec"
                        | "VecDeque"
                        | "BTreeMap"
                        | "BTreeSet"
                        | "Option"
                        | "Result"
                        | "Box"
                        | "Duration"
                        | "Instant"
                ) || matches!(adt.as_str(), "HashMap" | "HashSet")
                    && matches!(name, "PartialEq" | "Eq") =>
            {
                Some(
                    args.clone()
                        .iter()
                        .map(|item| self.implements(item, name))
                        .fold(Implements::Yes, both),
                )
            }
            _ => None,
        }
    }

    /// Whether `imp`'s self type matches `ty` and its bounds hold.
    pub fn impl_applies(&mut self, imp: &ImplDecl, ty: &Ty) -> Implements {
        let mut bindings = Vec::new();
        if !match_pattern(&imp.self_ty, ty, &mut bindings, self) {
            return Implements::No;
        }
        self.bounds_hold(&imp.generics, &bindings)
    }

    /// The type and trait rustc's E0277 names for an unmet `ty: name`: when one impl of the
    /// trait fits `ty`'s shape and only its bounds fail (`impl<T: Debug> Debug for Vec<T>`),
    /// the bound that fails, followed down (`Vec<Plain>: Debug` is `Plain: Debug`), as rustc
    /// names the innermost type and says what required it.
    pub fn unmet_leaf(&mut self, ty: &Ty, name: &str) -> (Ty, String) {
        let (mut ty, mut name) = (ty.clone(), name.to_string());
        // Each step goes one type parameter in: a few suffice for any type written.
        for _ in 0..8 {
            let user = self.user.clone();
            let mut fitting = surface()
                .impls
                .iter()
                .chain(&user.impls)
                .filter(|i| i.trait_name.as_deref() == Some(name.as_str()))
                .filter_map(|imp| {
                    let mut bindings = Vec::new();
                    match_pattern(&imp.self_ty, &ty, &mut bindings, self)
                        .then(|| (imp.generics.clone(), bindings))
                });
            let (Some((generics, bindings)), None) = (fitting.next(), fitting.next()) else {
                break;
            };
            match self.unmet_bound(&generics, &bindings) {
                Some((inner, bound)) => (ty, name) = (inner, bound),
                None => break,
            }
        }
        (ty, name)
    }

    /// Whether every generic's bounds hold for the types bound to it.
    pub fn bounds_hold(&mut self, generics: &[Generic], bindings: &[(String, Ty)]) -> Implements {
        let mut answer = Implements::Yes;
        for generic in generics {
            let Some((_, bound_ty)) = bindings.iter().find(|(n, _)| *n == generic.name) else {
                continue;
            };
            for bound in &generic.bounds {
                match self.implements(bound_ty, bound) {
                    Implements::No => return Implements::No,
                    Implements::Unknown => answer = Implements::Unknown,
                    Implements::Yes => {}
                }
            }
        }
        answer
    }
}

impl Infer {
    /// The first bound of `generics` the `bindings` do not meet: the type and the trait.
    pub fn unmet_bound(
        &mut self,
        generics: &[Generic],
        bindings: &[(String, Ty)],
    ) -> Option<(Ty, String)> {
        for generic in generics {
            let Some((_, bound_ty)) = bindings.iter().find(|(n, _)| *n == generic.name) else {
                continue;
            };
            for bound in &generic.bounds {
                if self.implements(bound_ty, bound) == Implements::No {
                    return Some((bound_ty.clone(), bound.clone()));
                }
            }
        }
        None
    }
}

/// Both answers together.
fn both(a: Implements, b: Implements) -> Implements {
    match (a, b) {
        (Implements::No, _) | (_, Implements::No) => Implements::No,
        (Implements::Unknown, _) | (_, Implements::Unknown) => Implements::Unknown,
        _ => Implements::Yes,
    }
}

/// Traits the primitive types implement, answered in code rather than by a row per type.
fn primitive_implements(ty: &Ty, name: &str) -> Option<bool> {
    let int_like = matches!(ty, Ty::Int(_) | Ty::IntVar(_));
    let float_like = matches!(ty, Ty::Float(_) | Ty::FloatVar(_));
    if int_like {
        return Some(
            matches!(
                name,
                "Display"
                    | "Debug"
                    | "LowerHex"
                    | "UpperHex"
                    | "Binary"
                    | "Octal"
                    | "LowerExp"
                    | "UpperExp"
                    | "Default"
                    | "Clone"
                    | "Serialize"
                    | "Deserialize"
                    | "ToString"
                    | "PartialEq"
                    | "Eq"
                    | "Copy"
                    | "Hash"
                    | "Ord"
                    | "PartialOrd"
                    | "KeyOf"
            ) || (name == "JsonIndex" && matches!(ty, Ty::Int(IntTy::Usize) | Ty::IntVar(_)))
                // serde_json's `From` impls for `Value` stop at 64 bits.
                || (matches!(name, "IntoJson" | "IntoNumber")
                    && !matches!(ty, Ty::Int(IntTy::I128 | IntTy::U128))),
        );
    }
    if float_like {
        return Some(matches!(
            name,
            "Display"
                | "Debug"
                | "LowerExp"
                | "UpperExp"
                | "Default"
                | "Clone"
                | "ToString"
                | "PartialEq"
                | "PartialOrd"
                | "Copy"
                | "KeyOf"
                | "Serialize"
                | "Deserialize"
                | "IntoJson"
        ));
    }
    match ty {
        Ty::Tuple(_) | Ty::Unit if name == "Clone" => Some(true),
        // serde's impls for tuples and `()`; deserializing a tuple is refused as not supported
        // where the call is checked (`check/serde_sites.rs`).
        Ty::Tuple(_) | Ty::Unit if name == "Serialize" || name == "Deserialize" => Some(true),
        Ty::Array(..) if name == "Clone" => Some(true),
        _ => None,
    }
}

/// The std traits `trait_name` builds on (its supertraits, and theirs).
fn std_supertraits(trait_name: &str) -> &'static [&'static str] {
    match trait_name {
        "Ord" => &["Eq", "PartialOrd", "PartialEq"],
        "Eq" | "PartialOrd" => &["PartialEq"],
        "Copy" => &["Clone"],
        "Error" => &["Debug", "Display"],
        "BufRead" => &["Read"],
        _ => &[],
    }
}
