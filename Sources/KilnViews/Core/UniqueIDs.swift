/// The ids a `ForEach` has met, to find the first one met twice. Lowering is generic code the
/// compiler does not specialise for the app's types, where a `Set<ID>` costs a metadata lookup
/// and an unspecialised hash on every element. Integer ids — the usual kind — that keep rising
/// cannot repeat and are only listed, then hashed if they ever stop rising; strings go into a
/// specialised set; other ids into a `Set<ID>`.
struct UniqueIDs<ID: Hashable> {
    private var risingInts: [Int] = []
    private var ints: Set<Int>?
    private var strings: Set<String> = []
    private var others: Set<ID> = []
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Adds `id`; false when it was met before. Inlined into `ForEach`: called, it looked up
    /// this type's generic metadata for every element.
    @inline(__always)
    mutating func insert(_ id: ID) -> Bool {
        if ID.self == Int.self { return insert(int: unsafeBitCast(id, to: Int.self)) }
        if ID.self == String.self {
            if strings.isEmpty { strings.reserveCapacity(capacity) }
            return strings.insert(unsafeBitCast(id, to: String.self)).inserted
        }
        if others.isEmpty { others.reserveCapacity(capacity) }
        return others.insert(id).inserted
    }

    @inline(__always)
    private mutating func insert(int id: Int) -> Bool {
        if ints == nil {
            guard let last = risingInts.last, id <= last else {
                if risingInts.isEmpty { risingInts.reserveCapacity(capacity) }
                risingInts.append(id)
                return true
            }
            ints = Set(risingInts)
            risingInts = []
        }
        return ints!.insert(id).inserted
    }
}
