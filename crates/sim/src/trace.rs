//! What a run recorded: syscalls with their causes, and exact totals.

pub mod cause;
pub mod layer_call;
pub mod lost;
pub mod op_record;
pub mod run_note;
pub mod span;
pub mod stdout_event;
pub mod window;
pub mod work;

pub use cause::Cause;
pub use layer_call::LayerCall;
pub use lost::LostData;
pub use op_record::{LayerSnapshot, OpRecord, Passes};
pub use run_note::{HashContainer, RunNote};
pub use span::{Frame, FrameNames, Span};
pub use stdout_event::StdoutEvent;
pub use window::Window;
pub use work::UserWork;
