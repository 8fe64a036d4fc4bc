// Enums with data: a match per event (guards, bindings, struct variants) picks a level whose
// Display pads itself; derive(Debug) prints each event through std's debug_tuple/debug_struct.
use std::fmt;
use std::io::{self, Write};

#[derive(Debug, Clone, Copy, PartialEq)]
enum Level {
    Info,
    Warn,
    Error,
}

#[derive(Debug)]
enum Event {
    Start,
    Write(usize),
    Flush { bytes: usize, cause: &'static str },
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let text = match self {
            Level::Info => "info",
            Level::Warn => "warn",
            Level::Error => "error",
        };
        f.pad(text)
    }
}

impl Event {
    fn bytes(&self) -> usize {
        match self {
            Event::Start => 0,
            Event::Write(n) => *n,
            Event::Flush { bytes, .. } => *bytes,
        }
    }
}

fn main() -> io::Result<()> {
    let events = vec![
        Event::Start,
        Event::Write(12),
        Event::Write(30),
        Event::Flush { bytes: 42, cause: "newline" },
    ];
    let mut out = io::stdout().lock();
    for event in &events {
        let level = match event {
            Event::Start => Level::Info,
            Event::Write(n) if *n > 20 => Level::Warn,
            Event::Write(_) => Level::Info,
            Event::Flush { cause, .. } if *cause == "full" => Level::Error,
            Event::Flush { .. } => Level::Info,
        };
        writeln!(out, "[{:>5}] {:?} ({} bytes)", level, event, event.bytes())?;
    }
    let total: usize = events.iter().map(|e| e.bytes()).sum();
    eprintln!("{total} {}", Level::Warn == Level::Warn);
    Ok(())
}
