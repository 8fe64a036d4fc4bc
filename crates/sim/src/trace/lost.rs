//! Output that never reached a device.

/// Bytes a program wrote that no device received.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LostData {
    /// The object that held them, e.g. `BufWriter<File>`.
    pub holder: String,
    /// In bytes.
    pub bytes: usize,
    /// Why they were never written.
    pub reason: String,
}
