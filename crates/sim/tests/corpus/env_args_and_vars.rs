// The command line and environment variables the run sets; `env::args()` knows how many
// arguments it has left (`ExactSizeIterator::len`), before and after some are taken.
// bufscope: args=poem.txt "to be" -n
// bufscope: env BUFSCOPE_DEMO=on
use std::env;

fn main() {
    let args: Vec<String> = env::args().collect();
    println!("{} arguments after the name, the second {:?}", args.len() - 1, args[2]);
    let mut rest = env::args();
    println!("{} in all", rest.len());
    rest.next();
    println!("{} after the name", rest.len());
    let file = env::args().nth(1).expect("a file name");
    println!("file {file}");
    for (i, arg) in env::args().skip(1).enumerate() {
        println!("{i}: [{arg}]");
    }
    println!("{:?}", env::var("BUFSCOPE_DEMO"));
    match env::var("BUFSCOPE_SURELY_UNSET") {
        Ok(value) => println!("set to {value}"),
        Err(e) => eprintln!("{e} ({e:?})"),
    }
}
