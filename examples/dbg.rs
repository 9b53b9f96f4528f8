fn main() {
    for path in std::env::args().skip(1) {
        let bytes = std::fs::read(&path).unwrap();
        let r = resol::picture::cut_grids(&bytes);
        eprintln!(
            "{path}: {:?}",
            r.map(|g| g.iter().map(|(s, a, _)| (*s, *a)).collect::<Vec<_>>())
        );
    }
}
