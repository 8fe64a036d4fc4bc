//! `io::ErrorKind`: the kinds a script can name (`ErrorKind::NotFound`) and compare with
//! `e.kind()`; the values are std's own.

use std::io::ErrorKind;

/// The kinds a script may name, by their names.
pub const KINDS: &[(&str, ErrorKind)] = &[
    ("NotFound", ErrorKind::NotFound),
    ("PermissionDenied", ErrorKind::PermissionDenied),
    ("ConnectionRefused", ErrorKind::ConnectionRefused),
    ("ConnectionReset", ErrorKind::ConnectionReset),
    ("NotConnected", ErrorKind::NotConnected),
    ("AddrInUse", ErrorKind::AddrInUse),
    ("BrokenPipe", ErrorKind::BrokenPipe),
    ("AlreadyExists", ErrorKind::AlreadyExists),
    ("WouldBlock", ErrorKind::WouldBlock),
    ("IsADirectory", ErrorKind::IsADirectory),
    ("NotSeekable", ErrorKind::NotSeekable),
    ("StorageFull", ErrorKind::StorageFull),
    ("InvalidInput", ErrorKind::InvalidInput),
    ("InvalidData", ErrorKind::InvalidData),
    ("TimedOut", ErrorKind::TimedOut),
    ("WriteZero", ErrorKind::WriteZero),
    ("Interrupted", ErrorKind::Interrupted),
    ("Unsupported", ErrorKind::Unsupported),
    ("UnexpectedEof", ErrorKind::UnexpectedEof),
    ("OutOfMemory", ErrorKind::OutOfMemory),
    ("Other", ErrorKind::Other),
];

/// The kind a path names (`io::ErrorKind::NotFound`, `ErrorKind::NotFound`), if it is one.
pub fn named(path: &str) -> Option<ErrorKind> {
    let (owner, name) = path.rsplit_once("::")?;
    if owner != "ErrorKind" && !owner.ends_with("::ErrorKind") {
        return None;
    }
    KINDS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, kind)| *kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_is_named_as_its_debug() {
        for (name, kind) in KINDS {
            assert_eq!(format!("{kind:?}"), *name);
        }
        assert_eq!(
            named("std::io::ErrorKind::NotFound"),
            Some(ErrorKind::NotFound)
        );
        assert_eq!(named("ErrorKind::Nope"), None);
        assert_eq!(named("Kind::NotFound"), None);
    }
}
