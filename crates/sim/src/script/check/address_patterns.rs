//! Patterns of `net::SocketAddr`'s and `net::IpAddr`'s variants: `SocketAddr::V4(a)` binds the
//! `SocketAddrV4`, `IpAddr::V4(ip)` the `Ipv4Addr`. bufscope's addresses are all IPv4, so a
//! `V6` arm type-checks and never matches; it may not bind its `SocketAddrV6`/`Ipv6Addr`, which
//! bufscope does not simulate. `V4(..)` is lowered as `V4 { .. }`, which Rust takes alike.

use super::super::error::ScriptError;
use super::super::ir::{Pat, PatKind};
use super::super::ty::Ty;
use super::patterns::{Binding, Coverage, irrefutable};
use super::reverse_patterns::one_field_expected;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};

/// One of the variants, as a pattern names it.
#[derive(Debug, Clone, Copy)]
pub(super) struct AddressVariant {
    /// `SocketAddr` or `IpAddr`.
    pub(super) enum_name: &'static str,
    pub(super) v4: bool,
}

impl AddressVariant {
    /// The variant's own field type.
    fn field(self) -> Option<Ty> {
        match (self.enum_name, self.v4) {
            ("SocketAddr", true) => Some(Ty::adt("SocketAddrV4", Vec::new())),
            ("IpAddr", true) => Some(Ty::adt("Ipv4Addr", Vec::new())),
            _ => None,
        }
    }

    /// The name the interpreter matches (`SocketAddr::V4`).
    pub(super) fn canonical(self) -> &'static str {
        match (self.enum_name, self.v4) {
            ("SocketAddr", true) => "SocketAddr::V4",
            ("SocketAddr", false) => "SocketAddr::V6",
            (_, true) => "IpAddr::V4",
            _ => "IpAddr::V6",
        }
    }
}

impl Checker<'_> {
    /// The address variant `pat` names through the imports, with its field pattern (`None`
    /// for `V4(..)`); `None` for any other pattern.
    pub(super) fn address_variant<'p>(
        &self,
        pat: &'p Pat,
    ) -> Option<(AddressVariant, Option<&'p [Pat]>)> {
        let (segments, fields): (Vec<String>, Option<&[Pat]>) = match &pat.kind {
            PatKind::Variant { name, fields, .. } => (
                name.split("::").map(str::to_string).collect(),
                Some(fields.as_slice()),
            ),
            PatKind::Struct {
                path,
                fields,
                rest: true,
                ..
            } if fields.is_empty() => (path.clone(), None),
            _ => return None,
        };
        let full = self.imports.full_path(&segments)?;
        let (enum_name, variant) = full.strip_prefix("std::net::")?.split_once("::")?;
        let enum_name = match enum_name {
            "SocketAddr" => "SocketAddr",
            "IpAddr" => "IpAddr",
            _ => return None,
        };
        let v4 = match variant {
            "V4" => true,
            "V6" => false,
            _ => return None,
        };
        Some((AddressVariant { enum_name, v4 }, fields))
    }

    /// Checks `pat` if it is an address variant's pattern (`Ok(false)`: it is not one).
    pub(super) fn address_pattern(
        &mut self,
        pat: &Pat,
        expected: &Ty,
        mode: Option<bool>,
        bindings: &mut Vec<Binding>,
    ) -> Checked<bool> {
        let Some((variant, fields)) = self.address_variant(pat) else {
            return Ok(false);
        };
        self.pattern_type(pat.span, expected, &Ty::adt(variant.enum_name, Vec::new()))?;
        let field = match fields {
            None => None,
            Some([field]) => Some(field),
            Some(fields) => {
                return Err(one_field_expected(pat, fields, "tuple variant"));
            }
        };
        if let Some(field) = field {
            match variant.field() {
                Some(ty) => self.pattern(field, &ty, mode, bindings)?,
                None if irrefutable(field) && !binds(field) => {}
                None => {
                    return Err(ScriptError::new(
                        field.span,
                        format!(
                            "this pattern inside `{}` is not supported by bufscope yet",
                            variant.canonical()
                        ),
                    )
                    .with_help("bufscope's addresses are all IPv4: a `V6` arm never matches, written `V6(_)` or `V6(..)`"));
                }
            }
        }
        self.rewrites.push(Rewrite {
            expr: std::ptr::from_ref::<Pat>(pat) as usize,
            site: Site::StdVariant(variant.canonical()),
        });
        Ok(true)
    }

    /// Which `SocketAddr`/`IpAddr` value no pattern covers: both variants must be there, `V4`
    /// with patterns covering its field (`V6`'s is `_`).
    pub(super) fn missing_address(&mut self, flat: &[&Pat], enum_name: &str) -> Coverage {
        let mut v4_fields = Vec::new();
        let mut v6 = false;
        let mut v4 = false;
        for pat in flat {
            let Some((variant, fields)) = self.address_variant(pat) else {
                continue;
            };
            if variant.enum_name != enum_name {
                continue;
            }
            if variant.v4 {
                v4 = true;
                match fields {
                    Some([field]) => v4_fields.push(field),
                    _ => v4_fields.push(*pat),
                }
            } else {
                v6 = true;
            }
        }
        let path = |v: &str| format!("std::net::{enum_name}::{v}(_)");
        if !v4 {
            return Coverage::Missing(path("V4"));
        }
        // `V4(..)` covers every field value, as `_` does.
        let v4_full = v4_fields.iter().any(|p| {
            irrefutable(p)
                || matches!(&p.kind, PatKind::Struct { rest: true, fields, .. } if fields.is_empty())
        });
        if !v4_full {
            return Coverage::Unknown;
        }
        if !v6 {
            return Coverage::Missing(path("V6"));
        }
        Coverage::Full
    }
}

/// Whether a pattern binds a name.
fn binds(pat: &Pat) -> bool {
    match &pat.kind {
        PatKind::Binding { .. } => true,
        PatKind::Tuple(items) | PatKind::Or(items) => items.iter().any(binds),
        PatKind::Ref(inner) => binds(inner),
        PatKind::Slice {
            before,
            rest,
            after,
        } => {
            rest.as_ref().is_some_and(Option::is_some)
                || PatKind::slice_items(before, after).any(binds)
        }
        _ => false,
    }
}
