//! `Duration::ZERO` and `Duration::MAX`: std's own values, named by a path the checker
//! resolved through the script's imports to `std::time::Duration`.

use std::time::Duration;

/// The value a path's last two segments name (`Duration::ZERO`, `time::Duration::MAX`), if one.
pub fn named(path: &str) -> Option<Duration> {
    let (owner, name) = path.rsplit_once("::")?;
    if owner != "Duration" && !owner.ends_with("::Duration") {
        return None;
    }
    match name {
        "ZERO" => Some(Duration::ZERO),
        "MAX" => Some(Duration::MAX),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::named;
    use std::time::Duration;

    #[test]
    fn names_std_durations_by_their_constants_only() {
        assert_eq!(named("Duration::ZERO"), Some(Duration::new(0, 0)));
        assert_eq!(
            named("std::time::Duration::MAX"),
            Some(Duration::new(u64::MAX, 999_999_999))
        );
        assert_eq!(named("Duration::MIN"), None);
        assert_eq!(named("MyDuration::ZERO"), None);
        assert_eq!(named("ZERO"), None);
    }
}
