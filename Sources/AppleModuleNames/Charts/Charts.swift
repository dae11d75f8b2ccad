// `import Charts` where Apple's Charts does not exist (Linux): the whole of Kiln, so a file written for
// SwiftUI compiles with no change (module-qualified names such as `Charts.Chart` resolve too).
// Package.swift declares it only where Apple's SwiftUI does not exist.
@_exported import Kiln
