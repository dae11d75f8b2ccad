/// Where lowering stands in a page's structure, as SwiftUI's structural identity: a scope per
/// view body, per `ForEach` element and per `if` branch, and an ordinal for each thing met in
/// a scope. A page lowered again after its appear actions ran finds each view's state and each
/// action at the same identity, however many rows a list gained above it.
nonisolated struct StructuralIdentity {
    private var scope: UInt64
    private var ordinal: UInt64 = 0

    /// The page's outermost scope.
    init() { scope = 0x6B69_6C6E_7061_6765 }

    private init(scope: UInt64) { self.scope = scope }

    /// The identity of the next thing met in the current scope.
    mutating func next() -> UInt64 {
        ordinal &+= 1
        return Self.mix(scope, ordinal)
    }

    /// The scope of what stands at `key` (from `next()`), `variant` telling apart the branches
    /// or elements that may stand there.
    static func scope(at key: UInt64, variant: UInt64 = 0) -> StructuralIdentity {
        StructuralIdentity(scope: mix(key, variant))
    }

    /// SplitMix64's finalizer over both values: distinct inputs give distinct keys in practice,
    /// and a mistaken match is caught by the type check of whatever the key finds.
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = a &+ 0x9E37_79B9_7F4A_7C15 &* (b &+ 1)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

nonisolated extension LoweringContext {
    /// Lowers `body` in a scope of its own at the next position of the current scope.
    @inline(__always)
    func inNextScope(variant: UInt64 = 0, _ body: () -> Void) {
        let key = identity.next()
        let outer = identity
        identity = .scope(at: key, variant: variant)
        body()
        identity = outer
    }
}
