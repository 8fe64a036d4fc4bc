// A struct and its `impl` declared inside `main`, used before and after the lines that
// declare them: the panic in its constructor reports the line and column where it is written
// inside `main`, after what was printed reached stdout.
fn main() {
    println!("opening ports");
    let web = Port::checked(8080);
    println!("listening on {}", web.number());

    struct Port(u16);

    impl Port {
        fn checked(number: u32) -> Port {
            if number < 1024 || number > 65535 {
                panic!("port {number} is reserved or out of range");
            }
            Port(number as u16)
        }

        fn number(&self) -> u16 {
            self.0
        }
    }

    let bad = Port::checked(70000);
    println!("never printed {}", bad.number());
}
