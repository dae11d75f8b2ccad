import Foundation

#if !canImport(Darwin)
extension Data.WritingOptions {
    /// Apple's Foundation's other name for `.atomic`, which Linux's lacks.
    public static let atomicWrite: Data.WritingOptions = .atomic
}
#endif
