//! `std::net::UdpSocket`: `bind`, `connect`, `send_to`, `recv_from`, `send`, `recv` (and
//! `peer_addr`/`local_addr` through the connection methods), each the syscall std makes
//! ([`crate::kernel::sim_kernel`]'s `udp_calls`).
//!
//! Datagrams reach only what the run simulates: the udp peers of the header and the clients
//! the script heard from; a send elsewhere is refused as not supported. A receive with no
//! datagram coming would wait forever: the run stops there, with that `recvfrom` unfinished.

use super::error::ScriptError;
use super::interp_net_values::{addresses_arg, ipv4_address};
use super::interp_scope::is_one_of;
use super::interpreter::{Eval, Flow, Interpreter, fatal, stopped};
use super::ir::IntTy;
use super::value::Value;
use crate::kernel::Errno;
use crate::stack::fd_handles::SimUdpSocket;
use crate::stack::stream::{StreamRef, share};
use crate::trace::{Frame, Span};

/// A UDP socket's own methods.
pub const UDP_METHODS: &[&str] = &["connect", "send_to", "recv_from", "send", "recv"];

/// The stop of a receive no datagram will ever answer.
fn no_more_datagrams(span: Span) -> Flow {
    stopped(
        ScriptError::new(
            span,
            "stopped by bufscope: recvfrom would wait forever: no more simulated datagrams",
        )
        .with_help(
            "each `// bufscope: udp-client ADDRESS=…` line sends one datagram to the socket bound at ADDRESS; each `// bufscope: udp-peer ADDRESS=…` answers the first datagram sent to it",
        ),
    )
}

impl Interpreter<'_> {
    /// `UdpSocket::bind(address)`; `None` for any other path.
    pub(super) fn udp_call(&mut self, path: &str, values: &[Value], span: Span) -> Option<Eval> {
        if path != "UdpSocket::bind" {
            return None;
        }
        let label = self.text_of(span);
        Some((|| {
            let written = values
                .first()
                .ok_or_else(|| fatal(span, "`UdpSocket::bind` takes an address"))?;
            // std binds the first address it can; bufscope's binds all succeed.
            let address = addresses_arg(written, span)?
                .first()
                .map(ToString::to_string)
                .ok_or_else(|| fatal(span, "no address to bind"))?;
            self.record_op(span, label, None, |me| {
                Ok(match SimUdpSocket::bind(me.kernel.clone(), &address) {
                    Ok(socket) => Value::ok(Value::Stream(share(socket))),
                    Err(errno) => Value::io_err(errno.into_io()),
                })
            })
        })())
    }

    /// One of [`UDP_METHODS`] on the socket `fd`; `None` for any other method.
    pub(super) fn udp_method(
        &mut self,
        stream: &StreamRef,
        fd: i32,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Option<Eval> {
        if !is_one_of(UDP_METHODS, method) || stream.borrow().type_name() != "UdpSocket" {
            return None;
        }
        Some(self.datagram_call(stream, fd, method, values, span))
    }

    /// [`Interpreter::udp_method`] once it is known to be one.
    fn datagram_call(
        &mut self,
        stream: &StreamRef,
        fd: i32,
        method: &str,
        values: &[Value],
        span: Span,
    ) -> Eval {
        let argument = |i: usize| {
            values
                .get(i)
                .ok_or_else(|| fatal(span, format!("`{method}` takes more arguments")))
        };
        // Where a send or connect goes: the first address (std's `send_to` takes the first
        // one only; `connect` tries each, and bufscope's all succeed).
        let destination = match method {
            "connect" => Some(addresses_arg(argument(0)?, span)?),
            "send_to" => Some(addresses_arg(argument(1)?, span)?),
            _ => None,
        }
        .map(|addresses| {
            addresses
                .first()
                .map(ToString::to_string)
                .ok_or_else(|| fatal(span, "no address to send to"))
        })
        .transpose()?;
        let outgoing = match method {
            "send" | "send_to" => Some(self.bytes_arg(argument(0)?, span)?),
            _ => None,
        };
        if outgoing.is_some() {
            let kernel = self.kernel.borrow();
            let to = match &destination {
                Some(to) => Some(to.clone()),
                None => kernel.udp_peer(fd),
            };
            match to {
                Some(to) if kernel.datagram_reaches(&to) => {}
                Some(to) => {
                    return Err(stopped(
                        ScriptError::new(
                            span,
                            format!("a datagram to `{to}` is not supported by bufscope: no simulated peer is there"),
                        )
                        .with_help("add `// bufscope: udp-peer ADDRESS=…` for a peer that answers"),
                    ));
                }
                None => {
                    return Err(fatal(
                        span,
                        "`send` on a socket that is not connected is not supported by bufscope",
                    ));
                }
            }
        }
        let label = self.text_of(span);
        let frame = Frame::new(format!("UdpSocket::{method}"));
        let mut unfinished = false;
        let value = self.record_op(span, label, Some(stream), |me| {
            let run = |me: &mut Self, buf: Option<&mut [u8]>| {
                let mut kernel = me.kernel.borrow_mut();
                kernel.recorder.context.push(frame, None);
                let result =
                    match (method, buf) {
                        ("connect", _) => kernel
                            .connect_udp(fd, destination.as_deref().unwrap_or_default())
                            .map(|()| Value::Unit),
                        ("send" | "send_to", _) => kernel
                            .send_datagram(
                                fd,
                                outgoing.as_deref().unwrap_or_default(),
                                destination.as_deref(),
                            )
                            .map(|n| Value::Int(n as i128, IntTy::Usize)),
                        (_, Some(buf)) => kernel
                            .receive_datagram(fd, buf, method == "recv_from")
                            .map(|received| {
                                let len = Value::Int(received.len as i128, IntTy::Usize);
                                match ipv4_address(&received.from) {
                                    Some(from) if method == "recv_from" => {
                                        Value::Tuple(vec![len, Value::SocketAddr(from)])
                                    }
                                    _ => len,
                                }
                            }),
                        (_, None) => Err(Errno::Einval),
                    };
                kernel.recorder.context.pop();
                result
            };
            let result = match method {
                "recv" | "recv_from" => {
                    let target = argument(0)?.clone();
                    let mut result = Err(Errno::Einval);
                    super::interp_buffer::with_byte_buffer(&target, span, |buf| {
                        result = run(me, Some(buf));
                        Ok(Value::Unit)
                    })?;
                    result
                }
                _ => run(me, None),
            };
            unfinished = matches!(result, Err(Errno::Unfinished));
            Ok(match result {
                Ok(value) => Value::ok(value),
                Err(errno) => Value::io_err(errno.into_io()),
            })
        })?;
        if unfinished {
            return Err(no_more_datagrams(span));
        }
        Ok(value)
    }
}
