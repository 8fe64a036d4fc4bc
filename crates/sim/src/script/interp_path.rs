//! `Path` and `PathBuf`: text the program names files by. `join` and `push` follow std's rule
//! on Unix: an absolute path replaces, anything else is added after one `/`.

use super::interpreter::{Eval, Interpreter, fatal};
use super::value::text_of;
use super::value::{Value, target_slot};
use crate::trace::Span;

/// `PathBuf::push` on Unix: an absolute `more` replaces `path`; otherwise it is added after a
/// `/` unless `path` is empty or already ends with one.
fn push(path: &mut String, more: &str) {
    if more.starts_with('/') {
        path.clear();
    } else if !path.is_empty() && !path.ends_with('/') {
        path.push('/');
    }
    path.push_str(more);
}

/// A path std computed from a script's text, as text again (a script's paths are UTF-8, and
/// so is what std derives from them).
fn lossless(path: &std::path::Path) -> String {
    path.to_string_lossy().into_owned()
}

impl Interpreter<'_> {
    /// `Path::new`, `PathBuf::from`, `PathBuf::new`; `None` for any other path.
    // Kept out of the caller's frame: the interpreter recurses through it.
    #[inline(never)]
    pub(super) fn path_call(&mut self, path: &str, values: &[Value], span: Span) -> Option<Eval> {
        Some(match path {
            "PathBuf::new" => Ok(Value::Path(String::new())),
            // An `&OsStr` is held as the `&str` it was made from: a script's text is UTF-8.
            "OsStr::new" => match values.first().map(Value::deref).as_ref().and_then(text_of) {
                Some(text) => Ok(Value::Str(text.into())),
                None => Err(fatal(span, "`OsStr::new` takes text")),
            },
            "Path::new" | "PathBuf::from" => match values.first().map(Value::deref) {
                Some(value) => match text_of(&value) {
                    Some(text) => Ok(Value::Path(text)),
                    None => Err(fatal(span, format!("`{path}` takes text"))),
                },
                None => Err(fatal(span, format!("`{path}` takes text"))),
            },
            _ => return None,
        })
    }

    /// A `Path`/`PathBuf` method; `None` when the receiver is not a path.
    // Kept out of the caller's frame: the interpreter recurses through it.
    #[inline(never)]
    pub(super) fn path_method(
        &mut self,
        receiver: &Value,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        let path = receiver.peek(|value| match value {
            Value::Path(path) => Some(path.clone()),
            _ => None,
        })?;
        let more = || {
            values
                .first()
                .and_then(|v| text_of(&v.deref()))
                .ok_or_else(|| fatal(span, format!("`{method}` takes a path")))
        };
        Some(match method {
            // `Display` of a path is its text (lossy for non-UTF-8, which a script's cannot be).
            "display" => Ok(Value::Str(path.as_str().into())),
            "to_str" => Ok(Value::Some(Box::new(Value::Str(path.as_str().into())))),
            "to_path_buf" | "as_path" | "clone" => Ok(Value::Path(path)),
            // `fs::metadata(self)`: one `statx` of the path.
            "exists" | "is_file" | "is_dir" => {
                let label = self.text_of(span);
                self.record_op(span, label, None, |me| {
                    let stat = me.kernel.borrow_mut().statx_path(&path);
                    Ok(Value::Bool(match method {
                        "exists" => stat.is_ok(),
                        "is_file" => stat.is_ok_and(|s| !s.is_dir),
                        _ => stat.is_ok_and(|s| s.is_dir),
                    }))
                })
            }
            // `fs::metadata(self)`.
            "metadata" => {
                let label = self.text_of(span);
                self.record_op(span, label, None, |me| {
                    let stat = me.kernel.borrow_mut().statx_path(&path);
                    Ok(match stat {
                        Ok(stat) => Value::ok(Value::Metadata(stat)),
                        Err(errno) => Value::io_err(errno.into_io()),
                    })
                })
            }
            "join" => more().map(|more| {
                let mut joined = path;
                push(&mut joined, &more);
                Value::Path(joined)
            }),
            // std's own `Path` computes these (Unix rules, as on the real program's Linux).
            "parent" => Ok(match std::path::Path::new(&path).parent() {
                Some(parent) => Value::Some(Box::new(Value::Path(lossless(parent)))),
                None => Value::None,
            }),
            "file_name" | "file_stem" | "extension" => {
                let path = std::path::Path::new(&path);
                let part = match method {
                    "file_name" => path.file_name(),
                    "file_stem" => path.file_stem(),
                    _ => path.extension(),
                };
                Ok(match part {
                    Some(part) => {
                        Value::Some(Box::new(Value::Str(part.to_string_lossy().as_ref().into())))
                    }
                    None => Value::None,
                })
            }
            "with_file_name" | "with_extension" => more().map(|more| {
                let path = std::path::Path::new(&path);
                Value::Path(lossless(&if method == "with_file_name" {
                    path.with_file_name(more)
                } else {
                    path.with_extension(more)
                }))
            }),
            "push" | "set_file_name" | "set_extension" | "pop" => {
                let Value::Ref(slot) = receiver else {
                    return Some(Err(fatal(
                        span,
                        format!("`{method}` needs a `PathBuf` variable"),
                    )));
                };
                let more = if method == "pop" {
                    Ok(String::new())
                } else {
                    more()
                };
                more.map(|more| {
                    let mut changed = true;
                    if let Value::Path(held) = &mut *target_slot(slot).borrow_mut() {
                        if method == "push" {
                            push(held, &more);
                        } else {
                            let mut buf = std::path::PathBuf::from(&*held);
                            match method {
                                "set_file_name" => buf.set_file_name(&more),
                                "set_extension" => changed = buf.set_extension(&more),
                                _ => changed = buf.pop(),
                            }
                            *held = lossless(&buf);
                        }
                    }
                    match method {
                        "set_extension" | "pop" => Value::Bool(changed),
                        _ => Value::Unit,
                    }
                })
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::push;

    /// What `PathBuf::push` gives on Linux.
    #[test]
    fn push_adds_one_separator_and_absolute_paths_replace() {
        let pushed = |base: &str, more: &str| {
            let mut path = base.to_string();
            push(&mut path, more);
            path
        };
        assert_eq!(pushed("data", "a.txt"), "data/a.txt");
        assert_eq!(pushed("data/", "a.txt"), "data/a.txt");
        assert_eq!(pushed("", "a.txt"), "a.txt");
        assert_eq!(pushed("data", "/etc/passwd"), "/etc/passwd");
    }
}
