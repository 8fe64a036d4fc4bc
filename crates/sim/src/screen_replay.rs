//! The terminal as it was at one moment of a run, rebuilt from what the terminal received.
//!
//! A [`RunReport`] keeps the final screen and every byte the terminal received
//! (`terminal_output`); each operation record says how many of them had arrived when it returned
//! (`terminal_bytes_after`). So the screen right after an operation is the screen of a fresh
//! terminal of the kernel's size fed with those first bytes (the emulator applies the tty's
//! `\n` → `\r\n` itself), whatever the syscall log kept.

use crate::kernel::Terminal;
use crate::kernel::sim_kernel::{TERMINAL_COLS, TERMINAL_ROWS};
use crate::run::RunReport;
use crate::trace::OpRecord;

/// A terminal replaying one run's output, operation by operation.
///
/// Stepping forwards feeds only the new bytes, so the screens of every step cost one pass over
/// the output; asking for an earlier operation starts again from an empty terminal.
#[derive(Debug)]
pub struct ScreenReplay<'r> {
    output: &'r [u8],
    terminal: Terminal,
    /// How many bytes of `output` the terminal has been fed. In bytes.
    fed: usize,
}

impl<'r> ScreenReplay<'r> {
    /// An empty terminal of the simulated kernel's size, about to replay `report`.
    pub fn new(report: &'r RunReport) -> ScreenReplay<'r> {
        ScreenReplay {
            output: &report.terminal_output,
            terminal: Terminal::new(TERMINAL_ROWS, TERMINAL_COLS),
            fed: 0,
        }
    }

    /// The screen right after `op` returned.
    pub fn screen_after(&mut self, op: &OpRecord) -> String {
        self.advance_to(op);
        self.screen()
    }

    /// Brings the terminal to where it was right after `op` returned; false when that is where
    /// it already was (the screen is unchanged).
    pub fn advance_to(&mut self, op: &OpRecord) -> bool {
        let upto = (op.terminal_bytes_after as usize).min(self.output.len());
        if upto == self.fed {
            return false;
        }
        if upto < self.fed {
            self.terminal = Terminal::new(TERMINAL_ROWS, TERMINAL_COLS);
            self.fed = 0;
        }
        self.terminal.write(&self.output[self.fed..upto]);
        self.fed = upto;
        true
    }

    /// The screen as the terminal shows it now (empty before any operation).
    pub fn screen(&self) -> String {
        self.terminal.screen_text()
    }
}

impl RunReport {
    /// The terminal's screen right after `op` returned. To step through many operations, a
    /// [`ScreenReplay`] feeds each byte once.
    pub fn screen_after(&self, op: &OpRecord) -> String {
        ScreenReplay::new(self).screen_after(op)
    }
}

#[cfg(test)]
mod tests {
    use crate::kernel::Environment;
    use crate::run::run;
    use crate::script::interpreter::Limits;

    #[test]
    fn each_operation_shows_the_screen_it_left_forwards_and_back() {
        let report = run(
            "print!(\"a\");\nprintln!(\"b\");\neprintln!(\"c\");\nprint!(\"d\");\n",
            &Environment::default(),
            Limits::default(),
        )
        .expect("runs");
        let ops = report.ops.head();
        let first_line = |screen: String| screen.lines().take(2).collect::<Vec<_>>().join("|");
        // stdout's LineWriter holds "a" until println!'s newline; stderr writes at once; the
        // last "d" waits in the buffer until the exit flushes it.
        let forwards: Vec<String> = {
            let mut replay = super::ScreenReplay::new(&report);
            ops.iter()
                .map(|op| first_line(replay.screen_after(op)))
                .collect()
        };
        assert_eq!(forwards, ["", "ab", "ab|c", "ab|c"]);
        let backwards: Vec<String> = {
            let mut replay = super::ScreenReplay::new(&report);
            ops.iter()
                .rev()
                .map(|op| first_line(replay.screen_after(op)))
                .collect()
        };
        assert_eq!(backwards, ["ab|c", "ab|c", "ab", ""]);
        assert_eq!(first_line(report.screen_after(&ops[1])), "ab");
    }
}
