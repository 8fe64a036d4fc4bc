//! `impl Iterator<Item = T>` as a parameter or return type: seen in the body (and by the
//! caller) as an iterator of `T` that only goes forwards (the table's `ForwardIter<T>`: it
//! promises no `DoubleEndedIterator`), and any iterator of `T` coerces to it, as any type that
//! implements the trait may be passed for it.

use super::super::surface::surface;
use super::super::ty::Ty;
use super::infer::{Infer, match_pattern};

impl Infer {
    /// The item of the iterator `ty` (an `Iterator` row of the table, or `Enumerate`);
    /// `None` if it is not an iterator.
    pub fn iterator_item(&mut self, ty: &Ty) -> Option<Ty> {
        if let Some(item) = self.script_iterator_item(ty) {
            return Some(item);
        }
        let ty = self.resolve(ty);
        if let Ty::Adt(name, args) = &ty
            && name == "Enumerate"
        {
            let inner = self.iterator_item(args.first()?)?;
            return Some(Ty::Tuple(vec![
                Ty::Int(super::super::ir::IntTy::Usize),
                inner,
            ]));
        }
        for imp in surface()
            .impls
            .iter()
            .filter(|i| i.trait_name.as_deref() == Some("Iterator"))
        {
            let mut bindings = Vec::new();
            if !match_pattern(&imp.self_ty, &ty, &mut bindings, self) {
                continue;
            }
            let sig = imp.methods.first()?;
            for generic in &imp.generics {
                if !bindings.iter().any(|(n, _)| *n == generic.name) {
                    let fresh = self.fresh();
                    bindings.push((generic.name.clone(), fresh));
                }
            }
            return sig.ret.substitute(&bindings).args().first().cloned();
        }
        None
    }

    /// Whether a value of `from` may be passed as `impl Iterator<Item = item>`.
    pub fn coerces_to_impl_iterator(&mut self, from: &Ty, item: &Ty) -> bool {
        match self.iterator_item(from) {
            Some(found) => self.unify(&found, item),
            None => false,
        }
    }
}

/// `T` of `impl Iterator<Item = T>`.
pub(super) fn iterator_item_written(t: &syn::TypeImplTrait) -> Option<&syn::Type> {
    let Some(syn::TypeParamBound::Trait(bound)) = t.bounds.first() else {
        return None;
    };
    iterator_bound_item(&bound.path)
}

/// `T` of the bound `Iterator<Item = T>` (of `impl Iterator<Item = T>`, or of a generic
/// parameter, `I: Iterator<Item = T>`, which a body sees the same way).
pub(super) fn iterator_bound_item(bound: &syn::Path) -> Option<&syn::Type> {
    let last = bound.segments.last()?;
    if last.ident != "Iterator" {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    args.args.iter().find_map(|arg| match arg {
        syn::GenericArgument::AssocType(assoc) if assoc.ident == "Item" => Some(&assoc.ty),
        _ => None,
    })
}
