//! `std::process::ExitCode`: what `main` may return to set the process's exit status, after
//! every destructor ran (unlike `process::exit`).

/// The status a path names (`ExitCode::SUCCESS`, `process::ExitCode::FAILURE`), if one.
pub fn named(path: &str) -> Option<u8> {
    let (owner, name) = path.rsplit_once("::")?;
    if owner != "ExitCode" && !owner.ends_with("::ExitCode") {
        return None;
    }
    match name {
        "SUCCESS" => Some(0),
        "FAILURE" => Some(1),
        _ => None,
    }
}

/// An `ExitCode` as std prints it on Linux (`ExitCode(unix_exit_status(3))`): std's derived
/// `Debug` around the unix status's own.
pub struct LinuxExitCode(pub u8);

impl std::fmt::Debug for LinuxExitCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("ExitCode")
            .field(&UnixExitStatus(self.0))
            .finish()
    }
}

impl std::fmt::Display for LinuxExitCode {
    /// Never asked: `ExitCode` has no `Display` (the checker refuses it).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}

impl std::fmt::Debug for UnixExitStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("unix_exit_status").field(&self.0).finish()
    }
}

struct UnixExitStatus(u8);

impl crate::format::opaque::Opaque for LinuxExitCode {
    fn type_name(&self) -> String {
        "std::process::ExitCode".into()
    }
}

#[cfg(test)]
mod tests {
    use super::named;

    #[test]
    fn the_two_constants_by_any_path_and_nothing_else() {
        assert_eq!(named("ExitCode::SUCCESS"), Some(0));
        assert_eq!(named("std::process::ExitCode::FAILURE"), Some(1));
        assert_eq!(named("ExitCode::OTHER"), None);
        assert_eq!(named("Code::SUCCESS"), None);
    }

    #[test]
    fn debug_is_what_std_prints_on_linux() {
        let code = super::LinuxExitCode(3);
        assert_eq!(format!("{code:?}"), "ExitCode(unix_exit_status(3))");
        assert_eq!(
            format!("{code:#?}"),
            "ExitCode(\n    unix_exit_status(\n        3,\n    ),\n)"
        );
    }
}
