//! A call of a path (`name(args)`, `Type::function(args)`): a script function named with a
//! turbofish (`turbofish.rs`), `T::default()`, the script's types' functions and constructors,
//! std's functions, and what such a call leaves for the body's end and the interpreter (where
//! a deserializing call's `T` and a `Vec` of non-bytes are made, which std function a bare
//! imported name is).

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, Literal};
use super::super::ty::Ty;
use super::expr_address::address;
use super::rewrites::{Rewrite, Site};
use super::{Checked, Checker};
use crate::trace::Span;

impl Checker<'_> {
    /// The type of the call `expr`, `path(args)` (`path` as the lowering canonicalized it).
    pub(super) fn path_call(
        &mut self,
        expr: &Expr,
        path: &str,
        written: &[String],
        turbofish: &[syn::Type],
        args: &[Expr],
        expected: Option<&Ty>,
    ) -> Checked<Ty> {
        let span = expr.span;
        // `Cons(1, tail)` after `use crate::List::{Cons, Nil};`: `List::Cons(1, tail)`.
        let imported = self.imported_variant(written);
        let written = imported.as_deref().unwrap_or(written);
        if let Some(ty) = self.closure_local_call(written, args, span, address(expr))? {
            return Ok(ty);
        }
        if let Some(ty) = self.turbofish_call(written, turbofish, args, span)? {
            return Ok(ty);
        }
        if let Some(ty) = self.default_path_call(written, args, expected, span, address(expr))? {
            return Ok(ty);
        }
        if let [trait_name, method] = written
            && self.items.is_trait(trait_name)
        {
            return self.script_trait_call(trait_name, method, args, span, address(expr));
        }
        if let Some(ty) = self.script_call(written, args, span, address(expr))? {
            return Ok(ty);
        }
        if let Some(ty) = self.call_of_from_str(written, args, span, address(expr))? {
            return Ok(ty);
        }
        if let Some(ty) = self.variant_through_type(expr, written, args, expected)? {
            return Ok(ty);
        }
        if let Some(ty) = self.io_error_from(written, args, span, address(expr))? {
            return Ok(ty);
        }
        if let Some(ty) = self.std_from_call(written, args, span, Some(address(expr)))? {
            return Ok(ty);
        }
        if let Some(ty) = self.vec_from(written, args, span)? {
            return Ok(ty);
        }
        self.cow_without_its_type(path, args, expected, span)?;
        let ty = self.call(written, args, expected, span)?;
        let imported = match written {
            [_] => self
                .imports
                .full_path(written)
                .and_then(|full| super::super::known::canonical_call(&full)),
            _ => None,
        };
        if path == "mem::take" || imported == Some("mem::take") {
            self.take_default(&ty, address(expr), span)?;
        }
        self.own_function_site(written, path, address(expr));
        self.imported_function_site(written, path, address(expr));
        if super::serde_sites::DESERIALIZING.contains(&path) {
            self.deserialize_site(address(expr), &ty, span);
        }
        let site = match path {
            "Vec::new" => Some(Site::New),
            "Vec::with_capacity" => Some(Site::WithCapacity),
            _ => None,
        };
        if let Some(site) = site {
            self.vector_sites.push((address(expr), site, ty.clone()));
        }
        Ok(ty)
    }

    /// A bare function name runs the std function its import names: the lowering guessed
    /// from the name alone (`repeat` is `io::repeat` to it), so a `use std::iter::repeat`
    /// rewrites the call to `iter::repeat`.
    fn imported_function_site(&mut self, written: &[String], lowered: &str, site: usize) {
        let [_] = written else {
            return;
        };
        let Some(canonical) = self
            .imports
            .full_path(written)
            .and_then(|full| super::super::known::canonical_call(&full))
        else {
            return;
        };
        if canonical != lowered {
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::CallPath(canonical),
            });
        }
    }

    /// The script's own function named like a std one the lowering knows by its bare name
    /// (`fn repeat`, lowered as `io::repeat`): the call runs the script's function.
    fn own_function_site(&mut self, written: &[String], lowered: &str, site: usize) {
        let [name] = written else {
            return;
        };
        if lowered == name || self.lookup(name).is_some() {
            return;
        }
        if let Some(function) = self.signatures.iter().position(|s| s.name == *name) {
            self.rewrites.push(Rewrite {
                expr: site,
                site: Site::Script {
                    function,
                    receiver: None,
                },
            });
        }
    }

    /// `Cow::Borrowed(x)`/`Cow::Owned(x)` build the table's `Cow<str>`, which is what rustc
    /// infers only where `Cow<str>` is expected (or from a string literal): `Cow::Borrowed(&s)`
    /// of a `String` is rustc's `Cow<String>`, and `Cow::Owned(s)` alone needs annotations.
    fn cow_without_its_type(
        &mut self,
        path: &str,
        args: &[Expr],
        expected: Option<&Ty>,
        span: Span,
    ) -> Checked<()> {
        if !matches!(path, "Cow::Borrowed" | "Cow::Owned") {
            return Ok(());
        }
        let expects_cow = expected.is_some_and(|ty| self.infer.resolve(ty).is_adt("CowStr"));
        let literal = matches!(
            args,
            [Expr {
                kind: ExprKind::Lit(Literal::Str(_)),
                ..
            }]
        );
        if expects_cow || (literal && path == "Cow::Borrowed") {
            return Ok(());
        }
        Err(ScriptError::new(
            span,
            format!("`{path}(…)` where the type does not say `Cow<str>` is not supported by bufscope yet"),
        )
        .with_help("write the type: `let text: Cow<str> = …`"))
    }
}
