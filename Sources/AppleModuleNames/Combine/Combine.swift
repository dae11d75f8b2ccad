// `import Combine` where Apple's Combine does not exist (Linux): the whole of Kiln, so a file written for
// SwiftUI compiles with no change (module-qualified names such as `Combine.ObservableObject` resolve too).
// Package.swift declares it only where Apple's SwiftUI does not exist.
@_exported import Kiln
