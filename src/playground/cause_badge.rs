//! A cause's badge colour: why data moved, at a glance.

use bufscope_sim::trace::Cause;

/// How a [`Cause`] looks on the page. The core knows nothing of the web, so the classes live
/// here, as a method on the cause (`cause.badge_class()`).
pub trait CauseBadge {
    /// The badge's Tailwind classes: red for unbuffered calls, sky for a newline, emerald for
    /// a full (or refilled) buffer, violet for a bypass, amber for flushes, slate for the rest.
    fn badge_class(self) -> &'static str;
}

impl CauseBadge for Cause {
    fn badge_class(self) -> &'static str {
        match self {
            Cause::UnbufferedWrite | Cause::UnbufferedRead => {
                "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100"
            }
            Cause::Newline => "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100",
            Cause::BufferFull | Cause::Refill => {
                "bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
            }
            Cause::WriteBypass | Cause::ReadBypass | Cause::KernelCopy => {
                "bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100"
            }
            Cause::ExplicitFlush
            | Cause::SeekFlush
            | Cause::FlushOnDrop
            | Cause::IntoInner
            | Cause::StdoutCleanup => {
                "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100"
            }
            Cause::SizeHintProbe
            | Cause::EofProbe
            | Cause::Open
            | Cause::Close
            | Cause::Duplicate
            | Cause::FileSystem
            | Cause::Socket => "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
        }
    }
}
