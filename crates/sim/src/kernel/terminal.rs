//! The terminal on the other side of a pseudo-terminal: a real emulator (the `vt100` crate).

use std::cell::{Cell, RefCell};
use std::fmt;
use std::num::NonZeroU16;

/// Lines kept above the visible screen: none, as nothing shows them (views replay the screen
/// from the bytes). Without scrollback a line scrolled off is reset in place; with it, every
/// newline at the bottom allocated a new row (a third of a 1M-println run's time).
const SCROLLBACK_LINES: usize = 0;

/// A terminal screen fed with what the program writes to it.
///
/// Plain text (printable ASCII and newlines, what a `println!` loop of numbers writes) is
/// emulated lazily: while everything written so far is plain, the emulator only sees it when
/// the screen is asked for, and then only the last lines that fill the screen (with plain
/// text, nothing before them can show). A million lines cost their bytes' copy, not a million
/// emulated scrolls. Any other byte (an escape code, `\r`, a tab, UTF-8) ends this: from then
/// on every write is emulated as it comes, exactly as before.
pub struct Terminal {
    parser: RefCell<vt100::Parser>,
    rows: u16,
    cols: u16,
    /// Every byte written by the program, escape codes included, before `\n` translation.
    bytes: Vec<u8>,
    /// How many of `bytes` the emulator has seen (or skipped as hidden).
    fed: Cell<usize>,
    /// Whether every byte written so far is plain (see [`is_plain`]).
    plain: bool,
}

/// Printable ASCII or a newline: text whose rendering depends only on the lines it makes.
fn is_plain(byte: u8) -> bool {
    byte == b'\n' || (0x20..0x7f).contains(&byte)
}

impl Terminal {
    /// A terminal of `rows` × `cols` cells (at least 1 × 1).
    pub fn new(rows: u16, cols: u16) -> Terminal {
        let rows = NonZeroU16::new(rows).unwrap_or(NonZeroU16::MIN);
        let cols = NonZeroU16::new(cols).unwrap_or(NonZeroU16::MIN);
        Terminal {
            parser: RefCell::new(vt100::Parser::new(rows, cols, SCROLLBACK_LINES)),
            rows: rows.get(),
            cols: cols.get(),
            bytes: Vec::new(),
            fed: Cell::new(0),
            plain: true,
        }
    }

    /// The memory its byte log holds (its capacity). In bytes.
    pub fn stored_bytes(&self) -> usize {
        self.bytes.capacity()
    }

    /// Feeds bytes the program wrote.
    pub fn write(&mut self, data: &[u8]) {
        self.bytes.extend_from_slice(data);
        if self.plain && data.iter().all(|&b| is_plain(b)) {
            return;
        }
        self.catch_up();
        self.plain = false;
    }

    /// Gives the emulator what it has not seen yet. While the text is plain, lines that the
    /// screen's last lines scroll away are skipped: they cannot show.
    fn catch_up(&self) {
        let fed = self.fed.get();
        let start = if self.plain {
            fed.max(self.hidden_before(fed))
        } else {
            fed
        };
        let mut parser = self.parser.borrow_mut();
        // A tty's line discipline (ONLCR, on by default) turns "\n" into "\r\n" on output;
        // the emulator receives what the line discipline sends.
        for line in self.bytes[start..].split_inclusive(|&b| b == b'\n') {
            match line.strip_suffix(b"\n") {
                Some(text) => {
                    parser.process(text);
                    parser.process(b"\r\n");
                }
                None => parser.process(line),
            }
        }
        self.fed.set(self.bytes.len());
    }

    /// Where the plain text after `fed` starts to show: the start of the earliest line among
    /// those that fill the screen's rows (and one more) up to the end. Every line starts at
    /// column 0 (it follows a `\n`), so what came before is scrolled away whatever it was.
    fn hidden_before(&self, fed: usize) -> usize {
        let cols = usize::from(self.cols);
        let wanted = usize::from(self.rows) + 1;
        let mut rows = 0;
        let mut end = self.bytes.len();
        // Lines from the last one back; each takes its wrapped rows (at least one).
        while let Some(newline) = self.bytes[fed..end].iter().rposition(|&b| b == b'\n') {
            let line_start = fed + newline + 1;
            rows += (end - line_start).div_ceil(cols).max(1);
            if rows >= wanted {
                return line_start;
            }
            end = fed + newline;
        }
        fed
    }

    /// The visible screen as text, rows joined by `\n`, trailing blanks trimmed.
    pub fn screen_text(&self) -> String {
        self.catch_up();
        self.parser.borrow().screen().contents()
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
    pub fn screen(&self) -> std::cell::Ref<'_, vt100::Screen> {
        self.catch_up();
        std::cell::Ref::map(self.parser.borrow(), |parser| parser.screen())
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

    /// The screen after feeding `writes` to a terminal that emulates every byte as it comes.
    fn eager_screen(rows: u16, cols: u16, writes: &[&[u8]]) -> (String, (u16, u16)) {
        let nonzero = |n| NonZeroU16::new(n).expect("a size");
        let mut parser = vt100::Parser::new(nonzero(rows), nonzero(cols), 0);
        for data in writes {
            for line in data.split_inclusive(|&b| b == b'\n') {
                match line.strip_suffix(b"\n") {
                    Some(text) => {
                        parser.process(text);
                        parser.process(b"\r\n");
                    }
                    None => parser.process(line),
                }
            }
        }
        (
            parser.screen().contents(),
            parser.screen().cursor_position(),
        )
    }

    #[test]
    fn plain_text_skipped_as_hidden_gives_the_screen_of_emulating_every_byte() {
        let long = "x".repeat(170);
        let exact = "y".repeat(20);
        let cases: Vec<Vec<Vec<u8>>> = vec![
            (1..200).map(|i| format!("{i}\n").into_bytes()).collect(),
            (1..50)
                .map(|i| format!("{i} {long}\n").into_bytes())
                .collect(),
            (1..50)
                .map(|i| format!("{exact}\n{i}").into_bytes())
                .collect(),
            vec![b"a\nb\n".to_vec(), b"".to_vec(), b"\n\n\nc".to_vec()],
            // Plain, then an escape code: from there every byte is emulated.
            (1..60)
                .map(|i| format!("{i}\n").into_bytes())
                .chain([b"\x1b[31mred\x1b[0m\rR\n".to_vec(), b"after\n".to_vec()])
                .collect(),
        ];
        for writes in cases {
            let mut terminal = Terminal::new(4, 20);
            for data in &writes {
                terminal.write(data);
            }
            let slices: Vec<&[u8]> = writes.iter().map(Vec::as_slice).collect();
            let screen = (terminal.screen_text(), terminal.screen().cursor_position());
            assert_eq!(screen, eager_screen(4, 20, &slices));
            assert_eq!(terminal.bytes(), slices.concat());
        }
    }

    #[test]
    fn cursor_moves_overwrite_earlier_text() {
        let mut terminal = Terminal::new(3, 10);
        terminal.write(b"frame 1\x1b[H\x1b[2Kframe 2");
        assert_eq!(terminal.screen_text(), "frame 2");
    }
}
