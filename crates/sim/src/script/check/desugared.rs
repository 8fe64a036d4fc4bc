//! What `?`, the format macros and `for` stand for: `From` conversions of errors, a
//! format trait per placeholder and `write_fmt` on the writer, and the item an iterator yields.

use super::super::error::ScriptError;
use super::super::ir::{Expr, ExprKind, FOR_ITEM, FormatCall, FormatTarget, IntTy, Pat};
use super::super::surface::surface;
use super::super::ty::Ty;
use super::flow::Flow;
use super::infer::{Implements, match_pattern};
use super::moved_wording::Read;
use super::{Checked, Checker};
use crate::format::lower::{Lowered, Piece};
use crate::format::spec::FmtTrait;
use crate::trace::Span;

/// rustc's E0005 for `let PAT = init;` whose pattern some value misses; a `for` loop's
/// pattern is such a `let` of the loop's item ([`FOR_ITEM`]), which rustc names so.
pub(super) fn refutable_binding(pat: &Pat, init: &Expr) -> ScriptError {
    let in_for = matches!(&init.kind, ExprKind::Var(v) if v == FOR_ITEM);
    let (what, help) = if in_for {
        (
            "`for` loop binding",
            "match each item in the body: `if let`",
        )
    } else {
        ("local binding", "use `let … else { … }` or `if let`")
    };
    ScriptError::rustc("E0005", pat.span, format!("refutable pattern in {what}")).with_help(help)
}

pub(super) fn fmt_trait_name(format_trait: FmtTrait) -> &'static str {
    match format_trait {
        FmtTrait::Display => "Display",
        FmtTrait::Debug => "Debug",
        FmtTrait::LowerExp => "LowerExp",
        FmtTrait::UpperExp => "UpperExp",
        FmtTrait::Octal => "Octal",
        FmtTrait::Binary => "Binary",
        FmtTrait::LowerHex => "LowerHex",
        FmtTrait::UpperHex => "UpperHex",
        FmtTrait::Pointer => "Pointer",
    }
}

impl Checker<'_> {
    /// `expr?`: the `Ok` value; the error converted into the function's error type by `From`.
    pub(super) fn try_expr(&mut self, inner: &Expr, span: Span, site: usize) -> Checked<Ty> {
        let ty = self.value(inner, None)?;
        let ty = self.infer.shallow(&ty);
        let ret = self.infer.shallow(&self.ret.clone());
        let (ok, err) = match &ty {
            Ty::Adt(name, args) if name == "Result" && args.len() == 2 => {
                (args[0].clone(), args[1].clone())
            }
            Ty::Adt(name, args) if name == "Option" && args.len() == 1 => {
                if !ret.is_adt("Option") {
                    return Err(ScriptError::rustc(
                        "E0277",
                        span,
                        "the `?` operator can only be used on `Option`s in a function that returns `Option`",
                    ));
                }
                return Ok(args[0].clone());
            }
            Ty::Var(_) => {
                return Err(ScriptError::rustc(
                    "E0282",
                    inner.span,
                    "type annotations needed",
                ));
            }
            other => {
                return Err(ScriptError::rustc(
                    "E0277",
                    span,
                    format!(
                        "the `?` operator can only be applied to values that implement `Try`: `{}` does not",
                        self.infer.resolve(other)
                    ),
                ));
            }
        };
        let Ty::Adt(ret_name, ret_args) = &ret else {
            return Err(not_result_fn(span));
        };
        if ret_name != "Result" || ret_args.len() != 2 {
            return Err(not_result_fn(span));
        }
        if self.is_conversion_target(&err) {
            // `x.into()?`: `?` converts again, so nothing fixes what `into` makes.
            return Err(
                ScriptError::rustc("E0283", span, "type annotations needed").with_help(
                    "give the converted value a type first: `let e: Box<dyn Error> = x.into();`",
                ),
            );
        }
        let target = self.infer.shallow(&ret_args[1]);
        if self.error_converts(&err, &target) {
            return Ok(ok);
        }
        if self.error_from_script(&err, &target, span, site) {
            return Ok(ok);
        }
        Err(super::user_from::not_converted(
            &self.infer.resolve(&err),
            &self.infer.resolve(&target),
            span,
        ))
    }

    /// Whether `?` converts `err` into `target` (`From` as std defines it).
    pub(super) fn error_converts(&mut self, err: &Ty, target: &Ty) -> bool {
        if self.infer.probe_unify(err, target) {
            return self.infer.unify(err, target);
        }
        let err = self.infer.shallow(err);
        match target {
            // std's `From<&str>` and `From<String>` for `Box<dyn Error>` too.
            boxed if boxed.is_boxed_error() => {
                err.is_text() || self.infer.implements(&err, "Error") != Implements::No
            }
            Ty::Adt(name, _) if name == "IoError" => {
                err.is_adt("JsonError") || err.is_adt("IntoInnerError")
            }
            // std's `From<&str>`, `From<&String>` and `From<char>` for `String`.
            Ty::Adt(name, _) if name == "String" => match &err {
                Ty::Ref { to, .. } => **to == Ty::Str || to.is_adt("String"),
                other => *other == Ty::Char,
            },
            _ => false,
        }
    }

    /// A format macro: each argument borrowed and formatted with the trait its placeholder
    /// names; `write!` calls the writer's `write_fmt`.
    pub(super) fn format(&mut self, call: &FormatCall, span: Span) -> Checked<Ty> {
        let mut arg_tys = Vec::new();
        let mut loans = super::argument_loans::ArgumentLoans::default();
        for arg in &call.args {
            let ty = self.expr(arg, None);
            arg_tys.push(self.read_as(ty, arg, Read::Borrow)?);
            self.hold_argument(&mut loans, arg, true);
        }
        self.release_arguments(loans)?;
        if let Lowered::Pieces(pieces) = &call.lowering.lowered {
            for piece in pieces {
                if let Piece::Arg { arg, spec } = piece
                    && let (Some(ty), Some(expr)) = (arg_tys.get(*arg), call.args.get(*arg))
                {
                    let ty = ty.clone();
                    self.require(&ty, fmt_trait_name(spec.format_trait), expr.span, false)?;
                }
            }
        }
        for &index in &call.lowering.count_args {
            if let (Some(ty), Some(expr)) = (arg_tys.get(index), call.args.get(index))
                && !self.infer.unify(ty, &Ty::Int(IntTy::Usize))
            {
                return Err(self.mismatch(expr.span, &Ty::Int(IntTy::Usize), ty));
            }
        }
        Ok(match &call.target {
            FormatTarget::Stdout | FormatTarget::Stderr => Ty::Unit,
            FormatTarget::String => Ty::string(),
            FormatTarget::Panic => {
                self.flow = Flow::unreachable();
                Ty::Never
            }
            FormatTarget::Writer(writer) => {
                let writer_ty = self.expr(writer, None);
                let writer_ty = self.read_as(writer_ty, writer, Read::Borrow)?;
                let writer_ty = self.infer.resolve(&writer_ty);
                let pick = match self.probe(&writer_ty, "write_fmt", span, true) {
                    Ok(pick) => pick,
                    // std has `write_fmt` there (`fmt::Write` for `String`): bufscope lacks it.
                    Err(error) if error.code.is_none() => {
                        return Err(ScriptError::new(
                            writer.span,
                            format!("`write!` into `{writer_ty}` is not supported by bufscope yet"),
                        )
                        .with_help("`format!` builds a `String`, `push_str` adds to one"));
                    }
                    Err(error) => {
                        let help = error
                            .help
                            .unwrap_or_else(|| "it must implement `std::io::Write`".to_string());
                        return Err(ScriptError::rustc(
                            "E0599",
                            writer.span,
                            format!("cannot write into `{writer_ty}`"),
                        )
                        .with_help(help));
                    }
                };
                self.adjust_receiver(writer, &writer_ty, &pick)?;
                // `io::Write::write_fmt` gives an `io::Result<()>`, `Formatter`'s a `fmt::Result`.
                pick.sig.ret.substitute(&pick.bindings)
            }
        })
    }

    /// The item type of what a `for` loop iterates.
    pub(super) fn item_of(&mut self, ty: &Ty, span: Span) -> Checked<Ty> {
        if let Some(item) = self.infer.script_iterator_item(ty) {
            return Ok(item);
        }
        let ty = self.infer.resolve(ty);
        if let Ty::Adt(name, args) = &ty
            && name == "Enumerate"
            && let Some(inner) = args.first()
        {
            let item = self.item_of(inner, span)?;
            return Ok(Ty::Tuple(vec![Ty::Int(IntTy::Usize), item]));
        }
        if matches!(ty, Ty::Var(_)) {
            return Err(ScriptError::rustc("E0282", span, "type annotations needed"));
        }
        // A bound other than `Iterator<Item = T>` alone (`I: Iterator`, `T: IntoIterator<…>`,
        // `impl Iterator + Clone`): rustc knows the items from the caller; bufscope's check of
        // the body does not.
        if matches!(&ty, Ty::Dyn(name) if name.contains("Iterator")) {
            return Err(ScriptError::new(
                span,
                format!("iterating a value typed `{ty}` is not supported by bufscope yet"),
            )
            .with_help("bound it by `Iterator<Item = T>` alone (or write `impl Iterator<Item = T>`), and pass `.into_iter()` of a collection"));
        }
        for trait_name in ["Iterator", "IntoIterator"] {
            for imp in surface()
                .impls
                .iter()
                .filter(|i| i.trait_name.as_deref() == Some(trait_name))
            {
                let mut bindings = Vec::new();
                if !match_pattern(&imp.self_ty, &ty, &mut bindings, &self.infer) {
                    continue;
                }
                let Some(sig) = imp.methods.first() else {
                    continue;
                };
                let bindings = self.instantiate(&imp.generics, &[], bindings);
                let produced = sig.ret.substitute(&bindings);
                self.infer.unify(&imp.self_ty.substitute(&bindings), &ty);
                if trait_name == "Iterator" {
                    return Ok(produced.args().first().cloned().unwrap_or(Ty::Unit));
                }
                return self.item_of(&produced, span);
            }
        }
        Err(ScriptError::rustc(
            "E0277",
            span,
            format!("`{ty}` is not an iterator"),
        )
        .with_help("iterate a range, a collection by reference (`&v`), or an I/O iterator such as `.lines()`"))
    }
}

pub(super) fn not_result_fn(span: Span) -> ScriptError {
    ScriptError::rustc(
        "E0277",
        span,
        "the `?` operator can only be used in a function that returns `Result` or `Option` (or another type that implements `FromResidual`)",
    )
    .with_help("make the function return a `Result`, e.g. `fn main() -> std::io::Result<()>`, and end it with `Ok(())`")
}
