//! `--format json`: the whole trace as one JSON document (schema `bufscope-trace/1`).
//!
//! Documented in the README ("Trace JSON"). Byte payloads are strings, decoded as UTF-8 with
//! invalid bytes replaced; their exact lengths are the numeric fields.

use serde_json::{Value, json};

use crate::kernel::SyscallRecord;
use crate::kernel::Tally;
use crate::run::{Ending, RunReport};
use crate::trace::{LayerCall, OpRecord, Span};

/// The schema name and version written in every document.
pub const SCHEMA: &str = "bufscope-trace/1";

fn span(span: &Span) -> Value {
    json!({ "line": span.line, "column": span.column, "end_line": span.end_line, "end_column": span.end_column })
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// One syscall as the document lists it.
pub fn syscall_json(record: &SyscallRecord) -> Value {
    let (result, errno) = match record.result {
        Ok(n) => (json!(n), Value::Null),
        // The call a server still waited in when the run stopped: it never returned.
        Err(crate::kernel::Errno::Unfinished) => (Value::Null, Value::Null),
        Err(errno) => (json!(-1), json!(errno.name())),
    };
    json!({
        "seq": record.seq,
        "start_ns": record.start_ns,
        "end_ns": record.end_ns,
        "syscall": record.kind.name(),
        "fd": record.fd,
        "path": record.path,
        "requested": record.requested,
        "iov": record.iov,
        "result": result,
        "errno": errno,
        "data": text(record.moved()),
        "cause": format!("{:?}", record.cause),
        "stack": record.stack.iter().map(|frame| frame.call.to_string()).collect::<Vec<_>>(),
        "span": record.span.as_ref().map(span),
        "strace": crate::render::strace::strace_line(record),
    })
}

fn op(record: &OpRecord) -> Value {
    json!({
        "index": record.index,
        "span": span(&record.span),
        "label": record.label,
        "syscalls": [record.syscalls_before + 1, record.syscalls_after],
        "end_ns": record.end_ns,
        "buffers": record.buffers().map(|(layer, capacity, buffered)| json!({
            "layer": layer, "capacity": capacity, "buffered": buffered
        })).collect::<Vec<_>>(),
    })
}

fn layer_call(call: &LayerCall) -> Value {
    json!({
        "caller": &*call.caller,
        "call": &*call.call,
        "requested": call.requested,
        "result": match &call.result { Ok(n) => json!(n), Err(e) => json!({ "error": e }) },
        "depth": call.depth,
        "syscalls": [call.syscalls_before + 1, call.syscalls_after],
    })
}

fn tally(tally: &Tally) -> Value {
    json!({ "calls": tally.calls, "bytes": tally.bytes, "errors": tally.errors })
}

fn ending(ending: &Ending) -> Value {
    match ending {
        Ending::Returned => json!({ "kind": "returned" }),
        Ending::ReturnedError(error) => json!({ "kind": "returned_error", "error": error }),
        Ending::Exited(code) => json!({ "kind": "exited", "code": code }),
        Ending::Panicked(message, at) => {
            json!({ "kind": "panicked", "message": message, "span": span(at) })
        }
        Ending::Stopped(error) => {
            json!({ "kind": "stopped", "message": error.to_string(), "span": span(&error.span) })
        }
    }
}

/// The document for a run.
pub fn trace_document(report: &RunReport) -> Value {
    let mut document = report_document(report);
    document["syscalls"] = report.syscalls.iter().map(syscall_json).collect();
    document
}

/// The document for a run without its `syscalls` list, for a printer that streamed them as
/// the run made them.
pub fn report_document(report: &RunReport) -> Value {
    let totals = &report.totals;
    json!({
        "schema": SCHEMA,
        "exit_code": report.exit_code,
        "ending": ending(&report.ending),
        "duration_ns": report.duration_ns,
        "totals": {
            "all": tally(&totals.all),
            "by_syscall": totals.by_kind.iter().map(|(k, t)| (k.name().to_string(), tally(t))).collect::<serde_json::Map<_, _>>(),
            "by_cause": totals.by_cause.iter().map(|(c, t)| (format!("{c:?}"), tally(t))).collect::<serde_json::Map<_, _>>(),
            "by_fd": totals.by_fd.iter().map(|(fd, t)| (fd.to_string(), tally(t))).collect::<serde_json::Map<_, _>>(),
            "one_byte_calls": totals.one_byte_calls,
        },
        "syscalls_omitted": report.syscalls.omitted(),
        "operations": report.ops.iter().map(op).collect::<Vec<_>>(),
        "operations_total": report.ops.pushed(),
        "operations_omitted": report.ops.omitted(),
        "layer_calls": report.layer_calls.iter().map(layer_call).collect::<Vec<_>>(),
        "layer_calls_omitted": report.layer_calls.omitted(),
        "lost": report.lost.iter().map(|l| json!({ "holder": l.holder, "bytes": l.bytes, "reason": l.reason })).collect::<Vec<_>>(),
        "notes": report.notes.iter().map(|note| json!({ "line": note.at().line, "column": note.at().column, "note": note.to_string() })).collect::<Vec<_>>(),
        "terminal_screen": report.terminal_screen,
        "stdout": text(&report.stdout),
        "stderr": text(&report.stderr),
        "files": report.files.iter().map(|(path, bytes)| (path.clone(), json!(text(bytes)))).collect::<serde_json::Map<_, _>>(),
    })
}
