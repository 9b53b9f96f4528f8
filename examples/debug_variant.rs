use resol::parse::variant::{read, recognise};
fn main() {
    let line = std::io::read_to_string(std::io::stdin()).unwrap();
    let line = line.trim();
    let form = recognise(line).unwrap();
    let p = read(line, form).unwrap();
    for r in &p.variant.rules {
        println!("{:?}", r);
    }
    println!("{}", p.grid);
}
