// `..` after the fields a tuple variant's pattern names (`Key(..)`, `Move(0, ..)`,
// `Some(..)`): the fields left out match anything, in `match`, `if let` and guards, and the
// match is still exhaustive.
#[derive(Debug)]
enum Event {
    Key(char, bool),
    Move(i32, i32, i32),
    Quit,
    Named { id: u8 },
}

fn describe(event: &Event) -> &'static str {
    match event {
        Event::Key(c, ..) if *c == 'q' => "the quit key",
        Event::Key(..) => "a key",
        Event::Move(0, ..) => "a move from zero",
        Event::Move(..) => "a move",
        Event::Quit => "quit",
        Event::Named { .. } => "named",
    }
}

fn main() {
    let events = [
        Event::Key('q', true),
        Event::Key('a', false),
        Event::Move(0, 1, 2),
        Event::Move(3, 4, 5),
        Event::Quit,
        Event::Named { id: 1 },
    ];
    for event in &events {
        println!("{event:?}: {}", describe(event));
    }
    let first = Some(3);
    if let Some(..) = first {
        println!("something");
    }
    if let Event::Move(x, y, ..) = &events[3] {
        println!("moved by {x}, {y}");
    }
    let moves = events.iter().filter(|e| matches!(e, Event::Move(..))).count();
    println!("{moves} moves");
}
