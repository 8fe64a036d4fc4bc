//! Indexing: `v[i]` and `v[a..b]` of slices, arrays, vectors and strings (through their
//! derefs), `d[i]` of a `VecDeque`, a map's `map[&key]` (std's `Index<&Q>`, no `IndexMut`), and serde_json's members.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, IntTy};
use super::super::ty::Ty;
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    pub(super) fn index(
        &mut self,
        base: &Expr,
        index: &Expr,
        span: Span,
        site: usize,
    ) -> Checked<Ty> {
        let base_ty = self.expr(base, None)?;
        // A map's index is a key to look up (`map[&1]` of `i32` keys), not a position.
        let keyed = self.infer.deref_steps(&base_ty).iter().any(
            |step| matches!(step, Ty::Adt(name, _) if name == "HashMap" || name == "BTreeMap"),
        );
        let position = Ty::Int(IntTy::Usize);
        let index_ty = self.value(index, (!keyed).then_some(&position))?;
        let index_shallow = self.infer.shallow(&index_ty);
        let is_range = super::ranges::is_range(&index_shallow);
        if !keyed && !is_range {
            self.note_known_index(&base_ty, index, span);
        }
        for step in self.infer.deref_steps(&base_ty) {
            let element = match &step {
                Ty::Slice(of) | Ty::Array(of, _) => Some((**of).clone()),
                Ty::Str => None,
                Ty::Adt(name, _) if name == "JsonValue" => {
                    return Ok(Ty::adt("JsonValue", Vec::new()));
                }
                // serde_json's `Index<&Q>` of a `Map<String, Value>` (`map["key"]`, `map[&key]`).
                Ty::Adt(name, _) if name == "JsonMap" && self.json_map_key(&index_ty) => {
                    return Ok(Ty::adt("JsonValue", Vec::new()));
                }
                // std's `Index<&Q>` of a map whose keys borrow as `Q` (`map["key"]`, `map[&1]`):
                // the value, which must be there.
                Ty::Adt(name, args)
                    if (name == "HashMap" || name == "BTreeMap") && args.len() == 2 =>
                {
                    let (key, value) = (&args[0], &args[1]);
                    if self.map_index_key(key, &index_ty) {
                        return Ok(value.clone());
                    }
                    if !matches!(self.infer.resolve(&index_ty), Ty::Ref { .. }) {
                        // `map[1]`: rustc wants `&{integer}` there.
                        let key = Ty::reference(false, key.clone());
                        return Err(self.mismatch(index.span, &key, &index_ty));
                    }
                    break;
                }
                // std's `Index<usize>` of a `VecDeque`, its only one (no range).
                Ty::Adt(name, args) if name == "VecDeque" && args.len() == 1 => {
                    // Its one `Index` makes rustc expect a `usize` there (E0308, not E0277).
                    let usize_ty = Ty::Int(IntTy::Usize);
                    if is_range || !self.infer.unify(&index_ty, &usize_ty) {
                        return Err(self.mismatch(index.span, &usize_ty, &index_ty));
                    }
                    self.rewrites.push(super::rewrites::Rewrite {
                        expr: site,
                        site: super::rewrites::Site::DequeIndex,
                    });
                    return Ok(args[0].clone());
                }
                // A `serde_json::Map` indexed other than by a key: not supported yet.
                Ty::Adt(name, _) if name == "JsonMap" => {
                    return Err(ScriptError::new(
                        span,
                        format!(
                            "indexing a `{}` is not supported by bufscope yet",
                            Ty::adt(name, Vec::new())
                        ),
                    ));
                }
                _ => continue,
            };
            let usize_ty = Ty::Int(IntTy::Usize);
            if is_range {
                // `..` (a `RangeFull`) has no bound to be a `usize`.
                let bound = index_shallow
                    .args()
                    .first()
                    .cloned()
                    .unwrap_or(Ty::Int(IntTy::Usize));
                if !self.infer.unify(&bound, &usize_ty) {
                    break;
                }
                return Ok(match element {
                    Some(of) => Ty::Slice(Box::new(of)),
                    None => Ty::Str,
                });
            }
            if let Some(of) = element
                && self.infer.unify(&index_ty, &usize_ty)
            {
                // An array's built-in indexing panics at the whole expression, not at the `[`
                // of std's `Index` (a `u8` array knows it is one: it is kept as bytes).
                if matches!(step, Ty::Array(..))
                    && !matches!(self.infer.resolve(&of), Ty::Int(IntTy::U8))
                    && matches!(index.kind, ExprKind::Var(_) | ExprKind::Lit(_))
                {
                    self.rewrites.push(super::rewrites::Rewrite {
                        expr: site,
                        site: super::rewrites::Site::ArrayIndex(span),
                    });
                }
                return Ok(of);
            }
            break;
        }
        Err(ScriptError::rustc(
            "E0277",
            span,
            format!(
                "the type `{}` cannot be indexed by `{}`",
                self.infer.resolve(&base_ty),
                self.infer.resolve(&index_ty)
            ),
        ))
    }
}
