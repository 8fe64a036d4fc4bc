//! `fs::copy` as std runs it on Linux (`sys/fs/unix.rs`): open the source and `statx` it,
//! open the copy with the source's permissions (`0100644`: a simulated file is `S_IFREG|0644`),
//! `statx` it and `fchmod` it when it is a regular file, then `copy_file_range` until end of
//! file — or, for an empty source (std cannot tell an empty file from a procfs one), one
//! `read` of 8 KiB, std's generic copy — and close the copy, then the source.

use std::io;

use super::kernel_copy::{CopyResult, copy_regular_files};
use crate::kernel::OpenMode;
use crate::kernel::sim_kernel::FileType;
use crate::stack::fd_handles::KernelRef;

/// The permissions std asks for the copy: the source's `st_mode`.
const SOURCE_MODE: &str = "0100644";

/// The generic copy's buffer: std's `DEFAULT_BUF_SIZE`. In bytes.
const GENERIC_BUFFER: usize = 8 * 1024;

/// `fs::copy(from, to)`: the bytes copied, or the error std returns. `Err` of the outer
/// result: what bufscope does not run (a source or copy that is not a regular file).
pub(super) fn fs_copy(kernel: &KernelRef, from: &str, to: &str) -> Result<io::Result<u64>, String> {
    let source = match kernel.borrow_mut().openat(from, OpenMode::READ) {
        Ok(fd) => fd,
        Err(errno) => return Ok(Err(errno.into_io())),
    };
    let stat = kernel.borrow_mut().statx_fd(source);
    let result = match stat {
        Ok(stat) if stat.file_type == FileType::Regular => copy_into(kernel, source, stat.size, to),
        Ok(_) => Err(format!(
            "`fs::copy` from `{from}`, which is not a regular file, is not supported by bufscope yet"
        )),
        Err(errno) => Ok(Err(errno.into_io())),
    };
    let _ = kernel.borrow_mut().close(source);
    result
}

/// Opens the copy and moves the bytes; the copy is closed here, the source by the caller.
fn copy_into(
    kernel: &KernelRef,
    source: i32,
    size: u64,
    to: &str,
) -> Result<io::Result<u64>, String> {
    let opened = kernel
        .borrow_mut()
        .openat_with_permissions(to, OpenMode::CREATE, SOURCE_MODE);
    let copy = match opened {
        Ok(fd) => fd,
        Err(errno) => return Ok(Err(errno.into_io())),
    };
    let result = fill(kernel, source, size, copy, to);
    let _ = kernel.borrow_mut().close(copy);
    result
}

fn fill(
    kernel: &KernelRef,
    source: i32,
    size: u64,
    copy: i32,
    to: &str,
) -> Result<io::Result<u64>, String> {
    match kernel.borrow_mut().statx_fd(copy) {
        Ok(stat) if stat.file_type == FileType::Regular => {}
        Ok(_) => {
            return Err(format!(
                "`fs::copy` into `{to}`, which is not a regular file, is not supported by bufscope yet"
            ));
        }
        Err(errno) => return Ok(Err(errno.into_io())),
    }
    if let Err(errno) = kernel.borrow_mut().fchmod(copy, SOURCE_MODE) {
        return Ok(Err(errno.into_io()));
    }
    if size == 0 {
        let mut buffer = vec![0; GENERIC_BUFFER];
        return Ok(match kernel.borrow_mut().read(source, &mut buffer) {
            Ok(0) => Ok(0),
            Ok(_) => {
                return Err("`fs::copy` of a file that grew is not supported by bufscope".into());
            }
            Err(errno) => Err(errno.into_io()),
        });
    }
    Ok(match copy_regular_files(kernel, source, copy, u64::MAX).0 {
        CopyResult::Ended(bytes) => Ok(bytes),
        CopyResult::Error(error) => Err(error),
        CopyResult::Fallback(_) => {
            return Err("this `fs::copy` is not supported by bufscope yet".into());
        }
    })
}
