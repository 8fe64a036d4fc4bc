//! A signature's and a field's types meet the bounds of the script's structs they name: `fn
//! f(c: &Counted<u8>)` or `struct Outer { c: Counted<u8> }` of `struct Counted<W: Write>` is
//! rustc's E0277 at `Counted<u8>`. Checked once the script's impls are known (a signature
//! alone cannot say whether the script implements `Write` for its own type): as a body
//! starts, and for fields before the first body.

use super::Checked;
use super::Checker;
use crate::script::ir::{Function, TypeDef};

impl Checker<'_> {
    /// Every type of `function`'s parameters and its return type, as rustc checks them
    /// before the body.
    pub(super) fn signature_well_formed(&mut self, function: &Function) -> Checked<()> {
        for param in &function.params {
            self.types_well_formed(&param.annotation)?;
        }
        if let Some(ret) = &function.ret {
            self.types_well_formed(ret)?;
        }
        Ok(())
    }

    /// Every field's type of `def` (of the struct or of any variant), the checker's generics
    /// being `def`'s.
    pub(super) fn fields_well_formed(&mut self, def: &TypeDef) -> Checked<()> {
        let variant_fields = def.variants.iter().flatten().flat_map(|v| &v.fields);
        for field in def.fields.iter().chain(variant_fields) {
            self.types_well_formed(&field.ty)?;
        }
        Ok(())
    }

    /// `ty` and every type inside it that names a struct of the script with bounded
    /// parameters: resolved in the body, whose resolution checks those bounds.
    fn types_well_formed(&mut self, ty: &syn::Type) -> Checked<()> {
        match ty {
            syn::Type::Reference(r) => self.types_well_formed(&r.elem),
            syn::Type::Slice(s) => self.types_well_formed(&s.elem),
            syn::Type::Array(a) => self.types_well_formed(&a.elem),
            syn::Type::Paren(p) => self.types_well_formed(&p.elem),
            syn::Type::Tuple(t) => t.elems.iter().try_for_each(|e| self.types_well_formed(e)),
            syn::Type::Path(path) if path.qself.is_none() => {
                let Some(last) = path.path.segments.last() else {
                    return Ok(());
                };
                if let syn::PathArguments::AngleBracketed(args) = &last.arguments {
                    for arg in &args.args {
                        if let syn::GenericArgument::Type(inner) = arg {
                            self.types_well_formed(inner)?;
                        }
                    }
                }
                let bounded = path.path.segments.len() == 1
                    && self.items.get(&last.ident.to_string()).is_some_and(|user| {
                        user.params.iter().any(|param| !param.bounds.is_empty())
                    });
                if bounded {
                    self.written_in_body(ty)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}
