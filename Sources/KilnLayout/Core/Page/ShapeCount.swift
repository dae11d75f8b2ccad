/// A page's count of drawn shapes and symbols (a reference, as the resolver is a value).
final class ShapeCount {
    var count = 0
}
