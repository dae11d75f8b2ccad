/// A random pick that is the same at every build. Seed 001's AsyncImage samples pick a random
/// placeholder colour with `randomElement()`; a site's pages must come out byte for byte the same
/// from the same sources (ARCHITECTURE.md, "Deterministic output"), so in the showcase an array's
/// `randomElement()` is this one, which the samples' unchanged code calls.
extension Array {
    func randomElement() -> Element? {
        isEmpty ? nil : self[count / 3]
    }
}
