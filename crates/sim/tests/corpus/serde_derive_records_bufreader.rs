// bufscope: input people.json="[\n  {\"name\": \"Ada\", \"age\": 36, \"email\": \"ada@example.com\", \"role\": \"Admin\", \"tags\": [\"math\", \"engines\"]},\n  {\"name\": \"Linus\", \"age\": 28, \"email\": null, \"role\": \"Guest\", \"tags\": [], \"extra\": {\"ignored\": [1, 2.5, \"three\"]}},\n  {\"role\": \"Member\", \"tags\": [\"x\"], \"age\": 51, \"name\": \"Grace\"}\n]\n"
// Records read into a Vec of the script's structs through a BufReader<File>: serde_json takes
// its bytes one by one from the buffer, which fills with one read. Unknown keys ("extra") are
// skipped as the derive skips them, a missing Option is None, keys come in any order.
use serde::Deserialize;
use std::fs::File;
use std::io::BufReader;

#[derive(Debug, Deserialize)]
enum Role {
    Admin,
    Member,
    Guest,
}

#[derive(Debug, Deserialize)]
struct Person {
    name: String,
    age: u8,
    email: Option<String>,
    role: Role,
    tags: Vec<String>,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let reader = BufReader::new(File::open("people.json")?);
    let people: Vec<Person> = serde_json::from_reader(reader)?;
    for person in &people {
        println!(
            "{} ({}) {:?} {:?} {:?}",
            person.name, person.age, person.email, person.role, person.tags
        );
    }
    println!("{:#?}", people[2]);
    Ok(())
}
