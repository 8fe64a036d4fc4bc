// Derived `PartialOrd`/`Ord`/`Hash` over fields of std types (`Vec<String>`, `Option<Box<u32>>`,
// tuples) and enum variants with data; `Ord::max`, `min` and `clamp` of the script's values.
use std::collections::{HashMap, HashSet, BTreeMap};
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Token { Num(i64), Word(String), Pair(u8, char), Empty }

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
struct Entry { tags: Vec<String>, parent: Option<Box<u32>>, pos: (u16, u16), token: Option<u8> }

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Pos { x: i32, y: i32 }

fn main() {
    let mut toks = vec![Token::Word("b".into()), Token::Empty, Token::Num(-3), Token::Pair(1, 'z'), Token::Num(2), Token::Word("a".into())];
    toks.sort();
    println!("{:?}", toks);
    toks.dedup();
    let uniq: HashSet<Token> = toks.iter().cloned().collect();
    println!("{}", uniq.contains(&Token::Num(2)));
    let e = Entry::default();
    let f = Entry { tags: vec!["x".into()], ..Entry::default() };
    println!("{} {:?}", e < f, e.cmp(&f));
    let mut seen: HashMap<Pos, u32> = HashMap::new();
    for (x, y) in [(0, 0), (1, 2), (0, 0)] {
        *seen.entry(Pos { x, y }).or_insert(0) += 1;
    }
    println!("{}", seen[&Pos { x: 0, y: 0 }]);
    let mut grid: BTreeMap<(i32, i32), Token> = BTreeMap::new();
    grid.insert((1, 0), Token::Empty);
    grid.insert((0, 5), Token::Num(1));
    println!("{:?}", grid);
    let top = toks.iter().max_by(|a, b| a.cmp(b));
    println!("{:?} {:?}", top, toks.iter().min());
    println!("{:?}", Token::Num(1).max(Token::Empty));
    println!("{:?}", Token::Num(5).clamp(Token::Num(1), Token::Num(3)));
}
