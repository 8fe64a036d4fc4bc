//! Which rows of the syscall log to show.

use bufscope_sim::kernel::SyscallKind;
use bufscope_sim::trace::Cause;

use crate::protocol::SyscallRow;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct LogFilter {
    /// Only this fd.
    pub fd: Option<i32>,
    /// Only this syscall.
    pub syscall: Option<SyscallKind>,
    /// Only rows with this cause.
    pub cause: Option<Cause>,
    /// Only data calls that moved exactly one byte, as `strace … | awk '/= 1$/'` finds them.
    pub one_byte: bool,
}

impl LogFilter {
    pub fn keeps(&self, row: &SyscallRow) -> bool {
        self.fd.is_none_or(|fd| fd == row.fd)
            && self.syscall.is_none_or(|kind| kind == row.syscall)
            && self.cause.is_none_or(|cause| cause == row.cause)
            && (!self.one_byte || row.returned == Some(1) && row.syscall.moves_data())
    }
}

// The app's tests run in the browser (wasm-bindgen-test), as `./dev test` does.
#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn row(syscall: SyscallKind, fd: i32, returned: Option<u64>, cause: Cause) -> SyscallRow {
        SyscallRow {
            seq: 1,
            time_ns: 0,
            syscall,
            fd,
            returned,
            bytes: returned.unwrap_or(0),
            device: None,
            strace: String::new(),
            cause,
            at: None,
            stack: Vec::new(),
        }
    }

    #[test]
    fn filters_keep_what_they_name() {
        use Cause::*;
        use SyscallKind::*;
        let rows = [
            row(Read, 3, Some(1), UnbufferedRead),
            row(Read, 3, Some(8192), Refill),
            row(Write, 1, Some(1), Newline),
            row(Writev, 1, Some(1), UnbufferedWrite),
            row(Openat, -100, Some(1), Open),
            row(Write, 2, Some(1), UnbufferedWrite),
        ];
        let kept = |filter: LogFilter| {
            rows.iter()
                .filter(|r| filter.keeps(r))
                .map(|r| (r.syscall, r.fd))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            kept(LogFilter::default()),
            [
                (Read, 3),
                (Read, 3),
                (Write, 1),
                (Writev, 1),
                (Openat, -100),
                (Write, 2)
            ]
        );
        let fd3 = LogFilter {
            fd: Some(3),
            ..LogFilter::default()
        };
        assert_eq!(kept(fd3.clone()), [(Read, 3), (Read, 3)]);
        let writes = LogFilter {
            syscall: Some(Write),
            ..LogFilter::default()
        };
        assert_eq!(kept(writes), [(Write, 1), (Write, 2)]);
        let refills = LogFilter {
            cause: Some(Refill),
            ..LogFilter::default()
        };
        assert_eq!(kept(refills), [(Read, 3)]);
        // Two causes once shared the label "unbuffered": the filter now tells them apart.
        let unbuffered_writes = LogFilter {
            cause: Some(UnbufferedWrite),
            ..LogFilter::default()
        };
        assert_eq!(kept(unbuffered_writes), [(Writev, 1), (Write, 2)]);
        // Every data call that moved one byte, writev included; openat's fd 3 is no byte.
        let one_byte = LogFilter {
            one_byte: true,
            ..LogFilter::default()
        };
        assert_eq!(
            kept(one_byte),
            [(Read, 3), (Write, 1), (Writev, 1), (Write, 2)]
        );
        let fd3_one_byte = LogFilter {
            one_byte: true,
            ..fd3
        };
        assert_eq!(kept(fd3_one_byte), [(Read, 3)]);
    }
}
