// `#[derive(PartialOrd, Ord, Hash)]` on the script's enums and structs: `sort`, `max`, `<` and
// `cmp` order a struct by its fields in declaration order and an enum by its variants in
// declaration order, then their fields; a derived `Hash` makes a `HashMap` key; a NaN field
// leaves `partial_cmp` with `None` and every comparison but `!=` false.
use std::collections::{BTreeMap, BTreeSet, HashMap};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Suit { Clubs, Diamonds, Hearts, Spades }

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Card { rank: u8, suit: Suit }

#[derive(Debug, PartialEq, PartialOrd)]
struct Reading { value: f64, label: String }

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Shape { Dot, Line(u32), Box { w: u32, h: u32 } }

fn main() {
    let mut hand = vec![
        Card { rank: 10, suit: Suit::Hearts },
        Card { rank: 2, suit: Suit::Spades },
        Card { rank: 10, suit: Suit::Clubs },
        Card { rank: 14, suit: Suit::Diamonds },
    ];
    hand.sort();
    println!("{:?}", hand);
    let best = hand.iter().max().unwrap();
    println!("best {:?}", best);
    println!("{}", Suit::Clubs < Suit::Spades);
    println!("{:?}", Suit::Hearts.cmp(&Suit::Diamonds));
    let mut by_suit: BTreeMap<Suit, Vec<u8>> = BTreeMap::new();
    for c in &hand {
        by_suit.entry(c.suit).or_default().push(c.rank);
    }
    println!("{:?}", by_suit);
    let mut counts: HashMap<Suit, usize> = HashMap::new();
    for c in &hand { *counts.entry(c.suit).or_insert(0) += 1; }
    println!("{}", counts[&Suit::Hearts]);
    let set: BTreeSet<Card> = hand.iter().cloned().collect();
    println!("{}", set.len());
    let a = Reading { value: 1.5, label: "a".into() };
    let b = Reading { value: f64::NAN, label: "b".into() };
    println!("{:?} {:?} {}", a.partial_cmp(&a), a.partial_cmp(&b), a < b);
    let mut shapes = vec![Shape::Box { w: 1, h: 2 }, Shape::Line(3), Shape::Dot, Shape::Line(1), Shape::Box { w: 1, h: 1 }];
    shapes.sort();
    println!("{:?}", shapes);
    println!("{:?}", shapes.iter().min());
    let v1 = vec![1, 2, 3];
    let v2 = vec![1, 3];
    println!("{} {}", v1 < v2, v1 > v2);
    let mut cards2 = hand.clone();
    cards2.sort_by(|a, b| b.cmp(a));
    println!("{:?}", cards2.first());
    println!("{:?}", std::cmp::max(Suit::Clubs, Suit::Hearts));
}
