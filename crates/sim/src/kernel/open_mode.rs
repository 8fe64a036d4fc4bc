//! How a file is opened: std's `OpenOptions`, and the `openat` flags it computes.

/// std's messages for options it refuses.
const NO_ACCESS: &str = "must specify at least one of read, write, or append access";
const CREATE_NEEDS_WRITE: &str = "creating or truncating a file requires write or append access";

/// The options std's `OpenOptions` holds (`File::open` and `File::create` are two of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct OpenMode {
    pub read: bool,
    pub write: bool,
    pub append: bool,
    pub truncate: bool,
    pub create: bool,
    pub create_new: bool,
}

impl OpenMode {
    /// `File::open`: `O_RDONLY`.
    pub const READ: OpenMode = OpenMode {
        read: true,
        write: false,
        append: false,
        truncate: false,
        create: false,
        create_new: false,
    };
    /// `File::create`: `O_WRONLY|O_CREAT|O_TRUNC`.
    pub const CREATE: OpenMode = OpenMode {
        read: false,
        write: true,
        append: false,
        truncate: true,
        create: true,
        create_new: false,
    };
    /// `File::create_new`: `O_RDWR|O_CREAT|O_EXCL`.
    pub const CREATE_NEW: OpenMode = OpenMode {
        read: true,
        write: true,
        append: false,
        truncate: false,
        create: false,
        create_new: true,
    };

    /// Whether the file is made when missing (`openat` then takes a mode, `0666`).
    pub fn creates(self) -> bool {
        (self.write || self.append) && (self.create || self.create_new)
    }

    /// The flags as strace prints them (`O_WRONLY|O_CREAT|O_APPEND|O_CLOEXEC`), or the
    /// message of the `InvalidInput` error std returns without a syscall: std's
    /// `get_access_mode` and `get_creation_mode` (library/std/src/sys/fs/unix.rs).
    pub fn strace_flags(self) -> Result<String, &'static str> {
        let access = match (self.read, self.write, self.append) {
            (true, false, false) => "O_RDONLY",
            (false, true, false) => "O_WRONLY",
            (true, true, false) => "O_RDWR",
            (false, _, true) => "O_WRONLY",
            (true, _, true) => "O_RDWR",
            (false, false, false) => return Err(NO_ACCESS),
        };
        if !self.write && !self.append && (self.truncate || self.create || self.create_new) {
            return Err(CREATE_NEEDS_WRITE);
        }
        if self.append && self.truncate && !self.create_new {
            return Err(CREATE_NEEDS_WRITE);
        }
        let mut flags = vec![access];
        // strace prints the flags in the order of their values.
        match (self.create, self.truncate, self.create_new) {
            (_, _, true) => flags.extend(["O_CREAT", "O_EXCL"]),
            (true, true, false) => flags.extend(["O_CREAT", "O_TRUNC"]),
            (true, false, false) => flags.push("O_CREAT"),
            (false, true, false) => flags.push("O_TRUNC"),
            (false, false, false) => {}
        }
        if self.append {
            flags.push("O_APPEND");
        }
        flags.push("O_CLOEXEC");
        Ok(flags.join("|"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mode(read: bool, write: bool, append: bool, truncate: bool, create: bool) -> OpenMode {
        OpenMode {
            read,
            write,
            append,
            truncate,
            create,
            create_new: false,
        }
    }

    /// The flags strace showed for each combination, and std's errors, from a real program
    /// on Linux (rustc 1.95).
    #[test]
    fn flags_are_what_strace_shows() {
        let cases = [
            (OpenMode::READ, Ok("O_RDONLY|O_CLOEXEC")),
            (OpenMode::CREATE, Ok("O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC")),
            (OpenMode::CREATE_NEW, Ok("O_RDWR|O_CREAT|O_EXCL|O_CLOEXEC")),
            (
                mode(false, false, true, false, true),
                Ok("O_WRONLY|O_CREAT|O_APPEND|O_CLOEXEC"),
            ),
            (
                mode(false, true, false, false, false),
                Ok("O_WRONLY|O_CLOEXEC"),
            ),
            (
                mode(true, true, false, false, true),
                Ok("O_RDWR|O_CREAT|O_CLOEXEC"),
            ),
            (
                mode(true, false, true, false, false),
                Ok("O_RDWR|O_APPEND|O_CLOEXEC"),
            ),
            (mode(false, false, false, false, false), Err(NO_ACCESS)),
            (
                mode(true, false, false, false, true),
                Err(CREATE_NEEDS_WRITE),
            ),
            (
                mode(false, false, true, true, false),
                Err(CREATE_NEEDS_WRITE),
            ),
        ];
        for (mode, expected) in cases {
            assert_eq!(
                mode.strace_flags().as_deref().map_err(|e| *e),
                expected,
                "{mode:?}"
            );
        }
    }
}
