//! A connection's options: `setsockopt` and `getsockopt` of `TCP_NODELAY`, `IP_TTL`,
//! `SO_RCVTIMEO`/`SO_SNDTIMEO` and `SO_ERROR`, with the arguments std 1.95 passes on Linux
//! (checked with strace); the values are kept as Linux keeps them
//! ([`crate::kernel::socket_option`]).

use super::{Call, Kernel};
use crate::kernel::device::Device;
use crate::kernel::errno::Errno;
use crate::kernel::socket_option::{OptionValue, SocketOption, SocketOptions};
use crate::kernel::syscall::SyscallKind;

impl Kernel {
    /// `setsockopt(fd, LEVEL, NAME, value, size)` on a connection.
    pub fn setsockopt(
        &mut self,
        fd: i32,
        option: SocketOption,
        value: OptionValue,
    ) -> Result<(), Errno> {
        let result = self
            .socket_options(fd)
            .and_then(|options| options.set(option, value));
        let (shown, size) = value.shown();
        let call = Call {
            kind: SyscallKind::Setsockopt,
            fd,
            detail: format!("{}, {shown}, {size}", option.level_and_name()),
            ..Call::default()
        };
        self.record(call, result.map(|()| 0));
        result
    }

    /// `getsockopt(fd, LEVEL, NAME, &value, &size)` on a connection.
    pub fn getsockopt(&mut self, fd: i32, option: SocketOption) -> Result<OptionValue, Errno> {
        let result = self.socket_options(fd).map(|options| options.get(option));
        let shown = match result {
            Ok(value) => {
                let (shown, size) = value.shown();
                format!("{shown}, [{size}]")
            }
            Err(_) => "0x7ffc00000000, 0x7ffc00000000".to_string(),
        };
        let call = Call {
            kind: SyscallKind::Getsockopt,
            fd,
            detail: format!("{}, {shown}", option.level_and_name()),
            ..Call::default()
        };
        self.record(call, result.map(|_| 0));
        result
    }

    /// `getsockopt(fd, SOL_SOCKET, SO_ERROR, …)`: `TcpStream::take_error`. A simulated
    /// connection never has an error pending: 0.
    pub fn take_socket_error(&mut self, fd: i32) -> Result<i32, Errno> {
        let result = self.socket_options(fd).map(|_| 0);
        let call = Call {
            kind: SyscallKind::Getsockopt,
            fd,
            detail: "SOL_SOCKET, SO_ERROR, [0], [4]".to_string(),
            ..Call::default()
        };
        self.record(call, result.map(|_| 0));
        result
    }

    /// The options of the connection behind `fd`; `ENOTSOCK` for anything but a socket.
    fn socket_options(&mut self, fd: i32) -> Result<&mut SocketOptions, Errno> {
        let device = self.description(fd)?.borrow().device;
        match &mut self.devices[device.0] {
            Device::Socket { options, .. } | Device::Udp { options, .. } => Ok(options),
            Device::Listener { .. } => Err(Errno::Einval),
            _ => Err(Errno::Enotsock),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Environment;
    use crate::kernel::socket_option::Timeval;
    use crate::render::strace::strace_line;

    fn time(secs: i64, micros: i64) -> OptionValue {
        OptionValue::Time(Timeval { secs, micros })
    }

    /// The lines are what strace showed of std's own `TcpStream` making the same calls
    /// (`set_nodelay(true)`, `set_ttl(100)`, `set_read_timeout(None)`, 1.5 s, 3 s, 1 ns and
    /// `Duration::MAX`-like, each read back) on the machine the corpus is checked on (HZ=250).
    #[test]
    fn options_are_set_and_read_back_as_linux_keeps_them() {
        let environment = Environment {
            peers: [("127.0.0.1:8090".to_string(), Vec::new())].into(),
            ..Environment::default()
        };
        let mut k = Kernel::new(&environment);
        let fd = k.connect("127.0.0.1:8090").expect("connect");
        let mut read_back = Vec::new();
        let steps = [
            (SocketOption::NoDelay, OptionValue::Int(1)),
            (SocketOption::Ttl, OptionValue::Int(100)),
            (SocketOption::ReadTimeout, time(0, 0)),
            (SocketOption::ReadTimeout, time(1, 500_000)),
            (SocketOption::WriteTimeout, time(3, 0)),
            (SocketOption::ReadTimeout, time(0, 1)),
            (SocketOption::ReadTimeout, time(i64::MAX, 999_999)),
        ];
        for (option, value) in steps {
            assert_eq!(k.setsockopt(fd, option, value), Ok(()));
            read_back.push(k.getsockopt(fd, option).expect("getsockopt"));
        }
        assert_eq!(k.take_socket_error(fd), Ok(0));
        assert_eq!(
            read_back,
            [
                OptionValue::Int(1),
                OptionValue::Int(100),
                time(0, 0),
                time(1, 500_000),
                time(3, 0),
                time(0, 4000),
                time(0, 0),
            ]
        );
        let lines: Vec<String> = k.recorder.log.iter().skip(2).map(strace_line).collect();
        assert_eq!(
            lines,
            [
                "setsockopt(3, SOL_TCP, TCP_NODELAY, [1], 4) = 0",
                "getsockopt(3, SOL_TCP, TCP_NODELAY, [1], [4]) = 0",
                "setsockopt(3, SOL_IP, IP_TTL, [100], 4) = 0",
                "getsockopt(3, SOL_IP, IP_TTL, [100], [4]) = 0",
                r#"setsockopt(3, SOL_SOCKET, SO_RCVTIMEO_OLD, "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16) = 0"#,
                r#"getsockopt(3, SOL_SOCKET, SO_RCVTIMEO_OLD, "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", [16]) = 0"#,
                r#"setsockopt(3, SOL_SOCKET, SO_RCVTIMEO_OLD, "\1\0\0\0\0\0\0\0 \241\7\0\0\0\0\0", 16) = 0"#,
                r#"getsockopt(3, SOL_SOCKET, SO_RCVTIMEO_OLD, "\1\0\0\0\0\0\0\0 \241\7\0\0\0\0\0", [16]) = 0"#,
                r#"setsockopt(3, SOL_SOCKET, SO_SNDTIMEO_OLD, "\3\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16) = 0"#,
                r#"getsockopt(3, SOL_SOCKET, SO_SNDTIMEO_OLD, "\3\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", [16]) = 0"#,
                r#"setsockopt(3, SOL_SOCKET, SO_RCVTIMEO_OLD, "\0\0\0\0\0\0\0\0\1\0\0\0\0\0\0\0", 16) = 0"#,
                r#"getsockopt(3, SOL_SOCKET, SO_RCVTIMEO_OLD, "\0\0\0\0\0\0\0\0\240\17\0\0\0\0\0\0", [16]) = 0"#,
                r#"setsockopt(3, SOL_SOCKET, SO_RCVTIMEO_OLD, "\377\377\377\377\377\377\377\177?B\17\0\0\0\0\0", 16) = 0"#,
                r#"getsockopt(3, SOL_SOCKET, SO_RCVTIMEO_OLD, "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", [16]) = 0"#,
                "getsockopt(3, SOL_SOCKET, SO_ERROR, [0], [4]) = 0",
            ]
        );
    }
}
