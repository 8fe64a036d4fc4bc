//! `net::Shutdown`: the variants a script can name (`Shutdown::Write`) as std's own values.

use std::net::Shutdown;

/// The variant a path names (`std::net::Shutdown::Both`, `Shutdown::Write`), if it is one.
pub fn named(path: &str) -> Option<Shutdown> {
    let (owner, name) = path.rsplit_once("::")?;
    if owner != "Shutdown" && !owner.ends_with("::Shutdown") {
        return None;
    }
    match name {
        "Read" => Some(Shutdown::Read),
        "Write" => Some(Shutdown::Write),
        "Both" => Some(Shutdown::Both),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_are_named_as_their_debug() {
        for how in [Shutdown::Read, Shutdown::Write, Shutdown::Both] {
            assert_eq!(named(&format!("net::Shutdown::{how:?}")), Some(how));
        }
        assert_eq!(named("Shutdown::Half"), None);
        assert_eq!(named("ErrorKind::Write"), None);
    }
}
