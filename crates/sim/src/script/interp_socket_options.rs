//! A connection's options as std's `TcpStream` sets and reads them: `nodelay`, `set_ttl`/`ttl`,
//! `set_read_timeout`/`read_timeout` and the write ones, `take_error`; each one `setsockopt` or
//! `getsockopt` ([`crate::kernel::sim_kernel`]'s `socket_options`), std's conversions around it.

use std::time::Duration;

use super::interp_scope::is_one_of;
use super::interpreter::{Eval, Interpreter, fatal};
use super::ir::IntTy;
use super::value::Value;
use crate::kernel::Errno;
use crate::kernel::socket_option::{OptionValue, SocketOption, Timeval};
use crate::stack::stream::StreamRef;
use crate::trace::{Frame, Span};

/// The option methods of a connection.
pub const SOCKET_OPTION_METHODS: &[&str] = &[
    "nodelay",
    "set_ttl",
    "ttl",
    "set_read_timeout",
    "set_write_timeout",
    "read_timeout",
    "write_timeout",
    "take_error",
];

/// std's `timeval` for `set_*_timeout(Some(duration))`: seconds clamped to `time_t`, the
/// microseconds below a second, and 1 µs rather than a zero that would mean "no timeout".
fn timeval_of(duration: Duration) -> Timeval {
    let secs = i64::try_from(duration.as_secs()).unwrap_or(i64::MAX);
    let micros = i64::from(duration.subsec_micros());
    match (secs, micros) {
        (0, 0) => Timeval { secs, micros: 1 },
        _ => Timeval { secs, micros },
    }
}

/// What std's `read_timeout` makes of the kernel's `timeval`: none for zero.
fn duration_of(time: Timeval) -> Value {
    if time.secs == 0 && time.micros == 0 {
        return Value::None;
    }
    Value::Some(Box::new(Value::Duration(Duration::new(
        time.secs as u64,
        (time.micros * 1000) as u32,
    ))))
}

impl Interpreter<'_> {
    /// One of [`SOCKET_OPTION_METHODS`] on the connection `fd`; `None` for any other method.
    pub(super) fn socket_option_method(
        &mut self,
        stream: &StreamRef,
        fd: i32,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        if !is_one_of(SOCKET_OPTION_METHODS, method) {
            return None;
        }
        let argument = values.first().map(Value::deref);
        let set = match (method, argument) {
            ("set_ttl", Some(Value::Int(ttl, _))) => {
                Some((SocketOption::Ttl, OptionValue::Int(ttl as u32)))
            }
            ("set_read_timeout" | "set_write_timeout", Some(timeout)) => {
                let option = if method == "set_read_timeout" {
                    SocketOption::ReadTimeout
                } else {
                    SocketOption::WriteTimeout
                };
                let time = match timeout {
                    Value::None => Timeval::default(),
                    Value::Some(duration) => match duration.deref() {
                        // std refuses a zero timeout before any syscall.
                        Value::Duration(duration) if duration.is_zero() => {
                            return Some(Ok(Value::io_err(std::io::const_error!(
                                std::io::ErrorKind::InvalidInput,
                                "cannot set a 0 duration timeout"
                            ))));
                        }
                        Value::Duration(duration) => timeval_of(duration),
                        _ => return Some(Err(fatal(span, "a timeout is a `Duration`"))),
                    },
                    _ => return Some(Err(fatal(span, "a timeout is an `Option<Duration>`"))),
                };
                Some((option, OptionValue::Time(time)))
            }
            ("set_ttl" | "set_read_timeout" | "set_write_timeout", _) => {
                return Some(Err(fatal(span, format!("`{method}` takes one argument"))));
            }
            _ => None,
        };
        let owner = stream.borrow().type_name();
        let label = self.text_of(span);
        let frame = Frame::new(format!("{owner}::{method}"));
        Some(self.record_op(span, label, Some(stream), |me| {
            let mut kernel = me.kernel.borrow_mut();
            kernel.recorder.context.push(frame, None);
            let result: Result<Value, Errno> = match (method, set) {
                (_, Some((option, value))) => {
                    kernel.setsockopt(fd, option, value).map(|()| Value::Unit)
                }
                ("take_error", None) => kernel.take_socket_error(fd).map(|_| Value::None),
                (_, None) => {
                    let option = match method {
                        "nodelay" => SocketOption::NoDelay,
                        "ttl" => SocketOption::Ttl,
                        "read_timeout" => SocketOption::ReadTimeout,
                        _ => SocketOption::WriteTimeout,
                    };
                    kernel
                        .getsockopt(fd, option)
                        .map(|value| match (option, value) {
                            (SocketOption::NoDelay, OptionValue::Int(on)) => Value::Bool(on != 0),
                            (_, OptionValue::Int(ttl)) => Value::Int(ttl.into(), IntTy::U32),
                            (_, OptionValue::Time(time)) => duration_of(time),
                        })
                }
            };
            kernel.recorder.context.pop();
            Ok(match result {
                Ok(value) => Value::ok(value),
                Err(errno) => Value::io_err(errno.into_io()),
            })
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeouts_become_the_timeval_std_passes() {
        assert_eq!(
            timeval_of(Duration::from_millis(1500)),
            Timeval {
                secs: 1,
                micros: 500_000
            }
        );
        assert_eq!(
            timeval_of(Duration::from_nanos(1)),
            Timeval { secs: 0, micros: 1 }
        );
        assert_eq!(
            timeval_of(Duration::new(u64::MAX, 999_999_999)),
            Timeval {
                secs: i64::MAX,
                micros: 999_999
            }
        );
    }
}
