// `cfg!` and `#[cfg(…)]` as rustc builds this program here (a debug build for Linux on
// x86_64): items, `impl` methods and statements whose predicate does not hold are left out,
// two functions of one name chosen between by `not(…)`, and `cfg!` is the `bool` it is.
#[cfg(windows)]
fn config_dir() -> &'static str {
    "C:\\ProgramData"
}

#[cfg(not(windows))]
fn config_dir() -> &'static str {
    "/etc"
}

struct Build;

impl Build {
    #[cfg(debug_assertions)]
    fn mode(&self) -> &'static str {
        "debug"
    }

    #[cfg(not(debug_assertions))]
    fn mode(&self) -> &'static str {
        "release"
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn never_built() {
        assert!(false);
    }
}

fn main() {
    println!("{}/app.toml, a {} build", config_dir(), Build.mode());
    #[cfg(windows)]
    println!("on windows");
    #[cfg(all(unix, target_pointer_width = "64"))]
    println!("on a 64-bit unix");
    #[cfg(target_os = "linux")]
    let os = "linux";
    #[cfg(not(target_os = "linux"))]
    let os = "elsewhere";
    println!("{os}");
    if cfg!(debug_assertions) {
        eprintln!("debug: overflow checks are on");
    }
    let flags = [
        cfg!(unix),
        cfg!(windows),
        cfg!(any(target_os = "macos", target_family = "unix")),
        cfg!(feature = "fast"),
        cfg!(test),
        cfg!(target_endian = "little"),
    ];
    println!("{flags:?}");
}
