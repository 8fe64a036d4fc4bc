//! std's constants of its types, named by a path the checker resolved through the script's
//! imports to std's type: `Duration::ZERO`/`MAX`, `Ipv4Addr::LOCALHOST`/`UNSPECIFIED`/
//! `BROADCAST`. The values are std's own.

use std::net::Ipv4Addr;
use std::time::Duration;

use super::value::Value;

/// A constant's value: its type's name in the std table and the value.
pub fn named(path: &str) -> Option<(&'static str, Value)> {
    let (owner, name) = path.rsplit_once("::")?;
    let owner = owner.rsplit("::").next()?;
    Some(match (owner, name) {
        ("Duration", "ZERO") => ("Duration", Value::Duration(Duration::ZERO)),
        ("Duration", "MAX") => ("Duration", Value::Duration(Duration::MAX)),
        ("Ipv4Addr", "LOCALHOST") => ("Ipv4Addr", Value::Ip(Ipv4Addr::LOCALHOST)),
        ("Ipv4Addr", "UNSPECIFIED") => ("Ipv4Addr", Value::Ip(Ipv4Addr::UNSPECIFIED)),
        ("Ipv4Addr", "BROADCAST") => ("Ipv4Addr", Value::Ip(Ipv4Addr::BROADCAST)),
        _ => return None,
    })
}

/// The full path of the std type a constant's type name stands for.
pub fn type_path(type_name: &str) -> &'static str {
    match type_name {
        "Duration" => "std::time::Duration",
        _ => "std::net::Ipv4Addr",
    }
}

#[cfg(test)]
mod tests {
    use super::named;

    #[test]
    fn names_std_constants_by_their_types_last_segment() {
        let shown = |path: &str| named(path).map(|(ty, value)| format!("{ty} {value:?}"));
        assert_eq!(shown("Duration::ZERO").as_deref(), Some("Duration 0ns"));
        assert_eq!(
            shown("std::time::Duration::MAX").as_deref(),
            Some("Duration 18446744073709551615.999999999s")
        );
        assert_eq!(
            shown("net::Ipv4Addr::LOCALHOST").as_deref(),
            Some("Ipv4Addr 127.0.0.1")
        );
        assert_eq!(shown("Duration::MIN"), None);
        assert_eq!(shown("MyDuration::ZERO"), None);
        assert_eq!(shown("ZERO"), None);
    }
}
