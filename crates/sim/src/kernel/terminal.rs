//! The terminal on the other side of a pseudo-terminal: a real emulator (the `vt100` crate).

use std::fmt;
use std::num::NonZeroU16;

/// Lines kept above the visible screen: none, as nothing shows them (views replay the screen
/// from the bytes). Without scrollback a line scrolled off is reset in place; with it, every
/// newline at the bottom allocated a new row (a third of a 1M-println run's time).
const SCROLLBACK_LINES: usize = 0;

/// A terminal screen fed with what the program writes to it.
pub struct Terminal {
    parser: vt100::Parser,
    /// Every byte written by the program, escape codes included, before `\n` translation.
    bytes: Vec<u8>,
}

impl Terminal {
    /// A terminal of `rows` × `cols` cells (at least 1 × 1).
    pub fn new(rows: u16, cols: u16) -> Terminal {
        let rows = NonZeroU16::new(rows).unwrap_or(NonZeroU16::MIN);
        let cols = NonZeroU16::new(cols).unwrap_or(NonZeroU16::MIN);
        Terminal {
            parser: vt100::Parser::new(rows, cols, SCROLLBACK_LINES),
            bytes: Vec::new(),
        }
    }

    /// The memory its byte log holds (its capacity). In bytes.
    pub fn stored_bytes(&self) -> usize {
        self.bytes.capacity()
    }

    /// Feeds bytes the program wrote.
    pub fn write(&mut self, data: &[u8]) {
        self.bytes.extend_from_slice(data);
        // A tty's line discipline (ONLCR, on by default) turns "\n" into "\r\n" on output;
        // the emulator receives what the line discipline sends.
        let mut start = 0;
        for (i, &byte) in data.iter().enumerate() {
            if byte == b'\n' {
                self.parser.process(&data[start..i]);
                self.parser.process(b"\r\n");
                start = i + 1;
            }
        }
        self.parser.process(&data[start..]);
    }

    /// The visible screen as text, rows joined by `\n`, trailing blanks trimmed.
    pub fn screen_text(&self) -> String {
        self.parser.screen().contents()
    }

    /// Every byte the program wrote to the terminal.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Newlines the line discipline turned into `\r\n`.
    pub fn newlines(&self) -> u64 {
        self.bytes.iter().filter(|&&b| b == b'\n').count() as u64
    }

    /// The emulator's screen, for views that draw colours and the cursor.
    pub fn screen(&self) -> &vt100::Screen {
        self.parser.screen()
    }
}

impl fmt::Debug for Terminal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Terminal")
            .field("bytes", &self.bytes.len())
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newlines_return_the_cursor_like_a_tty_and_escape_codes_render() {
        let mut terminal = Terminal::new(4, 20);
        terminal.write(b"one\ntwo\n\x1b[31mred\x1b[0m\rR");
        assert_eq!(terminal.screen_text(), "one\ntwo\nRed");
        assert_eq!(terminal.bytes(), b"one\ntwo\n\x1b[31mred\x1b[0m\rR");
    }

    #[test]
    fn cursor_moves_overwrite_earlier_text() {
        let mut terminal = Terminal::new(3, 10);
        terminal.write(b"frame 1\x1b[H\x1b[2Kframe 2");
        assert_eq!(terminal.screen_text(), "frame 2");
    }
}
