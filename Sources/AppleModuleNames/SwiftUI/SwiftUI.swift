// `import SwiftUI` where Apple's SwiftUI does not exist (Linux): the whole of Kiln, so a file written for
// SwiftUI compiles with no change (module-qualified names such as `SwiftUI.Text` resolve too).
// Package.swift declares it only where Apple's SwiftUI does not exist.
@_exported import Kiln
// Apple's Foundation holds URLSession and URLRequest, which SwiftUI code uses with `task { }`;
// Linux's keeps them in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
