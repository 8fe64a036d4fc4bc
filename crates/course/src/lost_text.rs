//! The text of lost output, found by a counterfactual run.
//!
//! The simulator reports what was lost (holder, size, reason) but not the bytes: they are in a
//! buffer that no destructor ever flushed. To show them we run the script a second time with
//! the destructors allowed to run — `mem::forget(x)` becomes `drop(x)` and a
//! `process::exit(..)` in the script becomes `return` — and take what the devices received in
//! addition. The genuine std types still do the flushing; nothing is re-implemented. The result
//! is checked: the extra bytes must number exactly the lost bytes, else it is an error (a loss
//! this rewrite cannot undo, e.g. a flush on drop that failed, or `exit` inside a helper).

use std::collections::BTreeMap;

use bufscope_sim::run::RunReport;

use crate::widget::run_to_an_end;

/// The lost bytes of `report` (a run of `script`) as text; empty when nothing was lost.
pub fn lost_text(script: &str, report: &RunReport) -> Result<String, String> {
    let lost: usize = report.lost.iter().map(|l| l.bytes).sum();
    if lost == 0 {
        return Ok(String::new());
    }
    // `exit(..)` becomes the early return its function's type allows: `return Ok(())` in a
    // `main` returning a `Result` (bare statements too), plain `return` otherwise.
    let with_ok = let_destructors_run(script, "return Ok(())");
    if with_ok == script {
        return Err("the loss is not from `mem::forget` or `process::exit`".into());
    }
    let rewritten = if bufscope_sim::run::check(&with_ok).is_ok() {
        with_ok
    } else {
        let_destructors_run(script, "return")
    };
    let counterfactual = run_to_an_end(&rewritten)?;
    let mut extra = Vec::new();
    let mut paths: BTreeMap<&String, ()> = report.files.keys().map(|k| (k, ())).collect();
    paths.extend(counterfactual.files.keys().map(|k| (k, ())));
    for path in paths.keys() {
        let before = report.files.get(*path).map_or(&[][..], Vec::as_slice);
        let after = counterfactual
            .files
            .get(*path)
            .map_or(&[][..], Vec::as_slice);
        extra.extend_from_slice(suffix(before, after)?);
    }
    let stdout = suffix(&report.stdout, &counterfactual.stdout)?;
    extra.extend_from_slice(stdout);
    // stdout and stderr on one terminal are one device: count its bytes once.
    let same_device =
        report.stdout == report.stderr && counterfactual.stdout == counterfactual.stderr;
    if !same_device {
        extra.extend_from_slice(suffix(&report.stderr, &counterfactual.stderr)?);
    }
    if extra.len() != lost {
        return Err(format!(
            "letting destructors run delivered {} bytes, but {lost} were lost",
            extra.len()
        ));
    }
    Ok(String::from_utf8_lossy(&extra).into_owned())
}

/// What `after` holds beyond `before`, when `after` starts with `before`.
fn suffix<'a>(before: &[u8], after: &'a [u8]) -> Result<&'a [u8], String> {
    after
        .strip_prefix(before)
        .ok_or_else(|| "the counterfactual run wrote different output before the loss".to_string())
}

/// The script with `forget(` calls made `drop(` and `exit(..)` calls made `early_return`.
fn let_destructors_run(script: &str, early_return: &str) -> String {
    let mut out = String::with_capacity(script.len());
    let mut rest = script;
    while !rest.is_empty() {
        if let Some(after) = call_after(&out, rest, "forget(") {
            out.push_str("drop(");
            rest = after;
        } else if let Some(after) = call_after(&out, rest, "exit(") {
            // Drop `std::process::` / `process::` already copied before `exit`.
            for prefix in ["std::process::", "process::"] {
                if out.ends_with(prefix) {
                    out.truncate(out.len() - prefix.len());
                    break;
                }
            }
            out.push_str(early_return);
            rest = skip_arguments(after);
        } else {
            let mut chars = rest.chars();
            if let Some(c) = chars.next() {
                out.push(c);
            }
            rest = chars.as_str();
        }
    }
    out
}

/// The text after `name` when `rest` starts with it and `name` is a whole identifier (the
/// text before, `done`, does not end inside an identifier).
fn call_after<'a>(done: &str, rest: &'a str, name: &str) -> Option<&'a str> {
    let inside_identifier = done.ends_with(|c: char| c.is_alphanumeric() || c == '_');
    rest.strip_prefix(name).filter(|_| !inside_identifier)
}

/// Skips the balanced argument list of a call whose `(` was just consumed.
fn skip_arguments(after_open: &str) -> &str {
    let mut depth = 1;
    for (i, c) in after_open.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &after_open[i + 1..];
                }
            }
            _ => {}
        }
    }
    ""
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forget_becomes_drop_and_exit_becomes_return() {
        assert_eq!(
            let_destructors_run(
                "std::mem::forget(w);\nstd::process::exit(f(1));\nexit(0);\nmy_exit(2);",
                "return"
            ),
            "std::mem::drop(w);\nreturn;\nreturn;\nmy_exit(2);"
        );
    }
}
