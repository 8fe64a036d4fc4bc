// The script's own `impl Default` runs wherever a default of its type is made: `T::default()`,
// `Default::default()` where the type is known, `..Default::default()` in a struct literal, a
// derived `Default` holding a `T`, a tuple of one, and what `mem::take` leaves behind. The
// function prints, so each call is in the output, in order.
#[derive(Debug)]
struct Config { name: String, retries: u32, verbose: bool }
impl Default for Config {
    fn default() -> Self {
        println!("making a default Config");
        Config { name: String::from("app"), retries: 3, verbose: false }
    }
}
#[derive(Debug, Default)]
struct App { config: Config, runs: u8 }
fn main() {
    let a = Config::default();
    let b: Config = Default::default();
    let c = Config { verbose: true, ..Default::default() };
    let d = Config { retries: 9, ..Config::default() };
    println!("{a:?}\n{b:?}\n{c:?}\n{d:?}");
    let app = App::default();
    println!("{app:?}");
    let pair: (Config, u8) = Default::default();
    println!("{pair:?}");
    let e = std::mem::take(&mut App { config: a, runs: 2 });
    println!("{e:?}");
}
