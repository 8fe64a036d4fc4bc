//! The things a file descriptor can point at.

/// Where one of the standard streams (fd 0, 1, 2) is connected, like a shell redirection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum StreamTarget {
    /// A terminal (a pseudo-terminal drained by a terminal emulator).
    #[default]
    Terminal,
    /// A regular file (`> out.txt`).
    File,
    /// A pipe drained by a reader (`| cat > /dev/null`).
    Pipe,
    /// `/dev/null`.
    Null,
}

impl StreamTarget {
    /// Every target, in the order a selector lists them (the default first).
    pub const ALL: [StreamTarget; 4] = [
        StreamTarget::Terminal,
        StreamTarget::File,
        StreamTarget::Pipe,
        StreamTarget::Null,
    ];

    /// The name a learner reads and [`StreamTarget::parse`] reads back: `terminal`, `file`,
    /// `pipe`, `/dev/null`.
    pub fn name(self) -> &'static str {
        match self {
            StreamTarget::Terminal => "terminal",
            StreamTarget::File => "file",
            StreamTarget::Pipe => "pipe",
            StreamTarget::Null => "/dev/null",
        }
    }

    /// Parses the CLI spelling (`terminal`, `file`, `pipe`, `null`).
    pub fn parse(text: &str) -> Option<StreamTarget> {
        match text {
            "terminal" | "tty" => Some(StreamTarget::Terminal),
            "file" => Some(StreamTarget::File),
            "pipe" => Some(StreamTarget::Pipe),
            "null" | "/dev/null" => Some(StreamTarget::Null),
            _ => None,
        }
    }

    /// The path strace's `-y` shows for this target.
    pub fn path(self, fd: i32) -> String {
        match self {
            StreamTarget::Terminal => "/dev/pts/0".to_string(),
            StreamTarget::File => format!("/tmp/fd{fd}.out"),
            StreamTarget::Pipe => "pipe:[1]".to_string(),
            StreamTarget::Null => "/dev/null".to_string(),
        }
    }
}

/// An index into the kernel's device list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeviceId(pub usize);

/// A device and what it holds.
#[derive(Debug)]
pub enum Device {
    /// A regular file on a disk; `contents` is the whole file.
    RegularFile {
        /// The path it was opened or created with.
        path: String,
        /// Every byte of the file.
        contents: Vec<u8>,
    },
    /// The terminal: bytes go to the terminal emulator held by the kernel.
    Terminal,
    /// A pipe whose reader drains everything; `drained` is what the reader got.
    Pipe {
        /// Every byte written into the pipe.
        drained: Vec<u8>,
    },
    /// `/dev/null`: writes vanish, reads return end of file.
    Null,
    /// Standard input fed from given bytes.
    Input {
        /// The bytes stdin delivers, in order.
        bytes: Vec<u8>,
        /// How many have been read. In bytes.
        position: usize,
    },
    /// A TCP connection to a simulated peer that sends `incoming`, then closes.
    Socket {
        /// The address connected to, as written in the script (`127.0.0.1:7878`).
        address: String,
        /// What the peer sends.
        incoming: Vec<u8>,
        /// How much of `incoming` has been received. In bytes.
        position: usize,
        /// What the program sent to the peer.
        outgoing: Vec<u8>,
        /// `shutdown` closed the program's sending side: later writes fail with `EPIPE`.
        write_shut: bool,
        /// `shutdown` closed the program's receiving side: later reads return end of file.
        read_shut: bool,
        /// What `setsockopt` set.
        options: super::socket_option::SocketOptions,
        /// The port the kernel gave a connection the program opened (an accepted one's
        /// local address is in `address`).
        local_port: Option<u16>,
    },
    /// A listening TCP socket (`TcpListener::bind`) and the simulated clients still to
    /// connect to it, in order.
    Listener {
        /// The address bound, as written in the script (`127.0.0.1:7878`).
        address: String,
        /// The clients that have not connected yet.
        waiting: std::collections::VecDeque<super::client::Client>,
    },
    /// A UDP socket (`UdpSocket::bind`): its address, the one it is connected to, and the
    /// datagrams waiting to be received, each with its sender.
    Udp {
        /// The address bound (`127.0.0.1:34254`; port 0 became the kernel's pick).
        local: String,
        /// `connect`'s address: sends go there, only its datagrams are received.
        peer: Option<String>,
        incoming: std::collections::VecDeque<super::datagram::Datagram>,
        /// What `setsockopt` set.
        options: super::socket_option::SocketOptions,
    },
}

impl Device {
    /// A short name for the kind of device, as the cost model and the views use it.
    pub fn kind(&self) -> DeviceKind {
        match self {
            Device::RegularFile { .. } => DeviceKind::File,
            Device::Terminal => DeviceKind::Terminal,
            Device::Pipe { .. } => DeviceKind::Pipe,
            Device::Null => DeviceKind::Null,
            Device::Input { .. } => DeviceKind::Input,
            Device::Socket { .. } | Device::Listener { .. } | Device::Udp { .. } => {
                DeviceKind::Socket
            }
        }
    }
}

/// The kind of a [`Device`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum DeviceKind {
    /// A regular file on a disk (its page cache).
    File,
    /// A regular file on tmpfs (memory only).
    Tmpfs,
    Terminal,
    Pipe,
    Null,
    Input,
    Socket,
}

impl DeviceKind {
    /// Its short name, as cost parameter ids (`syscall.file`) and the views use it.
    pub fn name(self) -> &'static str {
        match self {
            DeviceKind::File => "file",
            DeviceKind::Tmpfs => "tmpfs",
            DeviceKind::Terminal => "terminal",
            DeviceKind::Pipe => "pipe",
            DeviceKind::Null => "null",
            DeviceKind::Input => "stdin",
            DeviceKind::Socket => "socket",
        }
    }

    /// What the device is, in words ("a file on disk", "a terminal"), for prices and labels.
    pub fn description(self) -> &'static str {
        match self {
            DeviceKind::File => "a file on disk",
            DeviceKind::Tmpfs => "a file on tmpfs",
            DeviceKind::Terminal => "a terminal",
            DeviceKind::Pipe => "a pipe",
            DeviceKind::Null => "/dev/null",
            DeviceKind::Input => "stdin",
            DeviceKind::Socket => "a TCP socket",
        }
    }
}
