//! `std::net`'s address values: `SocketAddr` (kept as std's own `SocketAddrV4`, the one kind
//! bufscope simulates), `SocketAddrV4`, `IpAddr` and `Ipv4Addr` (both kept as std's own
//! `Ipv4Addr`: `IpAddr::V4`'s `Display` and `Debug` are its address's), their constructors and
//! accessors, each answered by std's own types.

use std::net::{Ipv4Addr, SocketAddrV4};

use super::error::ScriptError;
use super::interpreter::{Eval, Flow, fatal, stopped};
use super::ir::IntTy;
use super::value::Value;
use crate::format::opaque::Opaque;
use crate::trace::Span;

/// `A.B.C.D:PORT`, the one form of address bufscope simulates. Read here rather than by std's
/// `FromStr`, whose IPv6 parser cost the worker's wasm several KB gzipped for addresses a
/// script cannot use.
pub(super) fn ipv4_address(text: &str) -> Option<SocketAddrV4> {
    let (host, port) = text.split_once(':')?;
    let mut octets = [0u8; 4];
    let mut parts = host.split('.');
    for octet in &mut octets {
        let part = parts.next()?;
        // std refuses leading zeros (`127.0.0.01`); so does this.
        if part.len() > 1 && part.starts_with('0') {
            return None;
        }
        *octet = part.parse().ok()?;
    }
    if parts.next().is_some() || port.starts_with('+') {
        return None;
    }
    Some(SocketAddrV4::new(
        Ipv4Addr::from(octets),
        port.parse().ok()?,
    ))
}

/// The address a script binds; bufscope simulates numeric IPv4 addresses.
/// The address a `bind` or `connect` reaches: a numeric IPv4 one, or `localhost:PORT`, which
/// the system's resolver maps to 127.0.0.1 (`/etc/hosts`'s `127.0.0.1 localhost`).
pub(super) fn socket_address(text: &str, span: Span) -> Result<SocketAddrV4, Flow> {
    let resolved = match text.strip_prefix("localhost:") {
        Some(port) => format!("127.0.0.1:{port}"),
        None => text.to_string(),
    };
    ipv4_address(&resolved).ok_or_else(|| {
        stopped(
            ScriptError::new(
                span,
                format!("`{text}` is not supported by bufscope: TCP is simulated on numeric IPv4 addresses and localhost"),
            )
            .with_help("write the address as `127.0.0.1:7878`"),
        )
    })
}

/// std's own `SocketAddrV4`, printed by its `Display` and `Debug` (which `SocketAddr::V4`'s
/// forward to).
impl Opaque for SocketAddrV4 {
    fn type_name(&self) -> String {
        "std::net::SocketAddr".into()
    }
}

/// std's own `Ipv4Addr`, printed by its `Display` and `Debug` (which `IpAddr::V4`'s forward to).
impl Opaque for Ipv4Addr {
    fn type_name(&self) -> String {
        "std::net::IpAddr".into()
    }
}

/// The calls that make an address.
pub const ADDRESS_CALLS: &[&str] = &[
    "SocketAddr::from",
    "SocketAddr::V4",
    "SocketAddr::new",
    "SocketAddrV4::new",
    "IpAddr::V4",
    "Ipv4Addr::new",
];

/// One of [`ADDRESS_CALLS`]; `None` for any other path.
pub(super) fn address_call(path: &str, values: &[Value], span: Span) -> Option<Eval> {
    if !ADDRESS_CALLS.contains(&path) {
        return None;
    }
    let values: Vec<Value> = values.iter().map(Value::deref).collect();
    let octet = |value: &Value| match value {
        Value::Int(n, _) => u8::try_from(*n).ok(),
        _ => None,
    };
    let port = |value: &Value| match value {
        Value::Int(n, _) => u16::try_from(*n).ok(),
        _ => None,
    };
    let made = match (path, values.as_slice()) {
        // The variants hold what they are given: the same std value.
        ("SocketAddr::V4", [address @ Value::SocketAddr(_)])
        | ("IpAddr::V4", [address @ Value::Ip(_)]) => Some(address.clone()),
        ("Ipv4Addr::new", [a, b, c, d]) => (|| {
            Some(Value::Ip(Ipv4Addr::new(
                octet(a)?,
                octet(b)?,
                octet(c)?,
                octet(d)?,
            )))
        })(),
        ("SocketAddrV4::new" | "SocketAddr::new", [Value::Ip(ip), p]) => {
            port(p).map(|p| Value::SocketAddr(SocketAddrV4::new(*ip, p)))
        }
        // `From<([u8; 4], u16)>`: the array's octets and the port.
        ("SocketAddr::from", [Value::Tuple(pair)]) => match pair.as_slice() {
            [Value::Bytes(octets, _), p] => <[u8; 4]>::try_from(octets.as_slice())
                .ok()
                .zip(port(p))
                .map(|(octets, p)| Value::SocketAddr(SocketAddrV4::new(octets.into(), p))),
            _ => None,
        },
        _ => None,
    };
    Some(made.ok_or_else(|| fatal(span, format!("`{path}` of these values is not supported"))))
}

/// The addresses a `ToSocketAddrs` argument names, in order: an address written as text, a
/// `SocketAddr`, or a slice of them.
pub(super) fn addresses_arg(value: &Value, span: Span) -> Result<Vec<SocketAddrV4>, Flow> {
    match value.deref() {
        Value::SocketAddr(address) => Ok(vec![address]),
        Value::List(items) => items
            .iter()
            .map(|item| match item.deref() {
                Value::SocketAddr(address) => Ok(address),
                other => Err(fatal(
                    span,
                    format!("expected a `SocketAddr`, found `{}`", other.type_name()),
                )),
            })
            .collect(),
        other => match super::value::text_of(&other) {
            Some(text) => Ok(vec![socket_address(&text, span)?]),
            None => Err(fatal(
                span,
                format!("expected an address, found `{}`", other.type_name()),
            )),
        },
    }
}

/// `text.parse()` into `IpAddr`/`Ipv4Addr`/`SocketAddr`/`SocketAddrV4` by std's own
/// `FromStr` (`parse (IpAddr)`…); `None` for other parses. An IPv6 address parses (std tells
/// it from an error) but is refused as not supported: bufscope keeps IPv4 addresses only.
pub(super) fn parse_address(text: &str, method: &str) -> Option<Result<Value, String>> {
    let target = method.strip_prefix("parse (")?.strip_suffix(')')?;
    let std_error = |error| {
        Ok(Value::Err(super::value::ErrorValue::Std(
            std::rc::Rc::new(error),
            "core::net::AddrParseError",
        )))
    };
    let ipv6 = || {
        Err(format!(
            "the IPv6 address `{text}` (parsed into `{target}`) is not supported by bufscope"
        ))
    };
    Some(match target {
        "IpAddr" => match text.parse::<std::net::IpAddr>() {
            Ok(std::net::IpAddr::V4(ip)) => Ok(Value::ok(Value::Ip(ip))),
            Ok(std::net::IpAddr::V6(_)) => ipv6(),
            Err(error) => std_error(error),
        },
        "Ipv4Addr" => match text.parse::<Ipv4Addr>() {
            Ok(ip) => Ok(Value::ok(Value::Ip(ip))),
            Err(error) => std_error(error),
        },
        "SocketAddr" => match text.parse::<std::net::SocketAddr>() {
            Ok(std::net::SocketAddr::V4(address)) => Ok(Value::ok(Value::SocketAddr(address))),
            Ok(std::net::SocketAddr::V6(_)) => ipv6(),
            Err(error) => std_error(error),
        },
        "SocketAddrV4" => match text.parse::<SocketAddrV4>() {
            Ok(address) => Ok(Value::ok(Value::SocketAddr(address))),
            Err(error) => std_error(error),
        },
        _ => return None,
    })
}

/// The methods of an address value.
pub const ADDRESS_METHODS: &[&str] = &[
    "ip",
    "port",
    "set_ip",
    "set_port",
    "is_ipv4",
    "is_ipv6",
    "is_loopback",
    "octets",
];

/// The accessors of an address value ([`ADDRESS_METHODS`]); `None` for anything else.
pub(super) fn address_method(receiver: &Value, method: &str, args: &[Value]) -> Option<Value> {
    if !ADDRESS_METHODS.contains(&method) {
        return None;
    }
    // `set_ip`/`set_port` change the address where it lives (`&mut self`).
    if let (Value::Ref(slot), Some(arg)) = (receiver, args.first()) {
        let slot = super::value::target_slot(slot);
        let mut place = slot.borrow_mut();
        if let Value::SocketAddr(address) = &mut *place {
            match (method, arg.deref()) {
                ("set_ip", Value::Ip(ip)) => address.set_ip(ip),
                ("set_port", Value::Int(port, _)) => address.set_port(u16::try_from(port).ok()?),
                _ => return None,
            }
            return Some(Value::Unit);
        }
    }
    match (receiver.deref(), method) {
        (Value::SocketAddr(address), "ip") => Some(Value::Ip(*address.ip())),
        (Value::SocketAddr(address), "port") => Some(Value::Int(address.port().into(), IntTy::U16)),
        (Value::SocketAddr(_) | Value::Ip(_), "is_ipv4") => Some(Value::Bool(true)),
        (Value::SocketAddr(_) | Value::Ip(_), "is_ipv6") => Some(Value::Bool(false)),
        (Value::Ip(ip), "is_loopback") => Some(Value::Bool(ip.is_loopback())),
        (Value::Ip(ip), "octets") => Some(Value::Bytes(
            ip.octets().to_vec(),
            super::value::BytesKind::Array,
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_as_std_reads_ipv4_ones() {
        for text in ["127.0.0.1:7878", "0.0.0.0:0", "255.255.255.255:65535"] {
            assert_eq!(ipv4_address(text), text.parse().ok(), "{text}");
        }
        for refused in [
            "localhost:7878",
            "127.0.0.1",
            "127.0.0.01:80",
            "127.0.0.1.5:80",
            "127.0.0:80",
            "127.0.0.1:65536",
            "127.0.0.1:+80",
            "[::1]:80",
            "256.0.0.1:80",
        ] {
            assert_eq!(ipv4_address(refused), None, "{refused}");
            assert_eq!(refused.parse::<SocketAddrV4>().ok(), None, "{refused}");
        }
    }
}
