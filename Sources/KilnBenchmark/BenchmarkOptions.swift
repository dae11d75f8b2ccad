/// A benchmark's `--name number` options, by name (`--edits 10`); a value that is not a whole
/// number is left out, so the benchmark keeps its default.
func integerOptions(_ arguments: [String]) -> [String: Int] {
    var options: [String: Int] = [:]
    var index = 0
    while index + 1 < arguments.count {
        if arguments[index].hasPrefix("--"), let value = Int(arguments[index + 1]) {
            options[arguments[index]] = value
            index += 2
        } else {
            // A flag without a value (`--showcase`).
            index += 1
        }
    }
    return options
}
