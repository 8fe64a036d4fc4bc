// A library pasted with its unit tests: rustc leaves `#[cfg(test)]` items out of the program.
pub fn shout(text: &str) -> String {
    text.to_uppercase()
}

fn main() {
    println!("{}", shout("quiet"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shouts() {
        assert_eq!(shout("a"), "A");
    }
}
