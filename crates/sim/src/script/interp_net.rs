//! `std::net`'s server side: `TcpListener::bind`, `accept`, `incoming`, `local_addr`, and the
//! calls on a connection (`shutdown`, `set_nodelay`, `peer_addr`, `local_addr`), each making
//! the syscalls std makes ([`crate::kernel::sim_kernel`]'s `net_calls`).
//!
//! A server whose simulated clients are all served would wait in `accept4` forever: the run
//! stops there, with that `accept4` in the log unfinished, as strace shows the real server
//! when it is killed.

use std::net::Shutdown;
use std::rc::Rc;

use super::error::ScriptError;
use super::interp_net_values::{ipv4_address, socket_address};
use super::interp_scope::is_one_of;
use super::interpreter::{Eval, Flow, Interpreter, fatal, stopped};
use super::known::NET_METHODS;
use super::value::Value;
use crate::kernel::Errno;
use crate::stack::fd_handles::SimTcpListener;
use crate::stack::stream::{StreamRef, share};
use crate::trace::{Frame, Span};

/// The stop of a server waiting for a client that will never come.
pub(super) fn no_more_clients(span: Span) -> Flow {
    stopped(
        ScriptError::new(
            span,
            "stopped by bufscope: accept4 would wait forever: no more simulated clients",
        )
        .with_help(
            "each `// bufscope: client ADDRESS=…` line (or `--client`) is one connection; the real server would wait here until it is killed",
        ),
    )
}

impl Interpreter<'_> {
    /// `TcpListener::bind`; `None` for any other path.
    #[inline(never)]
    pub(super) fn net_call(&mut self, path: &str, values: &[Value], span: Span) -> Option<Eval> {
        if let Some(made) = super::interp_net_values::address_call(path, values, span) {
            return Some(made);
        }
        if let Some(bound) = self.udp_call(path, values, span) {
            return Some(bound);
        }
        if path != "TcpListener::bind" {
            return None;
        }
        let address = match values.first() {
            Some(value) => self.text_arg(value, span),
            None => Err(fatal(span, "`TcpListener::bind` takes an address")),
        };
        let label = self.text_of(span);
        Some(address.and_then(|address| {
            let address = socket_address(&address, span)?.to_string();
            self.record_op(span, label, None, |me| {
                Ok(match SimTcpListener::bind(me.kernel.clone(), &address) {
                    Ok(listener) => Value::ok(Value::Stream(share(listener))),
                    Err(errno) => Value::io_err(errno.into_io()),
                })
            })
        }))
    }

    /// A listener's or a connection's own methods ([`NET_METHODS`]); `None` for any other.
    #[inline(never)]
    pub(super) fn net_method(
        &mut self,
        stream: &StreamRef,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        if is_one_of(super::interp_udp::UDP_METHODS, method) {
            let fd = stream.borrow().fd()?;
            return self.udp_method(stream, fd, method, values, span);
        }
        if is_one_of(super::interp_socket_options::SOCKET_OPTION_METHODS, method) {
            let fd = stream.borrow().fd()?;
            return self.socket_option_method(stream, fd, method, values, span);
        }
        if !is_one_of(NET_METHODS, method) {
            return None;
        }
        let owner = stream.borrow().type_name();
        let fd = stream.borrow().fd()?;
        if method == "incoming" {
            return Some(Ok(Value::Iter(Rc::new(std::cell::RefCell::new(
                super::value::IterState::Incoming(stream.clone()),
            )))));
        }
        if method == "accept" {
            return Some(
                self.accept_connection(stream, span)
                    .map(|accepted| match accepted {
                        Ok((connection, peer)) => Value::ok(Value::Tuple(vec![connection, peer])),
                        Err(error) => error,
                    }),
            );
        }
        if method == "peek" {
            return Some(self.tcp_peek(stream, fd, values.first(), span));
        }
        let how = match (method, values.first().map(Value::deref)) {
            ("shutdown", Some(Value::Shutdown(how))) => Some(how),
            ("shutdown", _) => return Some(Err(fatal(span, "`shutdown` takes a `Shutdown`"))),
            _ => None,
        };
        let nodelay = matches!(values.first().map(Value::deref), Some(Value::Bool(true)));
        let label = self.text_of(span);
        let frame = Frame::new(format!("{owner}::{method}"));
        Some(self.record_op(span, label, Some(stream), |me| {
            let mut kernel = me.kernel.borrow_mut();
            kernel.recorder.context.push(frame, None);
            let result = match method {
                "shutdown" => kernel
                    .shutdown(fd, how.unwrap_or(Shutdown::Both))
                    .map(|()| Value::Unit),
                "set_nodelay" => kernel.set_nodelay(fd, nodelay).map(|()| Value::Unit),
                "peer_addr" => kernel.getpeername(fd).map(|a| address_value(&a)),
                _ => kernel.getsockname(fd).map(|a| address_value(&a)),
            };
            kernel.recorder.context.pop();
            Ok(match result {
                Ok(value) => Value::ok(value),
                Err(errno) => Value::io_err(errno.into_io()),
            })
        }))
    }

    /// `TcpStream::peek(&mut buf)`: one `recvfrom` with `MSG_PEEK`, the bytes left unread.
    fn tcp_peek(
        &mut self,
        stream: &StreamRef,
        fd: i32,
        target: Option<&Value>,
        span: Span,
    ) -> Eval {
        let target = target
            .cloned()
            .ok_or_else(|| fatal(span, "`peek` takes a buffer"))?;
        let label = self.text_of(span);
        let frame = Frame::new("TcpStream::peek".to_string());
        self.record_op(span, label, Some(stream), |me| {
            super::interp_buffer::with_byte_buffer(&target, span, |buf| {
                let mut kernel = me.kernel.borrow_mut();
                kernel.recorder.context.push(frame, None);
                let result = kernel.recvfrom_peek(fd, buf);
                kernel.recorder.context.pop();
                Ok(match result {
                    Ok(n) => Value::ok(Value::Int(n as i128, super::ir::IntTy::Usize)),
                    Err(errno) => Value::io_err(errno.into_io()),
                })
            })
        })
    }

    /// One `accept` on `listener`: `Ok((TcpStream, SocketAddr))` as values, or the `Err`
    /// value std returns; the run's stop when no client is left.
    pub(super) fn accept_connection(
        &mut self,
        listener: &StreamRef,
        span: Span,
    ) -> Result<Result<(Value, Value), Value>, Flow> {
        let label = self.text_of(span);
        let fd = listener
            .borrow()
            .fd()
            .ok_or_else(|| fatal(span, "not a listener"))?;
        let mut accepted = None;
        self.record_op(span, label, Some(listener), |me| {
            accepted = Some(SimTcpListener::accept(&me.kernel, fd));
            Ok(Value::Unit)
        })?;
        match accepted {
            Some(Ok((connection, peer))) => {
                Ok(Ok((Value::Stream(share(connection)), address_value(&peer))))
            }
            Some(Err(Errno::Unfinished)) => Err(no_more_clients(span)),
            Some(Err(errno)) => Ok(Err(Value::io_err(errno.into_io()))),
            None => Err(fatal(span, "accept did not run")),
        }
    }
}

/// A `SocketAddr` value from the kernel's `IP:PORT` text.
fn address_value(address: &str) -> Value {
    match ipv4_address(address) {
        Some(address) => Value::SocketAddr(address),
        None => Value::Str(address.into()),
    }
}
