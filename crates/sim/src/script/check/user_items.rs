//! The script's own types and items as the checker reads them once built: plain data that
//! the type checks (`types`, `infer`) consult, kept apart from `items`, which builds it with
//! their help (so neither imports the other in a circle).

use std::collections::HashMap;

use super::super::ir::Shape;
use super::super::surface::{FnSig, Generic, ImplDecl};
use super::super::ty::Ty;
use crate::trace::Span;

/// A struct or an enum of the script.
#[derive(Debug, Clone)]
pub struct UserType {
    pub name: String,
    /// A generic struct's type parameters, in order, each with the traits its declaration
    /// bounds it by (`struct S<W: Write>`). Its fields' types name them as `Ty::Param`.
    pub params: Vec<Generic>,
    /// Its lifetime parameters' names (`a` of `struct Parser<'a>`): a value of it holds
    /// references, so it borrows what they borrow.
    pub lifetimes: Vec<String>,
    pub shape: Shape,
    /// A struct's fields in declaration order.
    pub fields: Vec<(String, Ty)>,
    /// An enum's variants (`None` for a struct).
    pub variants: Option<Vec<UserVariant>>,
    pub derives: Vec<String>,
    /// Where each of `derives` is written.
    pub derive_spans: Vec<Span>,
    pub span: Span,
    /// A struct's fields' `#[serde(…)]` attributes, in declaration order.
    pub serde_fields: Vec<crate::script::serde_shape::FieldAttrs>,
    /// `#[serde(deny_unknown_fields)]`.
    pub deny_unknown_fields: bool,
}

/// A variant of the script's enum.
#[derive(Debug, Clone)]
pub struct UserVariant {
    pub name: String,
    pub shape: Shape,
    pub fields: Vec<(String, Ty)>,
}

impl UserType {
    /// Its type parameters bound to `args` (`W` to `Vec<u8>` of an `S<Vec<u8>>`).
    pub fn bindings(&self, args: &[Ty]) -> Vec<(String, Ty)> {
        self.params
            .iter()
            .zip(args)
            .map(|(param, arg)| (param.name.clone(), arg.clone()))
            .collect()
    }

    /// The type with its parameters as they are (`S<W>`), the self type of its generic impls.
    pub fn generic_self(&self) -> Ty {
        Ty::adt(
            &self.name,
            self.params
                .iter()
                .map(|p| Ty::Param(p.name.clone()))
                .collect(),
        )
    }

    /// Every field's type, of the struct or of any variant.
    pub fn all_fields(&self) -> Vec<(String, Ty)> {
        let mut all = self.fields.clone();
        for variant in self.variants.iter().flatten() {
            all.extend(variant.fields.iter().cloned());
        }
        all
    }

    /// The variant named `name`: its index and itself.
    pub fn variant(&self, name: &str) -> Option<(usize, &UserVariant)> {
        self.variants
            .as_ref()?
            .iter()
            .enumerate()
            .find(|(_, v)| v.name == name)
    }
}

/// Everything the script defines, by name.
#[derive(Debug, Default)]
pub struct UserItems {
    pub types: Vec<UserType>,
    pub(super) by_name: HashMap<String, usize>,
    /// The script's impls and its derives, as rows of the table.
    pub impls: Vec<ImplDecl>,
    /// The script's `const`/`static` items and their types, by index.
    pub consts: Vec<(String, Ty)>,
    /// The names of the script's `static` items.
    pub statics: Vec<String>,
    /// The script's own traits.
    pub traits: Vec<UserTrait>,
}

/// A trait of the script: its methods as rows' signatures, the provided ones pointing at
/// their functions.
#[derive(Debug, Clone)]
pub struct UserTrait {
    pub name: String,
    pub methods: Vec<FnSig>,
    /// Its supertraits, std's or the script's, by table name.
    pub supertraits: Vec<String>,
}

impl UserItems {
    /// Its types, impls and traits so far, for an inference table's trait queries while the
    /// rest is still being built.
    pub fn snapshot(&self) -> UserItems {
        UserItems {
            types: self.types.clone(),
            by_name: self.by_name.clone(),
            impls: self.impls.clone(),
            consts: Vec::new(),
            statics: Vec::new(),
            traits: self.traits.clone(),
        }
    }

    /// Whether `name` is one of the script's traits.
    pub fn is_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.name == name)
    }

    /// The script's `impl Default for {ty}`: its `default` function.
    pub fn impl_of_default(&self, ty: &Ty) -> Option<usize> {
        self.impls
            .iter()
            .find(|imp| imp.trait_name.as_deref() == Some("Default") && imp.self_ty == *ty)?
            .methods
            .iter()
            .find(|m| m.name == "default")?
            .script_fn
    }

    /// The script's `impl FromStr for {ty}`: its `from_str` function and its `Err` type.
    pub fn impl_of_from_str(&self, ty: &Ty) -> Option<(usize, Ty)> {
        let imp = self
            .impls
            .iter()
            .find(|imp| imp.trait_name.as_deref() == Some("FromStr") && imp.self_ty == *ty)?;
        let from_str = imp.methods.iter().find(|m| m.name == "from_str")?;
        let Ty::Adt(_, args) = &from_str.ret else {
            return None;
        };
        Some((from_str.script_fn?, args.get(1)?.clone()))
    }

    /// A `dyn`'s name with the supertraits of the script's traits in it added, each once
    /// (`Greeter` whose supertrait is `Named`: `Greeter + Named`): what a `&dyn Greeter`,
    /// a `T: Greeter` and `Self` in its provided methods may use.
    pub fn dyn_name(&self, names: &str) -> String {
        let mut all: Vec<&str> = Vec::new();
        let mut pending: Vec<&str> = names.split(" + ").collect();
        pending.reverse();
        while let Some(name) = pending.pop() {
            if all.contains(&name) {
                continue;
            }
            all.push(name);
            if let Some(own) = self.script_trait(name) {
                pending.extend(own.supertraits.iter().rev().map(String::as_str));
            }
        }
        all.join(" + ")
    }

    /// The script's trait `name`.
    pub fn script_trait(&self, name: &str) -> Option<&UserTrait> {
        self.traits.iter().find(|t| t.name == name)
    }

    pub fn type_index(&self, name: &str) -> Option<usize> {
        self.by_name.get(name).copied()
    }

    pub fn get(&self, name: &str) -> Option<&UserType> {
        self.type_index(name).map(|i| &self.types[i])
    }

    /// The field `name` of the script's type `ty` (if `ty` is one): its index and type, of
    /// `ty`'s generic arguments.
    pub fn field(&self, ty: &Ty, name: &str) -> Option<(usize, Ty)> {
        let Ty::Adt(type_name, args) = ty else {
            return None;
        };
        let user = self.get(type_name)?;
        if user.variants.is_some() {
            return None;
        }
        user.fields
            .iter()
            .position(|(field, _)| field == name)
            .map(|i| (i, user.fields[i].1.substitute(&user.bindings(args))))
    }

    /// Whether the script's type derives (or implements) `Copy`.
    pub fn is_copy(&self, name: &str) -> bool {
        self.get(name)
            .is_some_and(|t| t.derives.iter().any(|d| d == "Copy"))
    }
}
