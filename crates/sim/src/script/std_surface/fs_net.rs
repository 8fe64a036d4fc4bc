//! `std::fs`, `std::net`, `std::os::fd`: files, paths, sockets, raw fds.
//! One area of the std surface table (see [`super::STD_SURFACE`]).

pub(super) const FS_NET: &str = r#"
// --- std::fs, std::net, std::os::fd ---------------------------------------------------------
#[path = "std::fs::File"] struct File;
#[path = "std::path::Path"] struct Path;
#[path = "std::path::PathBuf"] struct PathBuf;
#[path = "std::path::Display"] struct PathDisplay;
impl Path {
    fn new<S: AsRefOsStr>(s: &S) -> &Path {}
    fn display(&self) -> PathDisplay {}
    fn to_str(&self) -> Option<&str> {}
    fn join<P: AsRefPath>(&self, path: P) -> PathBuf {}
    fn to_path_buf(&self) -> PathBuf {}
    fn exists(&self) -> bool {}
    fn is_file(&self) -> bool {}
    fn is_dir(&self) -> bool {}
    fn metadata(&self) -> Result<Metadata, IoError> {}
    fn parent(&self) -> Option<&Path> {}
    fn file_name(&self) -> Option<&OsStr> {}
    fn file_stem(&self) -> Option<&OsStr> {}
    fn extension(&self) -> Option<&OsStr> {}
    fn with_file_name<S: AsRefOsStr>(&self, file_name: S) -> PathBuf {}
    fn with_extension<S: AsRefOsStr>(&self, extension: S) -> PathBuf {}
}
impl PathBuf {
    fn from<S: AsRefOsStr>(s: S) -> PathBuf {}
    fn new() -> PathBuf {}
    fn push<P: AsRefPath>(&mut self, path: P) {}
    fn as_path(&self) -> &Path {}
    fn set_file_name<S: AsRefOsStr>(&mut self, file_name: S) {}
    fn set_extension<S: AsRefOsStr>(&mut self, extension: S) -> bool {}
    fn pop(&mut self) -> bool {}
}
#[path = "std::ffi::OsStr"] struct OsStr;
impl OsStr {
    fn new<S: AsRefOsStr>(s: &S) -> &OsStr {}
    fn to_str(&self) -> Option<&str> {}
    fn to_string_lossy(&self) -> CowStr {}
    fn len(&self) -> usize {}
    fn is_empty(&self) -> bool {}
}
impl Debug for OsStr {}
impl PartialEq for OsStr {}
impl AsRefOsStr for OsStr {}
impl AsRefOsStr for &OsStr {}
impl AsRefPath for OsStr {}
impl AsRefPath for &OsStr {}
impl Display for PathDisplay {}
impl Debug for PathDisplay {}
impl Debug for Path {}
impl Debug for PathBuf {}
impl Clone for PathBuf {}
impl PartialEq for PathBuf {}
impl PartialEq for Path {}
#[path = "std::fs::Metadata"] struct Metadata;
impl Metadata {
    fn len(&self) -> u64 {}
    fn is_file(&self) -> bool {}
    fn is_dir(&self) -> bool {}
}
impl Clone for Metadata {}
#[path = "std::fs::metadata"] fn metadata<P: AsRefPath>(path: P) -> Result<Metadata, IoError> {}
#[path = "std::fs::copy"] fn copy<P: AsRefPath, Q: AsRefPath>(from: P, to: Q) -> Result<u64, IoError> {}
#[path = "std::fs::remove_file"] fn remove_file<P: AsRefPath>(path: P) -> Result<(), IoError> {}
#[path = "std::fs::create_dir"] fn create_dir<P: AsRefPath>(path: P) -> Result<(), IoError> {}
#[path = "std::fs::create_dir_all"] fn create_dir_all<P: AsRefPath>(path: P) -> Result<(), IoError> {}
#[path = "std::fs::OpenOptions"] struct OpenOptions;
#[path = "std::fs::read_to_string"] fn read_to_string<P: AsRefPath>(path: P) -> Result<String, IoError> {}
#[path = "std::fs::read"] fn read<P: AsRefPath>(path: P) -> Result<Vec<u8>, IoError> {}
#[path = "std::fs::write"] fn write<P: AsRefPath, C: AsRefBytes>(path: P, contents: C) -> Result<(), IoError> {}
impl OpenOptions {
    fn new() -> OpenOptions {}
    fn read(&mut self, read: bool) -> &mut OpenOptions {}
    fn write(&mut self, write: bool) -> &mut OpenOptions {}
    fn append(&mut self, append: bool) -> &mut OpenOptions {}
    fn truncate(&mut self, truncate: bool) -> &mut OpenOptions {}
    fn create(&mut self, create: bool) -> &mut OpenOptions {}
    fn create_new(&mut self, create_new: bool) -> &mut OpenOptions {}
    fn open<P: AsRefPath>(&self, path: P) -> Result<File, IoError> {}
}
impl Debug for OpenOptions {}
impl Clone for OpenOptions {}
#[path = "std::net::TcpStream"] struct TcpStream;
#[path = "std::os::fd::OwnedFd"] struct OwnedFd;
impl File {
    fn create<P: AsRefPath>(path: P) -> Result<File, IoError> {}
    fn open<P: AsRefPath>(path: P) -> Result<File, IoError> {}
    fn try_clone(&self) -> Result<File, IoError> {}
    fn sync_all(&self) -> Result<(), IoError> {}
    fn options() -> OpenOptions {}
    fn create_new<P: AsRefPath>(path: P) -> Result<File, IoError> {}
    fn metadata(&self) -> Result<Metadata, IoError> {}
    fn set_len(&self, size: u64) -> Result<(), IoError> {}
    fn sync_data(&self) -> Result<(), IoError> {}
    #[unsupported] fn set_permissions(&self) {}
    #[unsupported] fn lock(&self) {}
    #[unsupported] fn lock_shared(&self) {}
    #[unsupported] fn try_lock(&self) {}
    #[unsupported] fn try_lock_shared(&self) {}
    #[unsupported] fn unlock(&self) {}
    #[unsupported] fn set_modified(&self) {}
    #[unsupported] fn set_times(&self) {}
}
impl TcpStream {
    fn connect<A: ToSocketAddrs>(addr: A) -> Result<TcpStream, IoError> {}
    fn try_clone(&self) -> Result<TcpStream, IoError> {}
    fn shutdown(&self, how: Shutdown) -> Result<(), IoError> {}
    fn set_nodelay(&self, nodelay: bool) -> Result<(), IoError> {}
    fn peer_addr(&self) -> Result<SocketAddr, IoError> {}
    fn local_addr(&self) -> Result<SocketAddr, IoError> {}
    fn nodelay(&self) -> Result<bool, IoError> {}
    fn set_ttl(&self, ttl: u32) -> Result<(), IoError> {}
    fn ttl(&self) -> Result<u32, IoError> {}
    fn set_read_timeout(&self, dur: Option<Duration>) -> Result<(), IoError> {}
    fn set_write_timeout(&self, dur: Option<Duration>) -> Result<(), IoError> {}
    fn read_timeout(&self) -> Result<Option<Duration>, IoError> {}
    fn write_timeout(&self) -> Result<Option<Duration>, IoError> {}
    fn take_error(&self) -> Result<Option<IoError>, IoError> {}
    #[unsupported] fn set_nonblocking(&self) {}
    fn peek(&self, buf: &mut [u8]) -> Result<usize, IoError> {}
}
#[path = "std::net::TcpListener"] struct TcpListener;
#[path = "std::net::UdpSocket"] struct UdpSocket;
impl UdpSocket {
    fn bind<A: ToSocketAddrs>(addr: A) -> Result<UdpSocket, IoError> {}
    fn connect<A: ToSocketAddrs>(&self, addr: A) -> Result<(), IoError> {}
    fn send_to<A: ToSocketAddrs>(&self, buf: &[u8], addr: A) -> Result<usize, IoError> {}
    fn recv_from(&self, buf: &mut [u8]) -> Result<(usize, SocketAddr), IoError> {}
    fn send(&self, buf: &[u8]) -> Result<usize, IoError> {}
    fn recv(&self, buf: &mut [u8]) -> Result<usize, IoError> {}
    fn peer_addr(&self) -> Result<SocketAddr, IoError> {}
    fn local_addr(&self) -> Result<SocketAddr, IoError> {}
    #[unsupported] fn peek_from(&self) {}
    #[unsupported] fn peek(&self) {}
    fn set_ttl(&self, ttl: u32) -> Result<(), IoError> {}
    fn ttl(&self) -> Result<u32, IoError> {}
    fn set_read_timeout(&self, dur: Option<Duration>) -> Result<(), IoError> {}
    fn set_write_timeout(&self, dur: Option<Duration>) -> Result<(), IoError> {}
    fn read_timeout(&self) -> Result<Option<Duration>, IoError> {}
    fn write_timeout(&self) -> Result<Option<Duration>, IoError> {}
    fn take_error(&self) -> Result<Option<IoError>, IoError> {}
    #[unsupported] fn set_broadcast(&self) {}
    #[unsupported] fn set_nonblocking(&self) {}
    #[unsupported] fn try_clone(&self) {}
}
impl Debug for UdpSocket {}
impl AsRawFd for UdpSocket {}
#[path = "std::net::Incoming"] struct Incoming;
#[path = "std::net::SocketAddr"] #[kind = "enum"] #[copy] struct SocketAddr;
#[path = "std::net::SocketAddrV4"] #[copy] struct SocketAddrV4;
#[path = "std::net::IpAddr"] #[kind = "enum"] #[copy] struct IpAddr;
#[path = "std::net::Ipv4Addr"] #[copy] struct Ipv4Addr;
impl SocketAddr {
    // The `V4` variant, called as a constructor (its patterns: `check/address_patterns.rs`).
    fn V4(addr: SocketAddrV4) -> SocketAddr {}
    fn from(pair: ([u8; 4], u16)) -> SocketAddr {}
    fn new(ip: IpAddr, port: u16) -> SocketAddr {}
    fn ip(&self) -> IpAddr {}
    fn port(&self) -> u16 {}
    fn set_ip(&mut self, new_ip: IpAddr) {}
    fn set_port(&mut self, new_port: u16) {}
    fn is_ipv4(&self) -> bool {}
    fn is_ipv6(&self) -> bool {}
}
impl SocketAddrV4 {
    fn new(ip: Ipv4Addr, port: u16) -> SocketAddrV4 {}
    fn ip(&self) -> &Ipv4Addr {}
    fn port(&self) -> u16 {}
    fn set_ip(&mut self, new_ip: Ipv4Addr) {}
    fn set_port(&mut self, new_port: u16) {}
}
impl IpAddr {
    fn V4(addr: Ipv4Addr) -> IpAddr {}
    fn is_loopback(&self) -> bool {}
    fn is_ipv4(&self) -> bool {}
    fn is_ipv6(&self) -> bool {}
}
impl Ipv4Addr {
    fn new(a: u8, b: u8, c: u8, d: u8) -> Ipv4Addr {}
    fn octets(&self) -> [u8; 4] {}
    fn is_loopback(&self) -> bool {}
}
impl Display for SocketAddrV4 {}
impl Debug for SocketAddrV4 {}
impl Clone for SocketAddrV4 {}
impl PartialEq for SocketAddrV4 {}
impl Display for IpAddr {}
impl Debug for IpAddr {}
impl Clone for IpAddr {}
impl PartialEq for IpAddr {}
impl Display for Ipv4Addr {}
impl Debug for Ipv4Addr {}
impl Clone for Ipv4Addr {}
impl PartialEq for Ipv4Addr {}
impl ToSocketAddrs for SocketAddr {}
impl ToSocketAddrs for &[SocketAddr] {}
impl ToSocketAddrs for &SocketAddr {}
#[path = "std::net::Shutdown"] #[kind = "enum"] #[copy] struct Shutdown;
// What `parse` makes of an address's text (`"127.0.0.1".parse::<IpAddr>()`).
#[path = "std::net::IpAddr"] #[kind = "enum"] #[copy] struct IpAddr;
impl Display for IpAddr {}
impl Debug for IpAddr {}
impl Clone for IpAddr {}
impl PartialEq for IpAddr {}
impl PartialOrd for IpAddr {}
impl Ord for IpAddr {}
impl ToString for IpAddr {}
impl TcpListener {
    fn bind<A: ToSocketAddrs>(addr: A) -> Result<TcpListener, IoError> {}
    fn accept(&self) -> Result<(TcpStream, SocketAddr), IoError> {}
    fn incoming(&self) -> Incoming {}
    fn local_addr(&self) -> Result<SocketAddr, IoError> {}
    #[unsupported] fn try_clone(&self) {}
    #[unsupported] fn set_nonblocking(&self) {}
    #[unsupported] fn into_incoming(self) {}
}
impl Iterator for Incoming { fn next(&mut self) -> Option<Result<TcpStream, IoError>> {} }
impl Debug for TcpListener {}
impl Display for SocketAddr {}
impl Debug for SocketAddr {}
impl Clone for SocketAddr {}
impl PartialEq for SocketAddr {}
impl Debug for Shutdown {}
impl Clone for Shutdown {}
impl PartialEq for Shutdown {}
impl OwnedFd {
    fn try_clone(&self) -> Result<OwnedFd, IoError> {}
}
#[path = "std::os::fd::AsRawFd"] trait AsRawFd { fn as_raw_fd(&self) -> i32 {} }
#[path = "std::os::fd::IntoRawFd"] trait IntoRawFd { fn into_raw_fd(self) -> i32 {} }
#[path = "std::os::fd::FromRawFd"] trait FromRawFd { unsafe fn from_raw_fd(fd: i32) -> Self {} }
impl AsRawFd for File {}
impl AsRawFd for Stdout {}
impl AsRawFd for Stderr {}
impl AsRawFd for Stdin {}
impl AsRawFd for TcpStream {}
impl AsRawFd for TcpListener {}
impl AsRawFd for OwnedFd {}
impl IntoRawFd for File {}
impl IntoRawFd for TcpStream {}
impl IntoRawFd for OwnedFd {}
impl FromRawFd for File {}
impl FromRawFd for OwnedFd {}

"#;
