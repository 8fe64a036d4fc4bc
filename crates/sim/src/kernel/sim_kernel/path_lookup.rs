//! How the kernel finds what a path names: `./data.txt` and `data.txt` are one file, as are
//! `out//a.txt`, `out/./a.txt` and `out/sub/../a.txt` once `out/sub` exists. Files and
//! directories are kept under these lookup names; strace still shows the path as passed.

use super::Kernel;
use crate::kernel::errno::Errno;

impl Kernel {
    /// The name `path` is kept under: no `.` component, no repeated or trailing slash, each
    /// `..` resolved against the directory before it. Linux walks the path one directory at
    /// a time, so a `..` after a name that is no directory fails: ENOENT for a missing one,
    /// ENOTDIR for a file. A `..` above the working directory is kept as it is (nothing the
    /// run holds lives there).
    pub(super) fn lookup_name(&self, path: &str) -> Result<String, Errno> {
        let absolute = path.starts_with('/');
        let mut parts: Vec<&str> = Vec::new();
        for part in path.split('/') {
            match part {
                "" | "." => {}
                ".." if parts.last().is_some_and(|last| *last != "..") => {
                    let dir = join(absolute, &parts);
                    if self.paths.contains_key(&dir) {
                        return Err(Errno::Enotdir);
                    }
                    if !self.dir_exists(&dir) {
                        return Err(Errno::Enoent);
                    }
                    parts.pop();
                }
                part => parts.push(part),
            }
        }
        Ok(match join(absolute, &parts) {
            name if name.is_empty() => ".".to_string(),
            name => name,
        })
    }
}

impl Kernel {
    /// A name not found must still be reachable. Linux walks its directories from the
    /// first: the first that is a file makes ENOTDIR, the first that is missing ENOENT
    /// (`a.txt/sub/x` is ENOTDIR, `missing/sub/x` ENOENT).
    pub(super) fn check_parent(&self, name: &str) -> Result<(), Errno> {
        let directories: Vec<&str> = ancestors(name).collect();
        for dir in directories.into_iter().rev() {
            if self.paths.contains_key(dir) {
                return Err(Errno::Enotdir);
            }
            if !self.dir_exists(dir) {
                return Err(Errno::Enoent);
            }
        }
        Ok(())
    }
}

/// The directories a lookup name is in, nearest first, up to `/` for an absolute name; none
/// for a name in the working directory.
pub(super) fn ancestors(name: &str) -> impl Iterator<Item = &str> {
    std::iter::successors(parent(name), |dir| parent(dir).filter(|up| up != dir))
}

/// The directory a lookup name is in: `None` for the working directory.
fn parent(name: &str) -> Option<&str> {
    let (parent, _) = name.rsplit_once('/')?;
    Some(if parent.is_empty() { "/" } else { parent })
}

fn join(absolute: bool, parts: &[&str]) -> String {
    let joined = parts.join("/");
    if absolute {
        format!("/{joined}")
    } else {
        joined
    }
}
