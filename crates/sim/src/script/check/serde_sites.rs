//! The serde_json calls that deserialize (`from_str`, `from_slice`, `from_reader`,
//! `from_value`): what `T` they build, decided at the body's end and written into the call
//! for the interpreter as a [`SerdeTarget`] — the shapes of `T` and of the script's types it
//! reaches, which `serde_derive` reads as the derive macro's generated code would.

use std::collections::BTreeMap;
use std::rc::Rc;

use super::super::error::ScriptError;
use super::super::ir::Shape;
use super::super::serde_shape::{SerdeShape, SerdeTarget, UserShape, VariantShape};
use super::super::ty::Ty;
use super::rewrites::{Rewrite, Site};
use super::user_items::UserItems;
use super::{Checked, Checker};
use crate::trace::Span;

/// The calls whose `T: Deserialize` the interpreter must know.
pub const DESERIALIZING: [&str; 4] = [
    "serde_json::from_str",
    "serde_json::from_slice",
    "serde_json::from_reader",
    "serde_json::from_value",
];

impl Checker<'_> {
    /// Records a deserializing call (its expression's address) and its type,
    /// `Result<T, serde_json::Error>`.
    pub(super) fn deserialize_site(&mut self, site: usize, made: &Ty, span: Span) {
        self.deserialize_sites.push((site, made.clone(), span));
    }

    /// `User::deserialize(&mut de)` of the script's type deriving `Deserialize`, from a
    /// `serde_json::Deserializer`: `Result<User, serde_json::Error>`, a deserializing call.
    /// `None` for a path not ending in `deserialize`; another type or deserializer is refused
    /// as not supported (rustc would find serde's trait method).
    pub(super) fn deserialize_path_call(
        &mut self,
        written: &[String],
        args: &[super::super::ir::Expr],
        span: Span,
        site: usize,
    ) -> Checked<Option<Ty>> {
        let [type_path @ .., last] = written else {
            return Ok(None);
        };
        if last != "deserialize" || type_path.is_empty() {
            return Ok(None);
        }
        let unsupported = || {
            ScriptError::new(
                span,
                format!("`{}(…)` is not supported by bufscope yet", written.join("::")),
            )
            .with_help("`T::deserialize(&mut de)` of the script's type deriving `Deserialize`, from a `serde_json::Deserializer`, is")
        };
        let Some(index) = self.script_type(type_path) else {
            return Err(unsupported());
        };
        let user = self.items.types[index].clone();
        if !user.derives.iter().any(|d| d == "Deserialize") {
            return Ok(None);
        }
        let [arg] = args else {
            return Err(unsupported());
        };
        let from = self.value(arg, None)?;
        match self.infer.resolve(&from) {
            Ty::Ref { mutable: true, to } if matches!(&*to, Ty::Adt(name, _) if name == "JsonDeserializer") =>
                {}
            _ => return Err(unsupported()),
        }
        let made = Ty::result(
            Ty::adt(&user.name, Vec::new()),
            Ty::adt("JsonError", Vec::new()),
        );
        self.deserialize_site(site, &made, span);
        Ok(Some(made))
    }

    /// Writes each deserializing call's resolved `T` into it.
    pub(super) fn resolve_deserializes(&mut self) -> Checked<()> {
        for (site, made, span) in std::mem::take(&mut self.deserialize_sites) {
            let Ty::Adt(_, args) = self.infer.resolve(&made) else {
                continue;
            };
            let Some(target) = args.first() else {
                continue;
            };
            if target.has_unknowns() {
                return Err(ScriptError::new(
                    span,
                    "a deserializing call whose type is not written is not supported by bufscope yet",
                )
                .with_help("say what to deserialize into, e.g. `let user: User = serde_json::from_str(text)?`"));
            }
            let mut types = BTreeMap::new();
            let root = shape_of(target, self.items, &mut types, span)?;
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::Deserialize(Rc::new(SerdeTarget { root, types })),
            });
        }
        Ok(())
    }
}

/// How bufscope deserializes into `ty`, adding the script's types it reaches to `types`.
fn shape_of(
    ty: &Ty,
    items: &UserItems,
    types: &mut BTreeMap<usize, UserShape>,
    span: Span,
) -> Checked<SerdeShape> {
    let unsupported = || {
        ScriptError::new(
            span,
            format!("deserializing into `{ty}` is not supported by bufscope yet"),
        )
        .with_help("integers, `f64`, `bool`, `char`, `String`, `Vec`, `Option`, `BTreeMap`, `serde_json::Value`, `serde_json::Map` and the script's structs and enums deriving `Deserialize` are")
    };
    let mut nested = |inner: &Ty| shape_of(inner, items, types, span).map(Box::new);
    Ok(match ty {
        Ty::Unit => SerdeShape::Unit,
        Ty::Bool => SerdeShape::Bool,
        Ty::Char => SerdeShape::Char,
        Ty::Int(int) => SerdeShape::Int(*int),
        Ty::Float(true) => SerdeShape::Float,
        Ty::Float(false) => SerdeShape::F32,
        Ty::Adt(name, args) => match (name.as_str(), args.as_slice()) {
            ("String", []) => SerdeShape::String,
            ("JsonValue", []) => SerdeShape::Json,
            ("JsonMap", [key, value]) if key.is_adt("String") && value.is_adt("JsonValue") => {
                SerdeShape::JsonMap
            }
            ("Vec", [Ty::Int(super::super::ir::IntTy::U8)]) => SerdeShape::Bytes,
            ("Vec", [item]) => SerdeShape::List(nested(item)?),
            ("Option", [inner]) => SerdeShape::Option(nested(inner)?),
            ("BTreeMap", [key, value]) => SerdeShape::Map(nested(key)?, nested(value)?),
            (_, []) => match items.type_index(name) {
                Some(index) => {
                    user_shape(index, items, types, span)?;
                    SerdeShape::User(index)
                }
                None => return Err(unsupported()),
            },
            _ => return Err(unsupported()),
        },
        _ => return Err(unsupported()),
    })
}

/// Adds the script's type `index` (and the types its fields reach) to `types`.
fn user_shape(
    index: usize,
    items: &UserItems,
    types: &mut BTreeMap<usize, UserShape>,
    span: Span,
) -> Checked<()> {
    if types.contains_key(&index) {
        return Ok(());
    }
    let user = &items.types[index];
    let unsupported = |what: String| {
        ScriptError::new(
            span,
            format!("deserializing {what} is not supported by bufscope yet"),
        )
        .with_help("structs with named fields, and enums whose variants are units, hold one value or have named fields, are")
    };
    // A placeholder first: a type that holds itself (through `Vec`/`Option`) ends here.
    types.insert(
        index,
        UserShape::Struct {
            name: user.name.clone(),
            fields: Vec::new(),
            defaults: Vec::new(),
            deny_unknown_fields: false,
        },
    );
    let fields_of = |fields: &[(String, Ty)], types: &mut BTreeMap<usize, UserShape>| {
        fields
            .iter()
            .map(|(name, ty)| Ok((name.clone(), shape_of(ty, items, types, span)?)))
            .collect::<Checked<Vec<_>>>()
    };
    let shape = match &user.variants {
        None if user.shape == Shape::Named => {
            let mut fields = fields_of(&user.fields, types)?;
            for ((name, _), attrs) in fields.iter_mut().zip(&user.serde_fields) {
                if let Some(rename) = &attrs.rename {
                    name.clone_from(rename);
                }
            }
            UserShape::Struct {
                name: user.name.clone(),
                fields,
                defaults: user.serde_fields.iter().map(|a| a.default).collect(),
                deny_unknown_fields: user.deny_unknown_fields,
            }
        }
        None => {
            return Err(unsupported(format!(
                "the tuple or unit struct `{}`",
                user.name
            )));
        }
        Some(variants) => {
            let mut shapes = Vec::new();
            for variant in variants {
                shapes.push(match (variant.shape, variant.fields.as_slice()) {
                    (Shape::Unit, _) => VariantShape::Unit(variant.name.clone()),
                    (Shape::Tuple, [(_, ty)]) => VariantShape::Newtype(
                        variant.name.clone(),
                        shape_of(ty, items, types, span)?,
                    ),
                    (Shape::Named, fields) => {
                        VariantShape::Struct(variant.name.clone(), fields_of(fields, types)?)
                    }
                    (Shape::Tuple, _) => {
                        return Err(unsupported(format!(
                            "the tuple variant `{}::{}`",
                            user.name, variant.name
                        )));
                    }
                });
            }
            UserShape::Enum {
                name: user.name.clone(),
                variants: shapes,
            }
        }
    };
    types.insert(index, shape);
    Ok(())
}

/// std types serde implements `Serialize` and `Deserialize` for that bufscope does not run
/// through serde_json yet (a `HashMap` serializes in its random order, which bufscope does not
/// model). A bound on one of them is not supported, never rustc's E0277.
const SERDE_IMPLEMENTS: [&str; 20] = [
    "HashMap",
    "HashSet",
    "BTreeSet",
    "VecDeque",
    "BinaryHeap",
    "Box",
    "Rc",
    "Arc",
    "Cow",
    "Cell",
    "RefCell",
    "Mutex",
    "PathBuf",
    "Path",
    "Duration",
    "SystemTime",
    "Result",
    "SocketAddr",
    "Ipv4Addr",
    "IpAddr",
];

/// The refusal of `ty: Serialize`/`Deserialize` when serde implements it but bufscope does not
/// (`None`: rustc's E0277 is right, as for `File` or a script's type without the derive).
pub fn serde_not_supported(ty: &Ty, trait_name: &str, span: Span) -> Option<ScriptError> {
    if trait_name != "Serialize" && trait_name != "Deserialize" {
        return None;
    }
    let known_to_serde = |ty: &Ty| match ty {
        Ty::Adt(name, _) => SERDE_IMPLEMENTS.contains(&name.as_str()),
        Ty::Array(..) | Ty::Slice(_) | Ty::Str => true,
        _ => false,
    };
    if !any_part(ty, &known_to_serde) {
        return None;
    }
    Some(
        ScriptError::new(
            span,
            format!("`{ty}` with serde's `{trait_name}` is not supported by bufscope yet"),
        )
        .with_help("bufscope serializes and deserializes integers, `f64`, `bool`, `char`, `String`, `Vec`, `Option`, `BTreeMap`, tuples, `serde_json::Value` and the script's types that derive the trait"),
    )
}

/// Whether `ty` or a type inside it is `wanted`.
fn any_part(ty: &Ty, wanted: &dyn Fn(&Ty) -> bool) -> bool {
    wanted(ty)
        || match ty {
            Ty::Adt(_, args) | Ty::Tuple(args) => args.iter().any(|arg| any_part(arg, wanted)),
            Ty::Ref { to, .. } | Ty::Slice(to) | Ty::Array(to, _) => any_part(to, wanted),
            _ => false,
        }
}
