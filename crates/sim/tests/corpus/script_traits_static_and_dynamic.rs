// A trait of the script's own with a required and a provided method: called on each
// implementing type (a provided method overridden, one not), through `&impl Trait`, a
// `T: Trait` bound, `&dyn Trait`, a `Vec<Box<dyn Trait>>` written to a locked stdout, an enum
// whose method matches on itself, and `&mut self` methods of a second trait on the same type.
use std::io::Write;

pub trait Summary {
    fn summarize_author(&self) -> String;
    fn summarize(&self) -> String {
        format!("(Read more from {}...)", self.summarize_author())
    }
}

pub struct Tweet {
    pub username: String,
    pub content: String,
    pub retweets: u32,
}

impl Summary for Tweet {
    fn summarize_author(&self) -> String {
        format!("@{}", self.username)
    }
}

struct Article {
    title: String,
}

impl Summary for Article {
    fn summarize_author(&self) -> String {
        String::from("staff")
    }
    fn summarize(&self) -> String {
        format!("{} by {}", self.title, self.summarize_author())
    }
}

fn notify(item: &impl Summary) {
    println!("Breaking news! {}", item.summarize());
}

fn longest<T: Summary>(a: &T, b: &T) -> usize {
    a.summarize().len().max(b.summarize().len())
}

trait Counter {
    fn bump(&mut self, by: u32);
    fn total(&self) -> u32;
}

impl Counter for Tweet {
    fn bump(&mut self, by: u32) {
        self.retweets += by;
    }
    fn total(&self) -> u32 {
        self.retweets
    }
}

enum Shape {
    Circle(f64),
    Square(f64),
}

trait Area {
    fn area(&self) -> f64;
}

impl Area for Shape {
    fn area(&self) -> f64 {
        match self {
            Shape::Circle(r) => 3.0 * r * r,
            Shape::Square(s) => s * s,
        }
    }
}

fn main() {
    let mut tweet = Tweet {
        username: String::from("horse_ebooks"),
        content: String::from("of course"),
        retweets: 0,
    };
    let article = Article { title: String::from("Penguins win") };
    println!("1 new tweet: {}", tweet.summarize());
    notify(&tweet);
    notify(&article);
    println!("{}", longest(&tweet, &tweet));
    tweet.bump(3);
    tweet.bump(4);
    println!("{} {}", tweet.total(), tweet.content);
    let items: Vec<Box<dyn Summary>> = vec![Box::new(tweet), Box::new(article)];
    let mut out = std::io::stdout().lock();
    for item in items.iter() {
        writeln!(out, "{}", item.summarize()).unwrap();
    }
    let shapes = [Shape::Circle(1.5), Shape::Square(2.0)];
    let total: f64 = shapes.iter().map(|s| s.area()).sum();
    println!("{total}");
    let r: &dyn Area = &shapes[1];
    println!("{}", r.area());
}
