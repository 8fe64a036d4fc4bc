//! Which rows of the syscall log to show.

use crate::protocol::SyscallRow;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct LogFilter {
    /// Only this fd.
    pub fd: Option<i32>,
    /// Only this syscall (`write`, `read`…).
    pub syscall: Option<String>,
    /// Only rows with this cause badge.
    pub cause: Option<String>,
    /// Only calls that moved exactly one byte, as `strace … | awk '/= 1$/'` finds them.
    pub one_byte: bool,
}

impl LogFilter {
    pub fn keeps(&self, row: &SyscallRow) -> bool {
        self.fd.is_none_or(|fd| fd == row.fd)
            && self
                .syscall
                .as_deref()
                .is_none_or(|name| name == row.syscall)
            && self.cause.as_deref().is_none_or(|cause| cause == row.cause)
            && (!self.one_byte
                || row.returned == Some(1)
                    && matches!(
                        row.syscall.as_str(),
                        "read" | "write" | "recvfrom" | "sendto"
                    ))
    }
}

// The app's tests run in the browser (wasm-bindgen-test), as `./dev test` does.
#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn row(syscall: &str, fd: i32, returned: Option<u64>, cause: &str) -> SyscallRow {
        SyscallRow {
            seq: 1,
            time_ns: 0,
            syscall: syscall.into(),
            fd,
            returned,
            bytes: returned.unwrap_or(0),
            device: None,
            strace: String::new(),
            cause: cause.into(),
            at: None,
            stack: Vec::new(),
        }
    }

    #[test]
    fn filters_keep_what_they_name() {
        let rows = [
            row("read", 3, Some(1), "unbuffered"),
            row("read", 3, Some(8192), "refill"),
            row("write", 1, Some(1), "newline"),
            row("openat", -100, Some(1), "open"),
        ];
        let kept = |filter: LogFilter| {
            rows.iter()
                .filter(|r| filter.keeps(r))
                .map(|r| r.syscall.as_str())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            kept(LogFilter::default()),
            ["read", "read", "write", "openat"]
        );
        let fd3 = LogFilter {
            fd: Some(3),
            ..LogFilter::default()
        };
        assert_eq!(kept(fd3.clone()), ["read", "read"]);
        let writes = LogFilter {
            syscall: Some("write".into()),
            ..LogFilter::default()
        };
        assert_eq!(kept(writes), ["write"]);
        let refills = LogFilter {
            cause: Some("refill".into()),
            ..LogFilter::default()
        };
        assert_eq!(kept(refills), ["read"]);
        let one_byte = LogFilter {
            one_byte: true,
            ..LogFilter::default()
        };
        assert_eq!(kept(one_byte), ["read", "write"]);
        let fd3_one_byte = LogFilter {
            one_byte: true,
            ..fd3
        };
        assert_eq!(kept(fd3_one_byte), ["read"]);
    }
}
